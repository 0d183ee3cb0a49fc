import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { catalogHref } from '@/domain/catalog/catalog-query';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import { CatalogView } from '@/features/catalog/catalog-view';
import { listResult } from '@/features/catalog/list-result';
import { alternatesFor } from '@/domain/seo/alternates';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { loadCatalog } from '@/server/woocommerce/catalog';

// Each view depends on its query string; the WooCommerce data under it stays cached by tag, so
// rendering per request costs only the list rules over a cached catalogue. (The layout's empty
// generateStaticParams would otherwise make this route static and reject searchParams at runtime.)
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lng]/catalog'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const [{ t }, query] = await Promise.all([getT('catalog', { lng }), searchParams.then(parseCatalogQuery)]);
  const page = query.page > 1 ? ` — ${t('meta.page', { page: query.page })}` : '';
  return {
    title: `${t('meta.title')}${page}`,
    description: t('meta.description'),
    alternates: alternatesFor(catalogHref('/catalog', query), serverEnv().siteUrl, lng),
  };
}

export default async function CatalogPage({ params, searchParams }: PageProps<'/[lng]/catalog'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const query = parseCatalogQuery(await searchParams);
  const [{ t }, products] = await Promise.all([getT('catalog', { lng }), loadCatalog(lng)]);
  const pathname = localizedPath(lng, '/catalog');
  const result = listResult(products, query, pathname, lng);
  return (
    <CatalogView
      lng={lng}
      title={t('all')}
      listId="catalog"
      pathname={pathname}
      query={query}
      result={result}
    />
  );
}
