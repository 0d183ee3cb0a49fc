import type Database from 'better-sqlite3';
import { l10n, type L10n } from './model';
import { html, insertProduct, same } from './seed-builders';
import type { SeededPerfume } from './seed-perfumes';
import { seededRandom, slugify } from './seed-random';
import type { TaxonomyIds } from './seed-taxonomies';

type Named = [en: string, uk: string, ru: string];

const COSMETICS: Named[] = [
  ['Velvet Matte Lipstick', 'Матова помада Velvet', 'Матовая помада Velvet'],
  ['Silk Lip Gloss', 'Блиск для губ Silk', 'Блеск для губ Silk'],
  ['Volume Mascara', "Туш для об'єму", 'Тушь для объёма'],
  ['Lengthening Mascara', 'Туш для подовження', 'Тушь для удлинения'],
  ['Liquid Eyeliner', 'Рідка підводка', 'Жидкая подводка'],
  ['Eyeshadow Palette Nude', 'Палетка тіней Nude', 'Палетка теней Nude'],
  ['Eyeshadow Palette Smoky', 'Палетка тіней Smoky', 'Палетка теней Smoky'],
  ['Glow Highlighter', 'Хайлайтер Glow', 'Хайлайтер Glow'],
  ['Soft Blush Peach', 'Рум’яна Soft Peach', 'Румяна Soft Peach'],
  ['Satin Foundation', 'Тональна основа Satin', 'Тональная основа Satin'],
  ['Brow Pencil', 'Олівець для брів', 'Карандаш для бровей'],
  ['Setting Powder', 'Фіксуюча пудра', 'Фиксирующая пудра'],
  ['Lip Liner Rose', 'Олівець для губ Rose', 'Карандаш для губ Rose'],
  ['Nail Polish Cherry', 'Лак для нігтів Cherry', 'Лак для ногтей Cherry'],
  ['Makeup Primer', 'Праймер для обличчя', 'Праймер для лица'],
];

const SETS: Named[] = [
  ['Evening Duo Set', 'Набір Вечірній дует', 'Набор Вечерний дуэт'],
  ['Travel Trio', 'Дорожнє тріо', 'Дорожное трио'],
  ['Her Favourites', 'Її улюблені', 'Её любимые'],
  ['His Favourites', 'Його улюблені', 'Его любимые'],
  ['Fresh Morning Set', 'Набір Свіжий ранок', 'Набор Свежее утро'],
  ['Oriental Nights Set', 'Набір Східні ночі', 'Набор Восточные ночи'],
  ['Lip & Eye Kit', 'Набір для губ і очей', 'Набор для губ и глаз'],
  ['Gift Box Classic', 'Подарункова коробка Classic', 'Подарочная коробка Classic'],
];

const GIFTS: Named[] = [
  ['Surprise gift', 'Подарунок-сюрприз', 'Подарок-сюрприз'],
  ['Mini Velvet Amber 1 ml', 'Міні Velvet Amber 1 мл', 'Мини Velvet Amber 1 мл'],
  ['Mini Oud Noir 1 ml', 'Міні Oud Noir 1 мл', 'Мини Oud Noir 1 мл'],
  ['Mini Citrus Bloom 1 ml', 'Міні Citrus Bloom 1 мл', 'Мини Citrus Bloom 1 мл'],
  ['Mini Rose Petal 1 ml', 'Міні Rose Petal 1 мл', 'Мини Rose Petal 1 мл'],
  ['Mini Santal Cream 1 ml', 'Міні Santal Cream 1 мл', 'Мини Santal Cream 1 мл'],
  ['Mini Lip Gloss', 'Міні блиск для губ', 'Мини блеск для губ'],
  ['Perfumed Hand Cream', 'Парфумований крем для рук', 'Парфюмированный крем для рук'],
];

const AROMA_GROUPS = ['sweet', 'fresh', 'spicy', 'citrus'] as const;
const GROUP_SCENTS: Record<(typeof AROMA_GROUPS)[number], string[]> = {
  sweet: ['gourmand', 'oriental', 'floral'],
  fresh: ['fresh', 'aquatic', 'fougere', 'chypre'],
  spicy: ['spicy', 'woody', 'oriental'],
  citrus: ['citrus', 'fresh'],
};

const name = ([en, uk, ru]: Named): L10n => l10n(uk, en, ru);

/** What a gift sample is, in a line: never its name again. */
function giftDescription(englishName: string): L10n {
  if (englishName === 'Surprise gift')
    return l10n(
      'Оберемо для вас одну з наших мініатюр',
      'We pick one of our miniatures for you',
      'Подберём для вас одну из наших миниатюр',
    );
  if (englishName.startsWith('Mini ') && englishName.endsWith(' ml'))
    return l10n('Мініатюра аромату, 1 мл', 'A 1 ml miniature of the fragrance', 'Миниатюра аромата, 1 мл');
  if (englishName === 'Mini Lip Gloss') return l10n('Дорожній формат', 'Travel size', 'Дорожный формат');
  return l10n(
    '30 мл, з нотами нашого бестселера',
    '30 ml, scented like our bestseller',
    '30 мл, с нотами нашего бестселлера',
  );
}

export function seedOtherProducts(db: Database.Database, ids: TaxonomyIds, perfumes: SeededPerfume[]): void {
  const random = seededRandom(777);
  COSMETICS.forEach((n, i) => {
    const price = Math.round((320 + random.next() * 900) / 10) * 10;
    insertProduct(db, {
      slug: slugify(n[0]),
      sku: `C${String(i + 1).padStart(3, '0')}`,
      name: name(n),
      regular_price: String(price),
      sale_price: i % 4 === 0 ? String(Math.round((price * 0.8) / 10) * 10) : undefined,
      description: html(
        l10n(
          `${n[1]} — стійкий колір і комфорт протягом дня.`,
          `${n[0]}: lasting colour and comfort all day.`,
          `${n[2]} — стойкий цвет и комфорт весь день.`,
        ),
      ),
      short_description: l10n(n[1], n[0], n[2]),
      categories: [ids.category['dekoratyvna-kosmetyka'], ...(i % 4 === 0 ? [ids.category.promotions] : [])],
      day: 20 + i * 9,
      total_sales: random.int(10, 300),
      // Cosmetics manage stock (one sold out), so orders visibly reduce it.
      stock_quantity: i === 6 ? 0 : 5 + ((i * 7) % 36),
    });
  });

  SETS.forEach((n, i) => {
    insertProduct(db, {
      slug: slugify(n[0]),
      sku: `S${String(i + 1).padStart(3, '0')}`,
      name: name(n),
      regular_price: String(2200 + i * 230),
      description: html(
        l10n(
          `${n[1]}: продумана добірка ароматів у подарунковому пакуванні.`,
          `${n[0]}: a curated selection in gift packaging.`,
          `${n[2]}: продуманная подборка в подарочной упаковке.`,
        ),
      ),
      short_description: l10n(n[1], n[0], n[2]),
      categories: [ids.category.sety],
      day: 40 + i * 13,
      total_sales: random.int(5, 120),
      images: 2,
    });
  });

  // 2 ml samples for discovery sets: six per group, each sampling one of the full perfumes.
  const used = new Set<number>();
  for (const group of AROMA_GROUPS) {
    const candidates = perfumes.filter((p) => GROUP_SCENTS[group].includes(p.scent) && !used.has(p.doc.id));
    const pool = [...candidates, ...perfumes.filter((p) => !used.has(p.doc.id) && !candidates.includes(p))];
    pool.slice(0, 6).forEach((perfume) => {
      used.add(perfume.doc.id);
      const title = perfume.doc.name.en;
      insertProduct(db, {
        slug: `${perfume.doc.slug}-2ml`,
        sku: `${perfume.doc.sku}-2`,
        name: l10n(`${title} 2 мл`, `${title} 2 ml`, `${title} 2 мл`),
        regular_price: '65',
        description: perfume.doc.short_description,
        short_description: perfume.doc.short_description,
        categories: [ids.category['aroma-samples']],
        meta: { aroma_group: group, full_product_id: perfume.doc.id },
        day: 200,
      });
    });
  }

  for (const size of [6, 9] as const) {
    insertProduct(db, {
      slug: `discovery-set-${size}`,
      sku: `DS-${size}`,
      name: l10n(
        `Discovery-набір ${size}×2 мл`,
        `Discovery set ${size}×2 ml`,
        `Discovery-набор ${size}×2 мл`,
      ),
      regular_price: size === 6 ? '329' : '459',
      description: html(
        l10n(
          `Оберіть ${size} ароматів по 2 мл і знайдіть свій.`,
          `Choose ${size} fragrances of 2 ml each and find yours.`,
          `Выберите ${size} ароматов по 2 мл и найдите свой.`,
        ),
      ),
      short_description: l10n(
        `${size} ароматів по 2 мл`,
        `${size} fragrances, 2 ml each`,
        `${size} ароматов по 2 мл`,
      ),
      categories: [ids.category['discovery-sets']],
      meta: { set_size: size },
      day: 150 + size,
      total_sales: size === 6 ? 420 : 180,
    });
  }

  GIFTS.forEach((n, i) => {
    const about = giftDescription(n[0]);
    insertProduct(db, {
      slug: i === 0 ? 'gift-surprise' : `gift-${slugify(n[0])}`,
      sku: i === 0 ? 'GIFT-SURPRISE' : `GIFT-${i}`,
      name: name(n),
      regular_price: '0',
      description: html(about),
      short_description: about,
      categories: [ids.category['gift-samples']],
      meta: i === 0 ? { gift_surprise: '1' } : {},
      day: 100 + i,
    });
  });

  const denominations = [500, 1000, 2000, 3000, 5000];
  for (const type of ['electronic', 'physical'] as const) {
    const title =
      type === 'electronic'
        ? l10n(
            'Електронний подарунковий сертифікат',
            'Electronic gift certificate',
            'Электронный подарочный сертификат',
          )
        : l10n(
            'Подарунковий сертифікат у конверті',
            'Gift certificate in an envelope',
            'Подарочный сертификат в конверте',
          );
    const denomination = l10n('Номінал', 'Denomination', 'Номинал');
    insertProduct(
      db,
      {
        slug: `certificate-${type}`,
        sku: `CERT-${type === 'electronic' ? 'E' : 'P'}`,
        name: title,
        description: html(
          type === 'electronic'
            ? l10n(
                'Надсилаємо на e-mail отримувача протягом години.',
                "Sent to the recipient's e-mail within an hour.",
                'Отправляем на e-mail получателя в течение часа.',
              )
            : l10n(
                'Доставляємо Новою поштою у святковому конверті.',
                'Delivered by Nova Poshta in a festive envelope.',
                'Доставляем Новой почтой в праздничном конверте.',
              ),
        ),
        short_description: title,
        categories: [ids.category.certificates],
        attributes: [
          {
            id: 0,
            name: denomination,
            options: denominations.map((d) => same(`${d} ₴`)),
            visible: true,
            variation: true,
          },
        ],
        meta: { certificate_type: type },
        virtual: type === 'electronic',
        day: 90,
      },
      denominations.map((d) => ({
        sku: `CERT-${type === 'electronic' ? 'E' : 'P'}-${d}`,
        regular_price: String(d),
        attributes: [{ id: 0, name: denomination, option: same(`${d} ₴`) }],
        image: `/wp-content/uploads/generated/certificate-${type}-${d}.png`,
      })),
    );
  }
}
