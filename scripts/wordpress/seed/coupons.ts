// Step 5: the demo coupons with the same codes and rules; product and category ids are the new ones.
// `usage_count` and `used_by` are read-only over REST: step 6 uses `usedup` the way shoppers did.
import { createInBatches } from './batch';
import { mapped, remember, type SeedRun } from './context';

export async function seedCoupons(run: SeedRun): Promise<number> {
  const { shop, ids } = run;
  const product = (id: number) => mapped(ids.product, 'product', id);
  const category = (id: number) => mapped(ids.category, 'category', id);
  const answers = await createInBatches<{ id: number }>(
    run.client,
    '/wc/v3/coupons/batch',
    shop.coupons.map((c) => ({
      code: c.code,
      amount: c.amount,
      discount_type: c.discount_type,
      description: c.description,
      date_expires: c.date_expires,
      individual_use: c.individual_use,
      product_ids: c.product_ids.map(product),
      excluded_product_ids: c.excluded_product_ids.map(product),
      usage_limit: c.usage_limit,
      usage_limit_per_user: c.usage_limit_per_user,
      limit_usage_to_x_items: c.limit_usage_to_x_items,
      free_shipping: c.free_shipping,
      product_categories: c.product_categories.map(category),
      excluded_product_categories: c.excluded_product_categories.map(category),
      exclude_sale_items: c.exclude_sale_items,
      minimum_amount: c.minimum_amount,
      maximum_amount: c.maximum_amount,
      email_restrictions: c.email_restrictions,
      meta_data: c.meta_data.map(({ key, value }) => ({ key, value })),
    })),
  );
  remember(
    run,
    'coupon',
    shop.coupons.map((c) => ({ id: c.id, label: c.code })),
    answers,
    ids.coupon,
  );
  return ids.coupon.size;
}
