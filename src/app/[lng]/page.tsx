import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HOME_POSTS, HOME_SHELF_SIZE } from '@/config/shop';
import { BlogTeaser } from '@/features/blog/blog-teaser';
import { isShopProduct } from '@/domain/catalog/category-conventions';
import { ProductShelf } from '@/features/catalog/product-shelf';
import { CategoryTiles } from '@/features/home/category-tiles';
import { Hero } from '@/features/home/hero';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { listCategories, listProducts } from '@/server/woocommerce/products';
import { listLatestPosts } from '@/server/wordpress/posts';
import { withFallback } from '@/server/with-fallback';
import { serverEnv } from '@/server/env';
import { alternatesFor } from '@/domain/seo/alternates';

export async function generateMetadata({ params }: PageProps<'/[lng]'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('home', { lng });
  return {
    title: { absolute: t('meta.title') },
    alternates: alternatesFor('/', serverEnv().siteUrl, lng),
  };
}

export default async function HomePage({ params }: PageProps<'/[lng]'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const noProducts = { products: [], total: 0, totalPages: 0 };
  const [{ t }, categories, bestsellers, newArrivals, posts] = await Promise.all([
    getT('home', { lng }),
    withFallback(`home categories (${lng})`, () => listCategories(lng), []),
    withFallback(
      `home bestsellers (${lng})`,
      () => listProducts({ lng, category: 'bestsellers', perPage: HOME_SHELF_SIZE, orderby: 'popularity' }),
      noProducts,
    ),
    withFallback(
      `home new arrivals (${lng})`,
      // Over-fetched: samples, gifts and certificates are products too, but not new arrivals to show.
      () => listProducts({ lng, orderby: 'date', order: 'desc', perPage: HOME_SHELF_SIZE * 3 }),
      noProducts,
    ),
    withFallback(`home posts (${lng})`, () => listLatestPosts({ lng, first: HOME_POSTS }), []),
  ]);

  return (
    <>
      <Hero lng={lng} pictures={bestsellers.products.flatMap((product) => product.images.slice(0, 1))} />
      <CategoryTiles categories={categories} lng={lng} title={t('categories.title')} />
      <ProductShelf
        id="home-bestsellers"
        title={t('bestsellers.title')}
        products={bestsellers.products}
        lng={lng}
        more={{ href: localizedPath(lng, '/catalog/bestsellers'), label: t('bestsellers.all') }}
        emptyText={t('empty')}
      />
      <ProductShelf
        id="home-new"
        title={t('newArrivals.title')}
        products={newArrivals.products.filter(isShopProduct).slice(0, HOME_SHELF_SIZE)}
        lng={lng}
        more={{ href: localizedPath(lng, '/catalog'), label: t('newArrivals.all') }}
        emptyText={t('empty')}
      />
      <BlogTeaser
        posts={posts}
        lng={lng}
        texts={{
          title: t('blog.title'),
          all: t('blog.all'),
          readMore: (title) => t('blog.readMore', { title }),
        }}
      />
    </>
  );
}
