import type Database from 'better-sqlite3';
import { l10n, type ProductDoc } from './model';
import { insertProduct } from './seed-builders';
import { FIXED_NUMBERS, PERFUME_NAMES, SCENT_TYPES_BY_GENDER, type Gender } from './seed-perfume-names';
import { seededRandom, slugify } from './seed-random';
import { PERFUME_COMPOSITION, STORAGE, perfumeTexts } from './seed-texts';
import { ATTRIBUTE_SEED, type TaxonomyIds } from './seed-taxonomies';

const VOLUMES = [
  { ml: 30, term: '30-ml', factor: 1 },
  { ml: 50, term: '50-ml', factor: 1.45 },
  { ml: 100, term: '100-ml', factor: 2.1 },
];

const termSlugs = (attribute: string) =>
  ATTRIBUTE_SEED.find((a) => a.slug === attribute)!.terms.map((t) => t[0]);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export interface SeededPerfume {
  doc: ProductDoc;
  gender: Gender;
  scent: string;
}

/** 75 perfumes: variable products with 30/50/100 ml, attributes, notes and translated texts. */
export function seedPerfumes(db: Database.Database, ids: TaxonomyIds): SeededPerfume[] {
  const perfume = perfumeBuilder(db, ids, seededRandom(20260101));
  const seeded: SeededPerfume[] = [];
  let index = 0;
  for (const gender of ['women', 'men', 'unisex'] as const) {
    PERFUME_NAMES[gender].forEach((base, i) => {
      index += 1;
      const number = FIXED_NUMBERS[base] ?? ((index * 7) % 89) + 1;
      const title = `${base} ${String(number).padStart(2, '0')}`;
      const isNew = i >= PERFUME_NAMES[gender].length - 3;
      seeded.push(perfume({ title, slug: slugify(title), gender, index, isNew }));
    });
  }
  return seeded;
}

interface PerfumeSeed {
  title: string;
  slug: string;
  gender: Gender;
  /** Its place in the catalogue: the SKU, the date, and which are on sale, bestsellers, top. */
  index: number;
  isNew: boolean;
}

/** One perfume at a time from one random stream, so the demo's 75 come out the same after every reset. */
export function perfumeBuilder(
  db: Database.Database,
  ids: TaxonomyIds,
  random: ReturnType<typeof seededRandom>,
): (seed: PerfumeSeed) => SeededPerfume {
  const term = (attribute: string, slug: string) => ids.term[`${attribute}:${slug}`];
  const name = (attribute: string, slug: string) => ids.termName[term(attribute, slug)];
  const ingredients = termSlugs('pa_ingredient');
  return ({ title, slug, gender, index, isNew }) => {
    const sku = `${gender[0].toUpperCase()}${String(index).padStart(3, '0')}`;
    const scent = random.pick(SCENT_TYPES_BY_GENDER[gender]);
    const intensity = random.pick(termSlugs('pa_intensity'));
    const trail = random.pick(termSlugs('pa_trail'));
    const notes = random.sample(ingredients, 6);
    const onSale = index % 5 === 0;
    const bestseller = index % 6 === 1;
    const top = index % 7 === 2;
    const base30 = roundTo(1100 + random.next() * 800, 10);
    const texts = perfumeTexts({
      name: title,
      gender,
      scent: name('pa_scent-type', scent),
      intensity: name('pa_intensity', intensity),
      trail: name('pa_trail', trail),
      top: notes.slice(0, 2).map((n) => name('pa_ingredient', n)),
      heart: notes.slice(2, 4).map((n) => name('pa_ingredient', n)),
      base: notes.slice(4, 6).map((n) => name('pa_ingredient', n)),
    });
    const categories = [ids.category[gender]];
    if (bestseller) categories.push(ids.category.bestsellers);
    if (onSale) categories.push(ids.category.promotions);
    const volumeAttr = ids.attribute.pa_volume;
    const doc = insertProduct(
      db,
      {
        slug,
        sku,
        name: l10n(title, title, title),
        description: texts.description,
        short_description: texts.short,
        categories,
        tags: [
          ...(bestseller ? [ids.tag.bestseller] : []),
          ...(top ? [ids.tag.top] : []),
          ...(isNew ? [ids.tag.new] : []),
        ],
        attributes: [
          {
            id: ids.attribute.pa_intensity,
            termIds: [term('pa_intensity', intensity)],
            visible: true,
            variation: false,
          },
          {
            id: ids.attribute.pa_trail,
            termIds: [term('pa_trail', trail)],
            visible: true,
            variation: false,
          },
          {
            id: ids.attribute.pa_ingredient,
            termIds: notes.slice(0, 3).map((n) => term('pa_ingredient', n)),
            visible: true,
            variation: false,
          },
          {
            id: ids.attribute['pa_scent-type'],
            termIds: [term('pa_scent-type', scent)],
            visible: true,
            variation: false,
          },
          {
            id: volumeAttr,
            termIds: VOLUMES.map((v) => term('pa_volume', v.term)),
            visible: true,
            variation: true,
          },
        ],
        meta: {
          gender,
          notes_top: texts.notesTop,
          notes_heart: texts.notesHeart,
          notes_base: texts.notesBase,
          composition: PERFUME_COMPOSITION,
          storage: STORAGE,
        },
        day: index * 6,
        total_sales: random.int(5, 600),
        featured: bestseller,
        images: 2,
      },
      VOLUMES.map((v) => {
        const regular = roundTo(base30 * v.factor, 10);
        return {
          sku: `${sku}-${v.ml}`,
          regular_price: String(regular),
          sale_price: onSale ? String(roundTo(regular * 0.85, 10)) : undefined,
          attributes: [
            {
              id: volumeAttr,
              name: l10n("Об'єм", 'Volume', 'Объём'),
              option: name('pa_volume', v.term),
            },
          ],
          image: `/wp-content/uploads/generated/${slug}-${v.ml}ml.png`,
          stock_status: index % 9 === 0 && v.ml === 100 ? 'outofstock' : 'instock',
        };
      }),
    );
    return { doc, gender, scent };
  };
}
