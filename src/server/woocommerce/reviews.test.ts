import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { checkReview, storeReview } from '@/server/reviews/write-review';
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

  it('a product staff set to draft is not among the reviewed products: its review shows without a link', async () => {
    const velvet = await product('velvet-amber-07');
    const setStatus = (status: string) =>
      sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/${velvet.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    expect((await reviewedProducts([velvet.id], 'uk')).has(velvet.id)).toBe(true);
    expect((await setStatus('draft')).ok).toBe(true);
    try {
      expect((await reviewedProducts([velvet.id], 'uk')).has(velvet.id)).toBe(false);
    } finally {
      expect((await setStatus('publish')).ok).toBe(true);
    }
  });

  it('each review comes with the language the seed wrote it in', async () => {
    const velvet = await listProductReviews(await product('velvet-amber-07'));
    // The seed's: the newest two in Russian (the newest with the photos), then two in Ukrainian.
    expect(velvet.map((r) => r.language)).toEqual(['ru', 'ru', 'uk', 'uk']);
    const all = await listApprovedReviews();
    expect(new Set(all.map((r) => r.language))).toEqual(new Set(['uk', 'en', 'ru']));
    expect(all.every((r) => r.photos.length === 0)).toBe(true);
  });

  it('a review written on /en is read back as English once approved', async () => {
    const velvet = await product('velvet-amber-07');
    const checked = checkReview({
      locale: 'en',
      fields: {
        rating: '5',
        productId: String(velvet.id),
        name: 'Marta',
        email: 'marta.readback@example.com',
        text: 'Warm and soft, lasts all day.',
      },
      photos: [],
    });
    if (!checked.ok) throw new Error(checked.message);
    const stored = await storeReview('en', checked);
    if (!stored.ok) throw new Error(stored.message);
    await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/reviews/${stored.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    const reviews = await listProductReviews(velvet);
    expect(reviews[0]).toMatchObject({
      id: stored.id,
      language: 'en',
      paragraphs: ['Warm and soft, lasts all day.'],
    });
    expect((await listApprovedReviews()).find((r) => r.id === stored.id)?.language).toBe('en');
  });

  it('a review without a stored language (written in wp-admin), or with one the shop does not know, reads as none', async () => {
    const pepper = await product('pepper-wood-74');
    const write = async (email: string) =>
      (
        await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/reviews`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            product_id: pepper.id,
            review: `Written by staff (${email})`,
            reviewer: 'Staff',
            reviewer_email: email,
            rating: 4,
            status: 'approved',
          }),
        })
      ).json() as Promise<{ id: number }>;
    const bare = await write('staff@example.com');
    const german = await write('staff.de@example.com');
    await fetch(`${sandbox.url}/wp-json/wp/v2/comments/${german.id}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from('storefront:sand box app pass word').toString('base64')}`,
      },
      body: JSON.stringify({ meta: { review_language: 'de' } }),
    });
    const reviews = await listProductReviews(pepper);
    expect(new Map(reviews.map((r) => [r.id, r.language]))).toEqual(
      new Map([
        [bare.id, null],
        [german.id, null],
      ]),
    );
  });
});
