import Link from '@/components/ui/shop-link';
import { Pagination } from '@/components/ui/pagination';
import type { Language } from '@/config/shop';
import type { ReviewWithProduct } from '@/domain/reviews/review';
import type { LanguageReviewsPage, RatingSummary } from '@/domain/reviews/reviews-page';
import { RatingStars } from '@/components/ui/rating-stars';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { OtherLanguageReviews } from './other-language-reviews';
import type { PickableProduct } from './product-picker';
import { ReviewCard } from './review-card';
import styles from './reviews-page.module.css';
import { WriteReviewButton } from './write-review-button';

function reviewsHref(lng: Language, rating: number | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (rating) query.set('rating', String(rating));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return localizedPath(lng, `/reviews${search ? `?${search}` : ''}`);
}

/**
 * /reviews: the shop's average on top (every language's reviews count), a rating filter, the page
 * language's approved reviews newest first in pages, and under the last page the other languages'.
 */
export async function ReviewsPageView({
  lng,
  summary,
  page,
  rating,
  products,
}: {
  lng: Language;
  summary: RatingSummary;
  page: LanguageReviewsPage<ReviewWithProduct>;
  rating: number | undefined;
  products: PickableProduct[];
}) {
  const { t } = await getT('reviews', { lng });
  const { t: tc } = await getT('catalog', { lng });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('page.title')}</h1>
        {summary.count > 0 && (
          <p className={styles.summary}>
            <span className={styles.average}>{summary.average.toFixed(1)}</span>
            <RatingStars
              rating={summary.average}
              label={t('page.average', { average: summary.average.toFixed(1) })}
            />
            <span>{t('page.count', { count: summary.count })}</span>
          </p>
        )}
        <WriteReviewButton lng={lng} products={products} />
      </header>
      <nav aria-label={t('page.filter')} className={styles.filter}>
        <span className={styles.filterLabel}>{t('page.filter')}:</span>
        <ul>
          <li>
            <Link href={reviewsHref(lng, undefined)} aria-current={rating ? undefined : 'page'}>
              {t('page.all')}
            </Link>
          </li>
          {[5, 4, 3, 2, 1].map((stars) => (
            <li key={stars}>
              <Link href={reviewsHref(lng, stars)} aria-current={rating === stars ? 'page' : undefined}>
                {t('page.stars', { count: stars })} ({summary.byRating[stars as 1 | 2 | 3 | 4 | 5]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.items.length === 0 ? (
        <p>
          {page.others.length > 0
            ? t('list.noneInLanguage')
            : rating
              ? t('page.emptyFiltered')
              : t('page.empty')}
        </p>
      ) : (
        <ul className={styles.list}>
          {page.items.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                product={review.product}
                lng={lng}
                starsLabel={t('list.stars', { rating: review.rating })}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page.page}
        pages={page.totalPages}
        href={(n) => reviewsHref(lng, rating, n)}
        texts={{
          label: t('page.pagination'),
          previous: tc('pagination.previous'),
          next: tc('pagination.next'),
          page: (n) => tc('pagination.page', { page: n }),
        }}
      />
      <OtherLanguageReviews
        reviews={page.others}
        lng={lng}
        label={t('list.otherLanguages', { count: page.others.length })}
        starsLabel={(stars) => t('list.stars', { rating: stars })}
        listClassName={styles.list}
      />
    </div>
  );
}
