import { createInstance, type i18n as I18n } from 'i18next';
import { memoizedT, memoizeFixedT } from './memoized-t';

async function instanceWith(lng: string): Promise<I18n> {
  const instance = createInstance();
  await instance.init({
    lng,
    fallbackLng: 'uk',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      uk: {
        common: {
          greeting: 'Вітаємо, {{name}}',
          reviews_one: '{{count}} відгук',
          reviews_few: '{{count}} відгуки',
          reviews_many: '{{count}} відгуків',
          reviews_other: '{{count}} відгуку',
          list: { first: 'перший', second: 'другий' },
        },
      },
      ru: {
        common: {
          greeting: 'Здравствуйте, {{name}}',
          reviews_one: '{{count}} отзыв',
          reviews_few: '{{count}} отзыва',
          reviews_many: '{{count}} отзывов',
          reviews_other: '{{count}} отзыва',
        },
      },
    },
  });
  return instance;
}

describe('memoizedT', () => {
  it('answers every kind of call as i18next does, plurals and values included', async () => {
    const instance = await instanceWith('uk');
    for (const lng of ['uk', 'ru']) {
      const plain = instance.getFixedT(lng, 'common');
      const kept = memoizedT(instance.getFixedT(lng, 'common'), instance);
      const calls: [string, unknown?][] = [
        ['greeting', { name: 'Олена' }],
        ['greeting', { name: 'Ігор' }],
        ...[1, 2, 5, 11, 21, 22, 25, 1.5].map((count): [string, unknown] => ['reviews', { count }]),
        ['missing.key'],
        ['missing.key', 'Запасний текст'],
        ['list', { returnObjects: true }],
      ];
      for (const [key, options] of calls) {
        for (let twice = 0; twice < 2; twice++)
          expect(kept(key, options as never)).toEqual(plain(key, options as never));
      }
    }
  });

  it('asks i18next once for a call it has answered, and again for other values', async () => {
    const instance = await instanceWith('uk');
    const translate = jest.spyOn(instance, 't');
    const t = memoizedT(instance.getFixedT('uk', 'common'), instance);
    t('reviews', { count: 3 });
    t('reviews', { count: 3 });
    memoizedT(instance.getFixedT('uk', 'common'), instance)('reviews', { count: 3 });
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t('reviews', { count: 5 })).toBe('5 відгуків');
    expect(translate).toHaveBeenCalledTimes(2);
    // A value that is not a string, number or boolean is never kept: its text may differ each time.
    const name = { toString: () => 'Олена' };
    t('greeting', { name } as never);
    t('greeting', { name } as never);
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('keeps languages and namespaces apart', async () => {
    const instance = await instanceWith('uk');
    expect(memoizedT(instance.getFixedT('uk', 'common'), instance)('reviews', { count: 2 })).toBe(
      '2 відгуки',
    );
    expect(memoizedT(instance.getFixedT('ru', 'common'), instance)('reviews', { count: 2 })).toBe('2 отзыва');
  });

  it('forgets what it kept when texts are added: a page’s namespace arriving after a miss', async () => {
    const instance = await instanceWith('uk');
    const t = memoizedT(instance.getFixedT('uk', 'product'), instance);
    expect(t('title')).toBe('title');
    instance.addResourceBundle('uk', 'product', { title: 'Про аромат' });
    expect(t('title')).toBe('Про аромат');
  });

  it('a t fixed to no language follows the instance when it changes language', async () => {
    const instance = memoizeFixedT(await instanceWith('uk'));
    const t = instance.getFixedT(null, 'common');
    expect(t('reviews', { count: 5 })).toBe('5 відгуків');
    await instance.changeLanguage('ru');
    expect(t('reviews', { count: 5 })).toBe('5 отзывов');
  });

  it('memoizeFixedT makes the instance’s fixed t (what useTranslation asks for) kept, once', async () => {
    const instance = await instanceWith('uk');
    memoizeFixedT(instance);
    memoizeFixedT(instance);
    const translate = jest.spyOn(instance, 't');
    const t = instance.getFixedT('uk', 'common');
    expect(t('greeting', { name: 'Олена' })).toBe('Вітаємо, Олена');
    expect(instance.getFixedT('uk', 'common')('greeting', { name: 'Олена' })).toBe('Вітаємо, Олена');
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t).toHaveProperty('lng', 'uk');
    expect(t).toHaveProperty('ns', 'common');
  });
});
