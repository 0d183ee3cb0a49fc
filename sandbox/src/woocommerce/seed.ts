import type { SandboxContext } from '../context';
import type { ProductDoc } from './model';
import { seedCoupons, seedCustomers, seedReviews } from './seed-commerce';
import { seedGeneratedPerfumes } from './seed-generated-perfumes';
import { seedOtherProducts } from './seed-other-products';
import { seedOrders } from './seed-orders';
import { seedPerfumes } from './seed-perfumes';
import { seedTaxonomies } from './seed-taxonomies';
import { all } from './store';

/** The demo shop's catalogue, reviews, coupons and customers, identical after every reset. */
export async function seedWoocommerce(ctx: SandboxContext): Promise<void> {
  const { db } = ctx;
  db.transaction(() => {
    const ids = seedTaxonomies(db);
    const perfumes = seedPerfumes(db, ids);
    seedOtherProducts(db, ids, perfumes);
    seedReviews(db, perfumes);
    const sets = all<ProductDoc>(db, 'wc_products').filter((p) =>
      p.category_ids.includes(ids.category['discovery-sets']),
    );
    seedCoupons(
      db,
      sets.map((p) => p.id),
    );
    seedCustomers(db);
    seedOrders(db, ctx.config.novaposhta.ttnMetaKey);
    if (ctx.config.generatedPerfumes > 0) seedGeneratedPerfumes(db, ids, ctx.config.generatedPerfumes);
  })();
}
