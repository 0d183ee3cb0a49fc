import { headingClassName } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import { productToGa4Item, valuedItems, variationToGa4Item } from '@/features/analytics/ga4-items';
import { TrackEvent } from '@/features/analytics/track-event';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { favouriteLabels } from '@/features/favourites/favourite-labels';
import { LazyRecentlyViewed } from '@/features/recently-viewed/lazy-recently-viewed';
import { RecordView } from '@/features/recently-viewed/record-view';
import type { Product } from '@/domain/catalog/product';
import type { Aroma } from '@/domain/discovery-set/aroma';
import { SAMPLE_VOLUME_ML } from '@/domain/discovery-set/set-config';
import { HintGiftButton } from '@/features/hint-gift/hint-gift-button';
import { getT } from '@/i18n/server';
import { Breadcrumbs, type BreadcrumbLink } from './breadcrumbs';
import { MightLike } from './might-like';
import { chooseVariation, type ProductDetail } from '@/domain/catalog/product-detail';
import type { Review } from '@/domain/reviews/review';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import styles from './product-view.module.css';
import { RatingStars } from '@/components/ui/rating-stars';
import { ReviewsList } from './reviews-list';
import { SampleLink } from './sample-link';
import { VariationPicker } from './variation-picker';
import { volumeImageAlt } from './chosen-volume-image';

const BADGE_TAGS = ['bestseller', 'top'] as const;

export type ProductViewProps = {
  detail: ProductDetail;
  reviews: Review[];
  mightLike: Product[];
  /** The discovery set's samples: this perfume's, when in stock, is offered to try. */
  aromas: readonly Aroma[];
  crumbs: BreadcrumbLink[];
  initialVolume?: string;
  lng: Language;
};

export async function ProductView({
  detail,
  reviews,
  mightLike,
  aromas,
  crumbs,
  initialVolume,
  lng,
}: ProductViewProps) {
  const { t } = await getT('product', { lng });
  const { t: tr } = await getT('reviews', { lng });
  const { t: tc } = await getT('callback', { lng });
  const { product, facts, variations } = detail;
  const chosen = chooseVariation(variations, initialVolume);
  const badges = BADGE_TAGS.filter((slug) => product.tags.some((tag) => tag.slug === slug));
  const viewed = chosen ? variationToGa4Item(product, chosen) : productToGa4Item(product);

  return (
    <article className={styles.page}>
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs.label')} />
      <div className={styles.top}>
        <ProductGallery
          images={product.images}
          productId={product.id}
          volumeImage={
            chosen?.image ? { src: chosen.image, alt: volumeImageAlt(product.name, chosen.volume) } : null
          }
        />
        <div className={styles.summary}>
          {badges.length > 0 && (
            <ul className={styles.badges}>
              {badges.map((slug) => (
                <li key={slug} className={styles.badge}>
                  {t(`badges.${slug}`)}
                </li>
              ))}
            </ul>
          )}
          <h1 className={headingClassName('title')}>{product.name}</h1>
          {product.ratingCount > 0 && (
            <p className={styles.rating}>
              <RatingStars
                rating={product.rating}
                label={t('rating.stars', { rating: Math.round(product.rating * 10) / 10 })}
              />
              <a href="#product-reviews">{t('rating.count', { count: product.ratingCount })}</a>
            </p>
          )}
          <VariationPicker
            product={{
              id: product.id,
              slug: product.slug,
              sku: product.sku,
              name: product.name,
              price: product.price,
              regularPrice: product.regularPrice,
              categories: product.categories,
              image: product.images[0]?.src,
              inStock: product.inStock,
            }}
            variations={variations}
            initialVolume={chosen?.volumeKey}
            lng={lng}
            callbackLabel={tc('button')}
          />
          <SampleLink
            perfume={product}
            aromas={aromas}
            lng={lng}
            texts={{ link: t('sample.link', { volume: SAMPLE_VOLUME_ML }), note: t('sample.note') }}
          />
          <FavouriteButton
            variant="text"
            labels={favouriteLabels(t)}
            productId={product.id}
            item={productToGa4Item(product)}
            className={styles.favourite}
          />
          <HintGiftButton productSlug={product.slug} lng={lng} />
        </div>
      </div>
      <ProductDetails
        product={product}
        facts={facts}
        texts={{
          description: t('details.description'),
          scentType: t('details.scentType'),
          ingredients: t('details.ingredients'),
          composition: t('details.composition'),
          notes: t('details.notes'),
          notesTop: t('details.notesTop'),
          notesHeart: t('details.notesHeart'),
          notesBase: t('details.notesBase'),
          intensity: t('details.intensity'),
          trail: t('details.trail'),
          storage: t('details.storage'),
        }}
      />
      <ReviewsList
        reviews={reviews}
        product={{ id: product.id, name: product.name }}
        lng={lng}
        texts={{
          title: t('reviews.title'),
          empty: t('reviews.empty'),
          noneInLanguage: tr('list.noneInLanguage'),
          stars: (rating) => t('rating.stars', { rating }),
          otherLanguages: (count) => tr('list.otherLanguages', { count }),
        }}
      />
      <MightLike products={mightLike} lng={lng} title={t('mightLike')} />
      <LazyRecentlyViewed lng={lng} currentId={product.id} />
      <RecordView productId={product.id} />
      <TrackEvent event="view_item" ecommerce={valuedItems([viewed])} />
    </article>
  );
}
