import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { attachReviewPhotos, listApprovedReviews, listProductReviews, reviewedProducts } from './reviews';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

async function product(slug: string): Promise<{ id: number; slug: string }> {
  const [found] = await (await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products?slug=${slug}`)).json();
  return { id: found.id, slug };
}

describe('reading reviews from WooCommerce and their photos from WordPress', () => {
  it('a product page gets only its own approved reviews, newest first, with the photos linked to them', async () => {
    const velvet = await product('velvet-amber-07');
    const reviews = await listProductReviews(velvet);
    expect(reviews.length).toBeGreaterThan(1);
    expect(new Set(reviews.map((r) => r.productId))).toEqual(new Set([velvet.id]));
    const dates = reviews.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The seed gives this perfume's newest review two photos.
    expect(reviews[0].photos).toHaveLength(2);
    expect(reviews[0].photos[0].src).toMatch(
      /^http:\/\/localhost:\d+\/wp-content\/uploads\/generated\/review-/,
    );
    expect(reviews.every((r) => r.paragraphs.length > 0 && !r.paragraphs.join('').includes('<p>'))).toBe(
      true,
    );
  });

  it('a product without reviews gets none', async () => {
    expect(await listProductReviews(await product('pepper-wood-74'))).toEqual([]);
  });

  it('/reviews reads every approved review of the shop, and the products they are about', async () => {
    const all = await listApprovedReviews();
    expect(all.length).toBeGreaterThan(200);
    const page = await attachReviewPhotos(all.slice(0, 30));
    expect(page.some((r) => r.photos.length > 0)).toBe(true);
    const products = await reviewedProducts(
      page.map((r) => r.productId),
      'en',
    );
    const first = products.get(page[0].productId);
    expect(first).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
    expect(first?.image).toMatch(/^http/);
  });
});
