import 'server-only';
import { LANGUAGES } from '@/config/shop';
import { SHOP_CATEGORY_SLUGS } from '@/domain/catalog/category-conventions';
import type { SitemapSources } from '@/domain/seo/sitemap-entries';
import { listCategories, listShopProductPages } from '@/server/woocommerce/products';
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

export async function collectSitemapSources(): Promise<SitemapSources> {
  const [products, categories, pages, posts, blogCategories] = await Promise.all([
    listShopProductPages(),
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
      ...products.map(({ slug, modified }) => ({ path: `/${slug}`, lastModified: modified ?? undefined })),
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
