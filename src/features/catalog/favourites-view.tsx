'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { ProductCardList } from './product-card-list';
import { useCardProducts } from './use-card-products';
import { localizedPath } from '@/i18n/languages';
import { favouritesAtom, forgetFavouritesAtom } from '@/features/favourites/favourites-atoms';
import styles from './favourites-view.module.css';

/**
 * The favourites page's list. The browser keeps ids only and the cards are read live (POST
 * /api/products): a shopper who comes back to a saved perfume expects today's price, sale and stock,
 * not the ones of the day they saved it (as the header's tiles show WooCommerce's price, not the
 * options record's). A product the shop no longer sells leaves the list. Until the stored list is
 * read (server HTML, first render) and its cards have come, the page says it is loading, never
 * "empty".
 */
export function FavouritesView({ lng }: { lng: Language }) {
  const { t } = useT('favourites');
  const ids = useAtomValue(favouritesAtom);
  const loaded = useAtomValue(favouritesAtom.loaded);
  const forget = useSetAtom(forgetFavouritesAtom);
  const cards = useCardProducts(loaded ? ids : [], lng);
  // A released heart takes its card (and the focused button) away; focus lands on the count.
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const gone = cards.gone.join(',');
  useEffect(() => {
    if (gone) forget(gone.split(',').map(Number));
  }, [gone, forget]);

  const waiting = !loaded || (cards.status === 'loading' && cards.products.length === 0);
  const failed = cards.status === 'failed' && cards.products.length === 0;
  const summary = waiting
    ? t('page.loading')
    : failed
      ? t('page.failed')
      : ids.length === 0
        ? t('page.empty')
        : t('page.count', { count: cards.products.length });

  return (
    <div className={styles.view} aria-busy={waiting}>
      <p ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {summary}
      </p>
      {failed && (
        <Button variant="secondary" onClick={cards.retry}>
          {t('page.retry')}
        </Button>
      )}
      {!waiting && ids.length === 0 && (
        <div className={styles.empty}>
          <p>{t('page.emptyHint')}</p>
          <Button href={localizedPath(lng, '/catalog')}>{t('page.toCatalog')}</Button>
        </div>
      )}
      {cards.products.length > 0 && (
        <ProductCardList
          products={cards.products}
          lng={lng}
          list={{ listId: 'favourites', listName: t('title') }}
          pageView="favourites"
          headingLevel={2}
          onUnfavourited={() => summaryRef.current?.focus()}
        />
      )}
    </div>
  );
}
