import type Database from 'better-sqlite3';
import { l10n, type AttributeDoc, type CategoryDoc, type L10n, type TagDoc, type TermDoc } from './model';
import { nextTermId, save } from './store';

export const CATEGORY_SEED: { slug: string; name: L10n; visible: boolean }[] = [
  { slug: 'women', name: l10n('Жіночі аромати', "Women's fragrances", 'Женские ароматы'), visible: true },
  { slug: 'men', name: l10n('Чоловічі аромати', "Men's fragrances", 'Мужские ароматы'), visible: true },
  { slug: 'unisex', name: l10n('Унісекс', 'Unisex', 'Унисекс'), visible: true },
  { slug: 'bestsellers', name: l10n('Бестселери', 'Bestsellers', 'Бестселлеры'), visible: true },
  { slug: 'sety', name: l10n('Набори', 'Sets', 'Наборы'), visible: true },
  {
    slug: 'dekoratyvna-kosmetyka',
    name: l10n('Декоративна косметика', 'Decorative cosmetics', 'Декоративная косметика'),
    visible: true,
  },
  { slug: 'promotions', name: l10n('Акції', 'Promotions', 'Акции'), visible: true },
  { slug: 'aroma-samples', name: l10n('Пробники 2 мл', '2 ml samples', 'Пробники 2 мл'), visible: false },
  {
    slug: 'discovery-sets',
    name: l10n('Discovery-набори', 'Discovery sets', 'Discovery-наборы'),
    visible: false,
  },
  {
    slug: 'gift-samples',
    name: l10n('Подарункові пробники', 'Gift samples', 'Подарочные пробники'),
    visible: false,
  },
  { slug: 'certificates', name: l10n('Сертифікати', 'Gift certificates', 'Сертификаты'), visible: false },
];

export const TAG_SEED: { slug: string; name: L10n }[] = [
  { slug: 'bestseller', name: l10n('Бестселер', 'Bestseller', 'Бестселлер') },
  { slug: 'top', name: l10n('Топ', 'Top', 'Топ') },
  { slug: 'new', name: l10n('Новинка', 'New', 'Новинка') },
];

type TermSeed = [slug: string, uk: string, en: string, ru: string];

export const ATTRIBUTE_SEED: { slug: string; name: L10n; terms: TermSeed[] }[] = [
  {
    slug: 'pa_intensity',
    name: l10n('Інтенсивність', 'Intensity', 'Интенсивность'),
    terms: [
      ['light', 'Легка', 'Light', 'Лёгкая'],
      ['moderate', 'Помірна', 'Moderate', 'Умеренная'],
      ['intense', 'Інтенсивна', 'Intense', 'Интенсивная'],
      ['very-intense', 'Дуже інтенсивна', 'Very intense', 'Очень интенсивная'],
    ],
  },
  {
    slug: 'pa_trail',
    name: l10n('Шлейф', 'Trail', 'Шлейф'),
    terms: [
      ['intimate', 'Близький до шкіри', 'Intimate', 'Близкий к коже'],
      ['moderate', 'Помірний', 'Moderate', 'Умеренный'],
      ['strong', 'Сильний', 'Strong', 'Сильный'],
      ['enormous', 'Дуже сильний', 'Enormous', 'Очень сильный'],
    ],
  },
  {
    slug: 'pa_ingredient',
    name: l10n('Інгредієнт', 'Ingredient', 'Ингредиент'),
    terms: [
      ['vanilla', 'Ваніль', 'Vanilla', 'Ваниль'],
      ['rose', 'Троянда', 'Rose', 'Роза'],
      ['oud', 'Уд', 'Oud', 'Уд'],
      ['bergamot', 'Бергамот', 'Bergamot', 'Бергамот'],
      ['musk', 'Мускус', 'Musk', 'Мускус'],
      ['sandalwood', 'Сандал', 'Sandalwood', 'Сандал'],
      ['jasmine', 'Жасмин', 'Jasmine', 'Жасмин'],
      ['amber', 'Амбра', 'Amber', 'Амбра'],
      ['patchouli', 'Пачулі', 'Patchouli', 'Пачули'],
      ['tonka', 'Боби тонка', 'Tonka bean', 'Бобы тонка'],
      ['lavender', 'Лаванда', 'Lavender', 'Лаванда'],
      ['citrus', 'Цитрусові', 'Citrus', 'Цитрусовые'],
      ['leather', 'Шкіра', 'Leather', 'Кожа'],
      ['iris', 'Ірис', 'Iris', 'Ирис'],
      ['vetiver', 'Ветивер', 'Vetiver', 'Ветивер'],
      ['pink-pepper', 'Рожевий перець', 'Pink pepper', 'Розовый перец'],
    ],
  },
  {
    slug: 'pa_scent-type',
    name: l10n('Тип аромату', 'Type of scent', 'Тип аромата'),
    terms: [
      ['floral', 'Квітковий', 'Floral', 'Цветочный'],
      ['woody', 'Деревний', 'Woody', 'Древесный'],
      ['oriental', 'Східний', 'Oriental', 'Восточный'],
      ['fresh', 'Свіжий', 'Fresh', 'Свежий'],
      ['gourmand', 'Гурманський', 'Gourmand', 'Гурманский'],
      ['citrus', 'Цитрусовий', 'Citrus', 'Цитрусовый'],
      ['chypre', 'Шипровий', 'Chypre', 'Шипровый'],
      ['fougere', 'Фужерний', 'Fougère', 'Фужерный'],
      ['aquatic', 'Водний', 'Aquatic', 'Водный'],
      ['spicy', 'Пряний', 'Spicy', 'Пряный'],
    ],
  },
  {
    slug: 'pa_volume',
    name: l10n("Об'єм", 'Volume', 'Объём'),
    terms: [
      ['2-ml', '2 мл', '2 ml', '2 мл'],
      ['30-ml', '30 мл', '30 ml', '30 мл'],
      ['50-ml', '50 мл', '50 ml', '50 мл'],
      ['100-ml', '100 мл', '100 ml', '100 мл'],
    ],
  },
];

export interface TaxonomyIds {
  category: Record<string, number>;
  tag: Record<string, number>;
  attribute: Record<string, number>;
  /** `pa_intensity:light` → term id */
  term: Record<string, number>;
  termName: Record<number, L10n>;
}

export function seedTaxonomies(db: Database.Database): TaxonomyIds {
  const ids: TaxonomyIds = { category: {}, tag: {}, attribute: {}, term: {}, termName: {} };
  CATEGORY_SEED.forEach((c, i) => {
    const doc: CategoryDoc = {
      id: nextTermId(db, 'product_cat'),
      slug: c.slug,
      parent: 0,
      name: c.name,
      description: c.name,
      menu_order: i,
      image_path: `/wp-content/uploads/generated/category-${c.slug}.png`,
    };
    save(db, 'wc_categories', doc, { slug: doc.slug });
    ids.category[c.slug] = doc.id;
  });
  // WooCommerce's own default product category, made at install: empty here, without an image.
  const uncategorized: CategoryDoc = {
    id: nextTermId(db, 'product_cat'),
    slug: 'uncategorized',
    parent: 0,
    name: l10n('Без категорії', 'Uncategorized', 'Без категории'),
    description: l10n('', '', ''),
    menu_order: CATEGORY_SEED.length,
    image_path: null,
  };
  save(db, 'wc_categories', uncategorized, { slug: uncategorized.slug });
  ids.category[uncategorized.slug] = uncategorized.id;
  for (const t of TAG_SEED) {
    const doc: TagDoc = { id: nextTermId(db, 'product_tag'), slug: t.slug, name: t.name };
    save(db, 'wc_tags', doc, { slug: doc.slug });
    ids.tag[t.slug] = doc.id;
  }
  ATTRIBUTE_SEED.forEach((a, i) => {
    const attribute: AttributeDoc = { id: i + 1, slug: a.slug, name: a.name };
    save(db, 'wc_attributes', attribute, { slug: a.slug });
    ids.attribute[a.slug] = attribute.id;
    a.terms.forEach(([slug, uk, en, ru], order) => {
      const term: TermDoc = {
        id: nextTermId(db, a.slug),
        attribute_id: attribute.id,
        slug,
        name: l10n(uk, en, ru),
        menu_order: order,
      };
      save(db, 'wc_terms', term, { attribute_id: attribute.id, slug });
      ids.term[`${a.slug}:${slug}`] = term.id;
      ids.termName[term.id] = term.name;
    });
  });
  return ids;
}
