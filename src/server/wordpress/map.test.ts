import { DEFAULT_LANGUAGE_LINKS } from '@/domain/content/site-options';
import {
  mapBlogCategories,
  mapPage,
  mapPost,
  mapPostSummary,
  mapSiteOptions,
  mapWheel,
  plainText,
  translationIdIn,
} from './map';

describe('site options mapping', () => {
  const wire = {
    subscriptions: {
      socials: [
        { name: ['instagram'], url: 'https://instagram.com/brand' },
        { name: ['Telegram'], url: 'https://t.me/brand' },
        { name: ['myspace'], url: 'https://myspace.com/brand' },
        null,
      ],
      langs: [
        { code: 'ua', label: 'UA' },
        { code: 'ru', label: 'RU' },
        { code: 'en', label: 'EN' },
      ],
    },
    faq: {
      hidden: false,
      faqObject: [
        { question: 'Q?', answer: 'A.' },
        { question: '', answer: 'orphan' },
      ],
    },
    contacts: {
      email: 'hello@brand.ua',
      phone: '+380441234567',
      address: 'Kyiv',
      timeWork: 'Mon–Fri 10–19',
      mapUrl: 'https://maps.example',
      messengerUrl: null,
      botUrl: 'https://t.me/bot',
    },
    header: {
      products: [
        {
          slug: 'oud-noir-03',
          title: 'Oud Noir',
          image: { node: { sourceUrl: 'http://x/y.png' } },
          price: 2990,
        },
      ],
    },
    requisites: {
      recipient: 'FOP Kovalenko',
      iban: 'ua21 3052 9900 0002 6001 2345 6789 0',
      taxId: '3124 509876',
      purpose: 'Order {order}',
    },
    buttonType: ['telegram'],
    copyright: 'Brand',
  };

  it('keeps known socials, maps "ua" to the uk site language and drops empty FAQ entries', () => {
    const options = mapSiteOptions(wire);
    expect(options.socials).toEqual([
      { name: 'instagram', url: 'https://instagram.com/brand' },
      { name: 'telegram', url: 'https://t.me/brand' },
    ]);
    expect(options.langs).toEqual([
      { code: 'uk', label: 'UA' },
      { code: 'ru', label: 'RU' },
      { code: 'en', label: 'EN' },
    ]);
    expect(options.faq).toEqual({ hidden: false, items: [{ question: 'Q?', answer: 'A.' }] });
    expect(options.contacts.messengerUrl).toBe('');
    expect(options.headerProducts).toHaveLength(1);
    expect(options.buttonType).toBe('telegram');
  });

  it('gives the requisites whole: the IBAN without the spaces editors group it with', () => {
    expect(mapSiteOptions(wire).requisites).toEqual({
      recipient: 'FOP Kovalenko',
      iban: 'UA213052990000026001234567890',
      taxId: '3124509876',
      purpose: 'Order {order}',
    });
    expect(mapSiteOptions(null).requisites).toEqual({ recipient: '', iban: '', taxId: '', purpose: '' });
  });

  it('falls back to the ua, ru, en language list when the page gives none', () => {
    expect(mapSiteOptions(null).langs).toEqual(DEFAULT_LANGUAGE_LINKS);
    expect(DEFAULT_LANGUAGE_LINKS.map((l) => l.label)).toEqual(['ua', 'ru', 'en']);
  });
});

describe('wheel mapping', () => {
  it('reads logic.openCondition and the prizes', () => {
    const wheel = mapWheel({
      databaseId: 7,
      slug: 'site-wheel',
      title: 'Wheel',
      wheelFields: {
        logic: { openCondition: ['site_open'], delaySeconds: 20, expiryDays: 7, couponPrefix: 'spin' },
        prizes: [{ label: '-10%', discountType: ['percent'], amount: 10, weight: 3 }, null],
      },
    });
    expect(wheel).toEqual({
      id: 7,
      slug: 'site-wheel',
      title: 'Wheel',
      openCondition: 'site_open',
      delaySeconds: 20,
      expiryDays: 7,
      couponPrefix: 'spin',
      prizes: [{ label: '-10%', discountType: 'percent', amount: 10, weight: 3 }],
    });
  });

  it('gives an empty expiry a default and an unknown prize kind no prize', () => {
    const wheel = mapWheel({
      databaseId: 8,
      slug: 'w',
      title: 'W',
      wheelFields: {
        logic: { openCondition: ['after_purchase'], delaySeconds: 0, expiryDays: null, couponPrefix: null },
        prizes: [{ label: 'x', discountType: ['bogus'], amount: 1, weight: 1 }],
      },
    });
    expect(wheel.expiryDays).toBe(14);
    expect(wheel.prizes[0].discountType).toBe('none');
  });
});

describe('post mapping', () => {
  it('turns the HTML excerpt into text and keeps the featured image', () => {
    const post = mapPostSummary(
      {
        databaseId: 3,
        slug: 'spring-notes',
        uri: '/en/spring-notes/',
        title: 'Spring &amp; notes',
        excerpt: '<p>Fresh&nbsp;citrus&#8230;</p>\n',
        date: '2025-03-01T10:00:00',
        featuredImage: {
          node: { sourceUrl: 'http://x/p.png', altText: '', mediaDetails: { width: 1200, height: 800 } },
        },
        categories: { nodes: [{ slug: 'news', name: 'News' }] },
      },
      'en',
    );
    expect(post).toEqual({
      id: 3,
      slug: 'spring-notes',
      title: 'Spring & notes',
      excerpt: 'Fresh citrus…',
      date: '2025-03-01T10:00:00',
      image: { src: 'http://x/p.png', alt: 'Spring & notes', width: 1200, height: 800 },
      categories: [{ slug: 'news', name: 'News' }],
    });
  });

  it('plainText strips tags and collapses whitespace', () => {
    expect(plainText('<p>a</p>\n<p>b</p>')).toBe('a b');
  });

  it('decodes the entities WordPress writes and turns an automatic excerpt’s [&hellip;] into …', () => {
    expect(plainText('<p>The &#8220;pyramid&#8221; step by step [&hellip;]</p>\n')).toBe(
      'The “pyramid” step by step…',
    );
    expect(plainText('It&#8217;s &rsquo;ok&rsquo; &ndash; &#x2014; &bogus;')).toBe('It’s ’ok’ – — &bogus;');
  });

  it('maps an article with the languages it has been translated into', () => {
    const post = mapPost({
      databaseId: 160,
      slug: 'night-delivery-kyiv',
      uri: '/night-delivery-kyiv/',
      title: 'Вечірня доставка',
      excerpt: '<p>Того ж вечора [&hellip;]</p>',
      date: '2026-01-20T09:00:00',
      modified: null,
      content: '<p>Кур’єр</p>',
      featuredImage: null,
      categories: { nodes: [{ slug: 'news', name: 'Новини' }] },
      language: { slug: 'uk' },
      translations: [
        { databaseId: 161, language: { slug: 'ru' } },
        { databaseId: 9, language: { slug: 'de' } },
        null,
      ],
    });
    expect(post).toMatchObject({
      id: 160,
      excerpt: 'Того ж вечора…',
      html: '<p>Кур’єр</p>',
      modified: '2026-01-20T09:00:00',
      lng: 'uk',
      image: null,
      translations: [{ lng: 'ru', id: 161 }],
    });
  });

  describe('a featured image’s alt, written once per attachment in the default language', () => {
    /** One post translated three ways, each translation with the same attachment (Polylang without media). */
    const summary = (title: string, altText: string | null, lng: 'uk' | 'en' | 'ru') =>
      mapPostSummary(
        {
          databaseId: 1,
          slug: 'summer-scents',
          uri: '/summer-scents/',
          title,
          excerpt: '',
          date: '2026-06-01T10:00:00',
          featuredImage: {
            node: { sourceUrl: 'http://x/summer.png', altText, mediaDetails: { width: 1200, height: 800 } },
          },
          categories: null,
        },
        lng,
      ).image?.alt;

    it('is the attachment’s alt on the Ukrainian blog', () => {
      expect(summary('Літні аромати', 'Флакони на піску біля моря', 'uk')).toBe('Флакони на піску біля моря');
    });

    it('is the translation’s own title on /en and /ru, never the Ukrainian alt', () => {
      expect(summary('Summer scents', 'Флакони на піску біля моря', 'en')).toBe('Summer scents');
      expect(summary('Летние ароматы', 'Флакони на піску біля моря', 'ru')).toBe('Летние ароматы');
      expect(summary('Summer &amp; sea', 'Флакони', 'en')).toBe('Summer & sea');
    });

    it('is the title where the attachment has no alt', () => {
      expect(summary('Літні аромати', '', 'uk')).toBe('Літні аромати');
      expect(summary('Літні аромати', null, 'uk')).toBe('Літні аромати');
    });

    it('follows an article’s own language when it is read by id', () => {
      const article = (title: string, slug: string) =>
        mapPost({
          databaseId: 2,
          slug: 'summer-scents',
          uri: '/summer-scents/',
          title,
          excerpt: '',
          date: '2026-06-01T10:00:00',
          modified: null,
          content: '',
          featuredImage: {
            node: { sourceUrl: 'http://x/summer.png', altText: 'Флакони', mediaDetails: null },
          },
          categories: null,
          language: { slug },
          translations: [],
        }).image?.alt;
      expect(article('Summer scents', 'en')).toBe('Summer scents');
      expect(article('Літні аромати', 'uk')).toBe('Флакони');
    });
  });

  it('leaves WordPress’s Uncategorized, and Polylang free’s translations of it, out of the blog’s categories', () => {
    expect(
      mapBlogCategories([
        { slug: 'news', name: 'News', count: 6 },
        { slug: 'uncategorized', name: 'Uncategorized', count: 1 },
        { slug: 'uncategorized-en', name: 'Uncategorized', count: null },
        { slug: 'interviews', name: 'Interviews', count: null },
      ]),
    ).toEqual([
      { slug: 'news', name: 'News', count: 6 },
      { slug: 'interviews', name: 'Interviews', count: 0 },
    ]);
  });
});

describe('page mapping', () => {
  const node = {
    databaseId: 40,
    slug: 'contacts',
    uri: '/en/contacts/',
    title: 'Contacts &amp; map',
    content: '<p>Hi</p>',
    modified: '2026-01-01T00:00:00',
    language: { slug: 'en' },
    translations: [
      { slug: 'contacts', uri: '/contacts/', language: { slug: 'uk' } },
      { slug: 'x', uri: '/xx/x/', language: { slug: 'xx' } },
    ],
  };

  it('keeps the language it is written in and its known translations', () => {
    expect(mapPage(node)).toEqual({
      id: 40,
      lng: 'en',
      slug: 'contacts',
      title: 'Contacts & map',
      html: '<p>Hi</p>',
      modified: '2026-01-01T00:00:00',
      translations: [{ lng: 'uk', slug: 'contacts' }],
    });
  });
});

describe('a page whose translations have their own slugs (Polylang free)', () => {
  // What WordPress 6.8 with Polylang free answers `pages(where: {name: "about", language: EN})`: the
  // Ukrainian original, whatever the language asked, with translations suffixed `-2`, `-3`.
  const original = {
    databaseId: 144,
    slug: 'about',
    uri: '/about/',
    title: 'Про нас',
    content: '<p>Ми</p>',
    modified: '2026-01-01T00:00:00',
    language: { slug: 'uk' },
    translations: [
      { databaseId: 150, slug: 'about-2', uri: '/en/about-2/', language: { slug: 'en' } },
      { databaseId: 153, slug: 'about-3', uri: '/ru/about-3/', language: { slug: 'ru' } },
    ],
  };

  it('is not taken for the English page, but leads to it by its translation', () => {
    expect(mapPage(original, 'en')).toBeNull();
    expect(translationIdIn([original], 'en')).toBe(150);
    expect(translationIdIn([original], 'ru')).toBe(153);
  });

  it('leads nowhere when the asked language has no translation', () => {
    expect(translationIdIn([{ ...original, translations: [] }], 'en')).toBeNull();
  });
});
