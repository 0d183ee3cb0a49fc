'use client';

import { useT } from '@/i18n/use-t';
import type { Language } from '@/config/shop';
import type { CardProduct } from '@/domain/catalog/card-product';
import { productToGa4Item, type Ga4List } from '@/features/analytics/ga4-items';
import { TrackedCard } from '@/features/analytics/tracked-card';
import { ViewItemListTracker } from '@/features/analytics/view-item-list-tracker';
import { ProductCardView } from './product-card-view';
import styles from './product-shelf.module.css';

/**
 * Cards the browser draws from POST /api/products (favourites, recently viewed), as the catalogue
 * draws them, each reporting view_item_list and select_item under `list`.
 */
export function ProductCardList({
  products,
  lng,
  list,
  pageView,
  headingLevel = 3,
  className,
  onUnfavourited,
}: {
  products: CardProduct[];
  lng: Language;
  list: Ga4List;
  /** Tells one showing of the list from the next (another product page), for view_item_list. */
  pageView: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  onUnfavourited?: () => void;
}) {
  const { t } = useT('common');
  return (
    <ViewItemListTracker pageView={pageView}>
      <ul className={[styles.grid, className].filter(Boolean).join(' ')}>
        {products.map((product, index) => (
          <li key={product.id}>
            <TrackedCard
              item={productToGa4Item(product, { index, list })}
              listId={list.listId}
              listName={list.listName}
            >
              <ProductCardView
                product={product}
                lng={lng}
                t={t}
                headingLevel={headingLevel}
                onUnfavourited={onUnfavourited}
              />
            </TrackedCard>
          </li>
        ))}
      </ul>
    </ViewItemListTracker>
  );
}
