'use client';

import { useAtomValue } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useId } from 'react';
import { headingClassName } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import { isLinkClick } from '@/features/analytics/select-item';
import { ProductCardList } from '@/features/catalog/product-card-list';
import { useCardProducts } from '@/features/catalog/use-card-products';
import { recentlyViewedExcept } from '@/domain/recently-viewed/recently-viewed';
import { recentlyViewedAtom } from './recently-viewed-atoms';
import styles from './recently-viewed.module.css';

/**
 * A row of the products the shopper viewed last, newest first, read live like favourites (today's
 * price and stock). Nothing is shown until there is something to show: no row on a first visit, none
 * while the cards load, and none when the shop does not answer (logged; the row is an aside).
 */
export function RecentlyViewed({
  lng,
  currentId,
  headingLevel = 2,
  onFollow,
}: {
  lng: Language;
  /** The product page's own product, left out of its row. */
  currentId?: number;
  /** The section's heading; the cards' names are one level below. */
  headingLevel?: 2 | 3;
  /** A card's link was followed (the basket closes). */
  onFollow?: () => void;
}) {
  const { t } = useT('favourites');
  const ids = recentlyViewedExcept(useAtomValue(recentlyViewedAtom), currentId);
  const { products } = useCardProducts(ids, lng);
  const titleId = useId();
  if (products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      onClickCapture={(event) => {
        if (onFollow && isLinkClick(event.target, event.currentTarget)) onFollow();
      }}
    >
      <Heading id={titleId} className={headingClassName('section')}>
        {t('recent.title')}
      </Heading>
      <ProductCardList
        products={products}
        lng={lng}
        list={{ listId: 'recently_viewed', listName: t('recent.title') }}
        pageView={`recently_viewed:${currentId ?? 'basket'}`}
        headingLevel={headingLevel === 2 ? 3 : 4}
        className={styles.grid}
      />
    </section>
  );
}
