import type Database from 'better-sqlite3';
import type { ProductDoc } from './model';
import type { Gender } from './seed-perfume-names';
import { perfumeBuilder } from './seed-perfumes';
import { seededRandom, slugify } from './seed-random';
import type { TaxonomyIds } from './seed-taxonomies';
import { all } from './store';

// Two words and a number per name, as the demo's: 60 × 60 × 99 distinct names.
const FIRST =
  'Velvet Silk Amber Rose Oud Cedar Black White Golden Pink Blue Dark Wild Smoky Sweet Green Marine Iron Pearl Cashmere Citrus Santal Neroli Vanilla Jasmine Iris Musk Spice Frost Ocean Rain Honey Leather Tobacco Coffee Cherry Plum Peach Fig Lily Lotus Orange Lemon Mango Coconut Saffron Incense Myrrh Bamboo Cotton Suede Granite Forest Moss Sandal Tea Berry Candy Sakura Mimosa'.split(
    ' ',
  );
const SECOND =
  'Noir Amber Cream Night Storm Road Leaf Salt Fougere Sage Route Moss Bean Hill Steel Fire Mint Oak Smoke King Rain Field Bloom Tea Breeze Dust Stone Cloud Sun Garden Rose Blue Light Dew Tobacco Caramel Zest Air Wood Mallow Petal Orchid Powder Musk Blossom Pepper Honey Dream Moon Kiss Satin Bliss Water Milk Mist Velvet Silk Glow Drop Veil'.split(
    ' ',
  );
const GENDERS: Gender[] = ['women', 'men', 'unisex'];

/**
 * `SANDBOX_GENERATED_PERFUMES=N`: N more perfumes after the demo's, built as the demo's are (three
 * volumes, notes, translated texts, categories), so the shop can be measured on a catalogue of
 * thousands (`npm run bench` row (f) on 5,000). Names repeat across numbers; slugs never do.
 */
export function seedGeneratedPerfumes(db: Database.Database, ids: TaxonomyIds, count: number): void {
  const taken = all<ProductDoc>(db, 'wc_products');
  const firstIndex = taken.length + 1;
  const random = seededRandom(20261127);
  const perfume = perfumeBuilder(db, ids, random);
  const slugs = new Set(taken.map((product) => product.slug));
  for (let n = 0; n < count; n++) {
    const index = firstIndex + n;
    const base = `${random.pick(FIRST)} ${random.pick(SECOND)} ${String(1 + (n % 99)).padStart(2, '0')}`;
    let slug = slugify(base);
    if (slugs.has(slug)) slug = `${slug}-${index}`;
    slugs.add(slug);
    perfume({ title: base, slug, gender: GENDERS[n % 3]!, index, isNew: false });
  }
}
