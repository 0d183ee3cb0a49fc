import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseReviewsQuery, reviewsPageIn, summarizeRatings } from '@/domain/reviews/reviews-page';
import { alternatesFor } from '@/domain/seo/alternates';
import { ReviewsPageView } from '@/features/reviews/reviews-page-view';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import {
  attachReviewPhotos,
  listApprovedReviews,
  reviewableProducts,
  reviewedProducts,
} from '@/server/woocommerce/reviews';

// `?rating=&page=` make each view depend on the query; the reviews under it stay cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lng]/reviews'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('reviews', { lng });
  const alternates = alternatesFor('/reviews', serverEnv().siteUrl, lng);
  return {
    title: t('page.title'),
    description: t('page.description'),
    alternates,
    openGraph: { type: 'website', title: t('page.title'), url: alternates.canonical },
  };
}

export default async function ReviewsPage({ params, searchParams }: PageProps<'/[lng]/reviews'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const query = parseReviewsQuery(await searchParams);
  const [reviews, products] = await Promise.all([listApprovedReviews(), reviewableProducts(lng)]);
  const page = reviewsPageIn(reviews, lng, query);
  const shown = [...page.items, ...page.others];
  const [withPhotos, reviewed] = await Promise.all([
    attachReviewPhotos(shown),
    reviewedProducts(
      shown.map((review) => review.productId),
      lng,
    ),
  ]);
  const withProducts = withPhotos.map((review) => ({
    ...review,
    product: reviewed.get(review.productId) ?? null,
  }));
  return (
    <ReviewsPageView
      lng={lng}
      summary={summarizeRatings(reviews.map((review) => review.rating))}
      page={{
        ...page,
        items: withProducts.slice(0, page.items.length),
        others: withProducts.slice(page.items.length),
      }}
      rating={query.rating}
      products={products}
    />
  );
}
