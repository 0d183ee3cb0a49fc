import { l10n, type L10n } from './model';
import type { Gender } from './seed-perfume-names';

const GENDER_WORD: Record<Gender, L10n> = {
  women: l10n('для неї', 'for her', 'для неё'),
  men: l10n('для нього', 'for him', 'для него'),
  unisex: l10n('для всіх', 'for everyone', 'для всех'),
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (t: L10n): L10n => l10n(t.uk.toLowerCase(), t.en.toLowerCase(), t.ru.toLowerCase());
const join = (items: L10n[]): L10n =>
  l10n(
    ...((['uk', 'en', 'ru'] as const).map((k) => items.map((i) => i[k]).join(', ')) as [
      string,
      string,
      string,
    ]),
  );

export interface PerfumeTextInput {
  name: string;
  gender: Gender;
  scent: L10n;
  intensity: L10n;
  trail: L10n;
  top: L10n[];
  heart: L10n[];
  base: L10n[];
}

/** English's article before a word: "an oriental", "a woody". */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

// Note names go after a colon, in the nominative: "нотами рожевий перець" would need declension.
export function perfumeTexts(p: PerfumeTextInput) {
  const scent = lower(p.scent);
  const [top, heart, base] = [join(p.top), join(p.heart), join(p.base)].map(lower);
  const g = GENDER_WORD[p.gender];
  return {
    notesTop: join(p.top),
    notesHeart: join(p.heart),
    notesBase: join(p.base),
    short: l10n(
      `${capitalize(scent.uk)} аромат ${g.uk}: ${top.uk} на старті, ${base.uk} у шлейфі.`,
      `${capitalize(article(scent.en))} ${scent.en} fragrance ${g.en}: ${top.en} at the opening, ${base.en} in the trail.`,
      `${capitalize(scent.ru)} аромат ${g.ru}: ${top.ru} в начале, ${base.ru} в шлейфе.`,
    ),
    description: l10n(
      `<p>${p.name} — ${scent.uk} аромат ${g.uk}. Верхні ноти: ${top.uk}; ноти серця: ${heart.uk}; базові ноти: ${base.uk}.</p><p>Інтенсивність: ${lower(p.intensity).uk}. Шлейф: ${lower(p.trail).uk}. Пасує для щоденного носіння та особливих вечорів.</p>`,
      `<p>${p.name} is ${article(scent.en)} ${scent.en} fragrance ${g.en}. It opens with ${top.en}, reveals ${heart.en} at its heart and settles on a base of ${base.en}.</p><p>Intensity: ${lower(p.intensity).en}. Trail: ${lower(p.trail).en}. Made for every day and for special evenings.</p>`,
      `<p>${p.name} — ${scent.ru} аромат ${g.ru}. Верхние ноты: ${top.ru}; ноты сердца: ${heart.ru}; базовые ноты: ${base.ru}.</p><p>Интенсивность: ${lower(p.intensity).ru}. Шлейф: ${lower(p.trail).ru}. Подходит для каждого дня и особых вечеров.</p>`,
    ),
  };
}

export const STORAGE = l10n(
  'Зберігати в сухому темному місці за температури від +5 до +25 °C, подалі від прямих сонячних променів.',
  'Store in a dry, dark place at +5 to +25 °C, away from direct sunlight.',
  'Хранить в сухом тёмном месте при температуре от +5 до +25 °C, вдали от прямых солнечных лучей.',
);

export const PERFUME_COMPOSITION = l10n(
  'Alcohol denat., parfum (fragrance), aqua (water), limonene, linalool, coumarin.',
  'Alcohol denat., parfum (fragrance), aqua (water), limonene, linalool, coumarin.',
  'Alcohol denat., parfum (fragrance), aqua (water), limonene, linalool, coumarin.',
);

export const REVIEW_TEXTS: Record<'uk' | 'en' | 'ru', string[]> = {
  uk: [
    'Дуже стійкий аромат, тримається весь день.',
    'Отримую компліменти щоразу, коли його ношу.',
    'Ніжний і затишний, саме те, що шукала.',
    'Шлейф помірний, але дуже приємний.',
    'Швидка доставка, гарне пакування. Аромат чудовий!',
    'Трохи солодкий для мене, але якість гарна.',
  ],
  en: [
    'Lasts all day long, I love it.',
    'I get compliments every time I wear it.',
    'Soft and cosy, exactly what I was looking for.',
    'A moderate trail, but a lovely one.',
  ],
  ru: [
    'Очень стойкий аромат, держится весь день.',
    'Получаю комплименты каждый раз.',
    'Нежный и уютный, то, что искала.',
    'Быстрая доставка и красивая упаковка. Аромат прекрасный!',
  ],
};

export const REVIEWERS = [
  'Олена',
  'Марія',
  'Ірина',
  'Андрій',
  'Катерина',
  'Дмитро',
  'Анна',
  'Sofia',
  'Oleh',
  'Наталья',
];
