import type { SandboxContext } from '../context';
import { seedWoocommerce } from '../woocommerce/seed';
import { seedWordpress } from '../wordpress/seed';
import { seedNovaposhta } from '../novaposhta/seed';
import { registerOrderWaybills } from '../novaposhta/order-waybills';

/** Fills an empty database with the demo shop. Deterministic: the same rows after every reset. */
export async function seed(ctx: SandboxContext): Promise<void> {
  await seedWordpress(ctx);
  await seedWoocommerce(ctx);
  seedNovaposhta(ctx);
  registerOrderWaybills(ctx);
  ctx.db.prepare(`INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES ('seeded', '1')`).run();
}
