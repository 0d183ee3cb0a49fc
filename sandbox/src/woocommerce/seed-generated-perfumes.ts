import type Database from 'better-sqlite3';
import type { ProductDoc } from './model';
import { GENERATED_FIRST_WORDS, GENERATED_SECOND_WORDS } from './generated-perfume-words';
import type { Gender } from './seed-perfume-names';
import { perfumeBuilder } from './seed-perfumes';
import { seededRandom, slugify } from './seed-random';
import type { TaxonomyIds } from './seed-taxonomies';
import { all } from './store';

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
    const base = `${random.pick(GENERATED_FIRST_WORDS)} ${random.pick(GENERATED_SECOND_WORDS)} ${String(1 + (n % 99)).padStart(2, '0')}`;
    let slug = slugify(base);
    if (slugs.has(slug)) slug = `${slug}-${index}`;
    slugs.add(slug);
    perfume({ title: base, slug, gender: GENDERS[n % 3]!, index, isNew: false });
  }
}
