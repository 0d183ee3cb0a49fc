// Reads back, through the same REST API, a few things the shop relies on: a category's products, a
// perfume's three volumes, the coupons and their rules, an order's waybill, review photos and language.
import type { SeedRun } from './context';

export interface Check {
  what: string;
  expected: unknown;
  actual: unknown;
  ok: boolean;
}

export async function verifySeed(run: SeedRun): Promise<Check[]> {
  const { client, shop, ids } = run;
  const women = shop.categories.find((c) => c.slug === 'women')!;
  const perfume = shop.products.find((p) => p.type === 'variable' && p.category_ids.includes(women.id))!;
  const photoReview = [...shop.reviewPhotos.keys()][0];
  const ttnOrder = shop.orders.find((o) => o.meta_data.some((m) => m.key === shop.ttnMetaKey))!;
  const ttn = ttnOrder.meta_data.find((m) => m.key === shop.ttnMetaKey)!.value;

  const [inWomen, variations, welcome, usedup, order, comment] = await Promise.all([
    client.json<unknown[]>('GET', `/wc/v3/products?category=${ids.category.get(women.id)}&per_page=100`),
    client.json<{ sku: string }[]>('GET', `/wc/v3/products/${ids.product.get(perfume.id)}/variations`),
    client.json<{ code: string; amount: string }[]>('GET', '/wc/v3/coupons?code=welcome10'),
    client.json<{ usage_count: number; used_by: string[] }[]>('GET', '/wc/v3/coupons?code=usedup'),
    client.json<{ meta_data: { key: string; value: unknown }[] }>(
      'GET',
      `/wc/v3/orders/${ids.order.get(ttnOrder.id)}`,
    ),
    client.json<{ meta: Record<string, unknown> }>(
      'GET',
      `/wp/v2/comments/${ids.review.get(photoReview)}?context=edit`,
    ),
  ]);
  return [
    {
      what: 'products in women',
      expected: shop.products.filter((p) => p.category_ids.includes(women.id)).length,
      actual: inWomen.length,
    },
    {
      what: `${perfume.sku} variations`,
      expected: shop.variations
        .filter((v) => v.parent_id === perfume.id)
        .map((v) => v.sku)
        .sort()
        .join(','),
      actual: variations
        .map((v) => v.sku)
        .sort()
        .join(','),
    },
    { what: 'coupon welcome10', expected: '10.00', actual: welcome[0]?.amount },
    { what: 'coupon usedup usage_count', expected: 5, actual: usedup[0]?.usage_count },
    {
      what: `order ${ids.order.get(ttnOrder.id)} ${shop.ttnMetaKey}`,
      expected: ttn,
      actual: order.meta_data.find((m) => m.key === shop.ttnMetaKey)?.value,
    },
    {
      what: 'review photos meta',
      expected: shop.reviewPhotos.get(photoReview),
      actual: (comment.meta.ivole_review_image2 as unknown[] | undefined)?.length,
    },
    {
      what: 'review language meta',
      expected: shop.reviewLanguages.get(photoReview),
      actual: comment.meta.review_language,
    },
  ].map((c) => ({ ...c, ok: JSON.stringify(c.expected) === JSON.stringify(c.actual) }));
}
