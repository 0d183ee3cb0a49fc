import 'server-only';
import { LANGUAGES } from '@/config/shop';
import { isShopProduct, SHOP_CATEGORY_SLUGS } from '@/domain/catalogue/category-conventions';
import type { SitemapSources } from '@/domain/seo/sitemap-entries';
import { listCategories, listProducts } from '@/server/woocommerce/products';
import { articlePath, blogPath } from '@/domain/content/blog';
import { listBlogCategorySlugs, listPageSlugs, listPostIds } from '@/server/wordpress/sitemap';

/**
 * Screens of spec §2 that exist in every language and are not backed by one record (a sitemap
 * lists only URLs that answer 200).
 */
const FIXED_PATHS = [
  '/',
  '/catalog',
  '/blog',
  '/certificates',
  '/discovery-set',
  '/discovery-set-9',
  '/reviews',
];

const PRODUCTS_PER_REQUEST = 100;

async function listAllShopProductSlugs(): Promise<string[]> {
  const first = await listProducts({ lng: 'uk', perPage: PRODUCTS_PER_REQUEST, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
      listProducts({ lng: 'uk', perPage: PRODUCTS_PER_REQUEST, page: i + 2 }),
    ),
  );
  // Samples, gifts, sets and certificates are products too, but have no product page of their own.
  return [first, ...rest].flatMap((list) => list.products.filter(isShopProduct).map((p) => p.slug));
}

export async function collectSitemapSources(): Promise<SitemapSources> {
  const [products, categories, pages, posts, blogCategories] = await Promise.all([
    listAllShopProductSlugs(),
    listCategories('uk'),
    Promise.all(LANGUAGES.map(async (lng) => ({ lng, pages: await listPageSlugs(lng) }))),
    Promise.all(LANGUAGES.map(async (lng) => ({ lng, posts: await listPostIds(lng) }))),
    Promise.all(LANGUAGES.map(async (lng) => ({ lng, slugs: await listBlogCategorySlugs(lng) }))),
  ]);
  const shopCategories = categories.filter((c) =>
    (SHOP_CATEGORY_SLUGS as readonly string[]).includes(c.slug),
  );
  return {
    everyLanguage: [
      ...FIXED_PATHS.map((path) => ({ path })),
      ...shopCategories.map((category) => ({ path: `/catalog/${category.slug}` })),
      ...products.map((slug) => ({ path: `/${slug}` })),
    ],
    perLanguage: [
      ...pages.flatMap(({ lng, pages: list }) =>
        list.map((page) => ({ lng, path: `/${page.slug}`, lastModified: page.modified || undefined })),
      ),
      ...posts.flatMap(({ lng, posts: list }) =>
        list.map((post) => ({ lng, path: articlePath(post.id), lastModified: post.date || undefined })),
      ),
      ...blogCategories.flatMap(({ lng, slugs }) => slugs.map((slug) => ({ lng, path: blogPath(slug) }))),
    ],
  };
}
