import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Language } from '@/config/shop';
import { catalogHref } from '@/domain/catalog/catalog-query';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import { isInternalCategory } from '@/domain/catalog/category-conventions';
import { CatalogView } from '@/features/catalog/catalog-view';
import { listResult } from '@/features/catalog/list-result';
import { alternatesFor } from '@/domain/seo/alternates';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { getCategoryBySlug, loadCatalog } from '@/server/woocommerce/catalog';

/** A category a shopper may browse: it exists and is not one of the internal building-block ones. */
async function shopCategory(slug: string, lng: Language) {
  return isInternalCategory(slug) ? null : getCategoryBySlug(slug, lng);
}

// Each view depends on its query string; the WooCommerce data under it stays cached by tag, so
// rendering per request costs only the list rules over a cached catalogue. (The layout's empty
// generateStaticParams would otherwise make this route static and reject searchParams at runtime.)
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lng]/catalog/[slug]'>): Promise<Metadata> {
  const { lng, slug } = await params;
  if (!isLanguage(lng)) return {};
  const [{ t }, category, query] = await Promise.all([
    getT('catalog', { lng }),
    shopCategory(slug, lng),
    searchParams.then(parseCatalogQuery),
  ]);
  if (!category) return {};
  const page = query.page > 1 ? ` — ${t('meta.page', { page: query.page })}` : '';
  const description = category.description.replace(/<[^>]*>/g, '').trim();
  return {
    title: `${category.name}${page}`,
    description: description || t('meta.description'),
    alternates: alternatesFor(catalogHref(`/catalog/${slug}`, query), serverEnv().siteUrl, lng),
  };
}

export default async function CategoryPage({ params, searchParams }: PageProps<'/[lng]/catalog/[slug]'>) {
  const { lng, slug } = await params;
  if (!isLanguage(lng)) notFound();
  const category = await shopCategory(slug, lng);
  if (!category) notFound();
  const query = parseCatalogQuery(await searchParams);
  const products = await loadCatalog(lng, slug);
  const pathname = localizedPath(lng, `/catalog/${slug}`);
  const result = listResult(products, query, pathname, lng);
  return (
    <CatalogView
      lng={lng}
      title={category.name}
      listId={`category-${slug}`}
      pathname={pathname}
      query={query}
      result={result}
    />
  );
}
