import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { SHOP_CATEGORY_SLUGS } from '@/domain/catalog/category-conventions';
import { ContentPageView } from '@/features/content/content-page-view';
import { contentPageMetadata } from '@/features/content/page-metadata';
import { primaryCategory, VOLUME_PARAMETER } from '@/domain/catalog/product-detail';
import { ProductView } from '@/features/product/product-view';
import { alternatesFor } from '@/domain/seo/alternates';
import { breadcrumbJsonLd, plainText, productJsonLd } from '@/domain/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-script';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { resolveSlug } from '@/server/slug-resolver';
import { listMightLike } from '@/server/woocommerce/product-detail';
import { listProductReviews } from '@/server/woocommerce/reviews';
import { listAromas } from '@/server/woocommerce/special-products';
import { withFallback } from '@/server/with-fallback';

export async function generateMetadata({ params }: PageProps<'/[lng]/[slug]'>): Promise<Metadata> {
  const { lng, slug } = await params;
  if (!isLanguage(lng)) return {};
  const target = await resolveSlug(slug, lng);
  if (target.kind === 'page') return contentPageMetadata(target.page, lng, serverEnv().siteUrl);
  if (target.kind !== 'product') return {};
  const alternates = alternatesFor(`/${slug}`, serverEnv().siteUrl, lng);
  const { product } = target.detail;
  const description = plainText(product.shortDescription || product.description).slice(0, 300);
  const image = product.images[0];
  return {
    title: product.name,
    description,
    alternates,
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: alternates.canonical,
      ...(image && { images: [{ url: image.src, alt: image.alt }] }),
    },
  };
}

export default async function SlugPage({ params, searchParams }: PageProps<'/[lng]/[slug]'>) {
  const { lng, slug } = await params;
  if (!isLanguage(lng)) notFound();
  const [target, { [VOLUME_PARAMETER]: volume }] = await Promise.all([resolveSlug(slug, lng), searchParams]);
  if (target.kind === 'redirect') permanentRedirect(localizedPath(lng, target.path));
  // A volume the page does not have (a content page's, a deleted one's, a made-up one): the page's
  // own address, rather than a copy of it under every value.
  const unknownVolume =
    volume !== undefined &&
    (target.kind !== 'product' || !target.detail.variations.some((v) => v.volumeKey === volume));
  if (target.kind !== 'none' && unknownVolume) redirect(localizedPath(lng, `/${slug}`));
  if (target.kind === 'page') return <ContentPageView page={target.page} />;
  if (target.kind !== 'product') notFound();

  const { product, variations } = target.detail;
  const [{ t }, reviews, mightLike, aromas] = await Promise.all([
    getT('product', { lng }),
    withFallback(`reviews of ${slug} (${lng})`, () => listProductReviews(product), []),
    withFallback(`might like for ${slug} (${lng})`, () => listMightLike(product, lng), []),
    withFallback(`aroma samples (${lng})`, () => listAromas(lng), []),
  ]);
  const origin = serverEnv().siteUrl.replace(/\/+$/, '');
  const category = primaryCategory(product.categories, SHOP_CATEGORY_SLUGS);
  const crumbs = [
    { name: t('breadcrumbs.home'), href: localizedPath(lng, '/') },
    ...(category ? [{ name: category.name, href: localizedPath(lng, `/catalog/${category.slug}`) }] : []),
    { name: product.name, href: localizedPath(lng, `/${product.slug}`) },
  ];

  return (
    <>
      <JsonLd
        data={[
          productJsonLd(product, `${origin}${localizedPath(lng, `/${product.slug}`)}`, variations),
          breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` }))),
        ]}
      />
      <ProductView
        detail={target.detail}
        reviews={reviews}
        mightLike={mightLike}
        aromas={aromas}
        crumbs={crumbs}
        initialVolume={typeof volume === 'string' ? volume : undefined}
        lng={lng}
      />
    </>
  );
}
