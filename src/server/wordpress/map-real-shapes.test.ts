// Answers shaped as WPGraphQL 2.x + WPGraphQL for ACF 2.x + WPGraphQL Polylang give them, including
// the shapes a shop owner gets by choosing another ACF field type than wordpress/acf-json defines.
import { mapPage, mapPostSummary, mapSiteOptions, mapWheel } from './map';
import type { OptionsFieldsPartsFragment } from '@/graphql/generated/graphql';

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

/** What `siteOptionsEn { optionsFields { ... } }` answers on a site built from the ACF JSON. */
const realOptions = {
  subscriptions: {
    socials: [
      { name: ['instagram'], url: 'https://instagram.com/brand' },
      { name: ['telegram'], url: 'https://t.me/brand' },
    ],
    langs: [{ code: 'ua', label: 'UA' }, null],
  },
  faq: { hidden: false, faqObject: [{ question: 'Delivery &amp; returns?', answer: 'Yes.' }] },
  contacts: {
    email: 'hello@brand.ua',
    phone: '+380441234567',
    address: null,
    timeWork: null,
    mapUrl: null,
    messengerUrl: null,
    botUrl: null,
  },
  header: {
    products: [
      {
        slug: 'oud-noir-03',
        title: 'Oud Noir',
        image: { node: { sourceUrl: 'https://shop/u/a.png' } },
        price: 2990.5,
      },
      { slug: 'velvet-amber-07', title: 'Velvet Amber', image: null, price: null },
    ],
  },
  requisites: { recipient: 'FOP Kovalenko', iban: null, taxId: null, purpose: null },
  buttonType: ['consultation'],
  copyright: '© {year} Brand',
} satisfies OptionsFieldsPartsFragment;

describe('site options in real shapes', () => {
  it('reads Select lists, Float prices and media edges', () => {
    const options = mapSiteOptions(realOptions);
    expect(options.socials.map((s) => s.name)).toEqual(['instagram', 'telegram']);
    expect(options.buttonType).toBe('consultation');
    expect(options.headerProducts).toEqual([
      { slug: 'oud-noir-03', title: 'Oud Noir', image: 'https://shop/u/a.png', price: '2990.5' },
      { slug: 'velvet-amber-07', title: 'Velvet Amber', image: '', price: '' },
    ]);
    expect(options.contacts.address).toBe('');
    expect(logged).not.toHaveBeenCalled();
  });

  it('accepts the shapes of other ACF field types: Text for a Select, a URL or 0.x media item for an Image', () => {
    const owner = {
      ...realOptions,
      buttonType: 'telegram',
      subscriptions: { socials: [{ name: 'YouTube ', url: 'https://youtube.com/@b' }], langs: [] },
      header: {
        products: [
          { slug: 'a', title: 'A', image: 'https://shop/u/a.png', price: '100' },
          { slug: 'b', title: 'B', image: { sourceUrl: 'https://shop/u/b.png' }, price: 200 },
        ],
      },
    } as unknown as OptionsFieldsPartsFragment;
    const options = mapSiteOptions(owner);
    expect(options.buttonType).toBe('telegram');
    expect(options.socials).toEqual([{ name: 'youtube', url: 'https://youtube.com/@b' }]);
    expect(options.headerProducts.map((p) => [p.image, p.price])).toEqual([
      ['https://shop/u/a.png', '100'],
      ['https://shop/u/b.png', '200'],
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('empties a value it cannot use and names its field path, without throwing', () => {
    const broken = {
      ...realOptions,
      copyright: { rendered: 'x' },
      header: { products: [{ slug: 'a', title: 'A', image: 42, price: 'about 100' }] },
      faq: { hidden: 'maybe', faqObject: 'not rows' },
    } as unknown as OptionsFieldsPartsFragment;
    const options = mapSiteOptions(broken);
    expect(options.copyright).toBe('');
    expect(options.headerProducts).toEqual([{ slug: 'a', title: 'A', image: '', price: '' }]);
    expect(options.faq).toEqual({ hidden: false, items: [] });
    const message = String(logged.mock.calls[0][0]);
    for (const path of [
      'copyright: expected text',
      'header.products[0].image: expected an image',
      'header.products[0].price: expected a number',
      'faq.hidden: expected true/false',
      'faq.faqObject: expected repeater rows',
    ]) {
      expect(message).toContain(path);
    }
  });
});

describe('prize wheels in real shapes', () => {
  const node = {
    databaseId: 401,
    slug: 'site-wheel',
    title: 'Prize &#8220;wheel&#8221;',
    wheelFields: {
      logic: { openCondition: ['site_open'], delaySeconds: 15, expiryDays: 14, couponPrefix: 'spin' },
      prizes: [
        { label: '5% off', discountType: ['percent'], amount: 5, weight: 30 },
        { label: 'Free delivery', discountType: null, amount: null, weight: 2.5 },
      ],
    },
  };

  it('reads Selects as their choice and Floats as numbers; decodes the title', () => {
    expect(mapWheel(node)).toEqual({
      id: 401,
      slug: 'site-wheel',
      title: 'Prize “wheel”',
      openCondition: 'site_open',
      delaySeconds: 15,
      expiryDays: 14,
      couponPrefix: 'spin',
      prizes: [
        { label: '5% off', discountType: 'percent', amount: 5, weight: 30 },
        { label: 'Free delivery', discountType: 'none', amount: 0, weight: 2.5 },
      ],
    });
  });

  it('logs a prize amount that is not a number and keeps the wheel', () => {
    const wheel = mapWheel({
      ...node,
      wheelFields: {
        ...node.wheelFields,
        prizes: [{ label: 'x', discountType: ['percent'], amount: 'ten', weight: 1 }],
      },
    } as unknown as typeof node);
    expect(wheel.prizes[0].amount).toBe(0);
    expect(String(logged.mock.calls[0][0])).toContain(
      'prizes[0].amount: expected a number, got a string "ten"',
    );
  });
});

describe('pages by slug and language', () => {
  const page = {
    databaseId: 304,
    slug: 'about',
    uri: '/en/about/',
    title: 'About &amp; us',
    content: '<p>Hi</p>',
    modified: '2025-01-01T10:00:00',
    language: { slug: 'en' },
    translations: [{ slug: 'about', uri: '/about/', language: { slug: 'uk' } }],
  };

  it('maps the page in the asked language, its title decoded', () => {
    expect(mapPage(page, 'en')).toMatchObject({
      id: 304,
      title: 'About & us',
      translations: [{ lng: 'uk', slug: 'about' }],
    });
  });

  it('treats a page in another language as missing', () => {
    expect(mapPage(page, 'ru')).toBeNull();
    expect(mapPage({ ...page, language: null }, 'en')).toBeNull();
  });
});

describe('post summaries with WordPress entities', () => {
  it('decodes entities in the title and the automatic excerpt', () => {
    const post = mapPostSummary(
      {
        databaseId: 1,
        slug: 's',
        uri: '/s/',
        title: 'Notes &#8211; the &#8220;pyramid&#8221;',
        excerpt: '<p>Top, heart &amp; base [&hellip;]</p>\n',
        date: '2025-01-01T00:00:00',
        featuredImage: null,
        categories: null,
      },
      'en',
    );
    expect(post.title).toBe('Notes – the “pyramid”');
    expect(post.excerpt).toBe('Top, heart & base…');
  });
});
