import { expect, test, type Page } from '@playwright/test';
import { wp } from './lane';

/*
 * The blog from WordPress through WPGraphQL and Polylang: the list and an article in Ukrainian and
 * English are WordPress's posts in that language, and a title an editor changes reaches the article
 * through the post-saved webhook within seconds.
 */

type WpPost = { id: number; title: { rendered: string; raw?: string } };

/** The first article of the blog list, opened from the list: its title as the list showed it. */
async function openFirstArticle(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/blog`);
  const first = page.getByRole('main').getByRole('article').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return title;
}

/** WordPress's post with exactly this title (the REST search also matches the content). */
async function postTitled(title: string): Promise<WpPost> {
  const found = await wp<WpPost[]>(`wp/v2/posts?search=${encodeURIComponent(title)}&context=edit`);
  const post = found.find((p) => p.title.raw === title);
  expect(post, `a WordPress post titled “${title}”`).toBeDefined();
  return post!;
}

test('the blog and an article in Ukrainian and English are WordPress’s; an edited title reaches the article', async ({
  page,
}) => {
  const uk = await openFirstArticle(page, '');
  const ukPost = await postTitled(uk);
  const en = await openFirstArticle(page, '/en');
  const enPost = await postTitled(en);
  expect(enPost.id).not.toBe(ukPost.id);
  await expect(page).toHaveURL(/\/en\//);

  const edited = `${en} (edited ${Date.now()})`;
  await wp(`wp/v2/posts/${enPost.id}`, { method: 'POST', body: JSON.stringify({ title: edited }) });
  try {
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await wp(`wp/v2/posts/${enPost.id}`, { method: 'POST', body: JSON.stringify({ title: en }) });
  }
});

test('a translated page is the shop’s /en/about, in the sitemap too, though Polylang free named it about-2', async ({
  page,
  request,
}) => {
  const [english] = await wp<{ slug: string; title: { rendered: string } }[]>(
    'wp/v2/pages?search=About&lang=en&_fields=slug,title',
  );
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english!.title.rendered);
  // The shop's first sitemap, nothing of it cached: the products are read with `_fields` (WooCommerce
  // then prepares two fields, not 134 products' prices and images), so it answers within the 5 s
  // deadline of a page's platform calls on the first request.
  const response = await request.get('/sitemap.xml');
  expect(response.status(), 'the first sitemap answers').toBe(200);
  const sitemap = await response.text();
  expect(sitemap).toMatch(/\/en\/about</);
  // Polylang free's own slugs of the translated pages are not the shop's addresses.
  expect(sitemap).not.toMatch(/\/(en|ru)\/(about|info|contacts)-\d<\/loc>/);
});
