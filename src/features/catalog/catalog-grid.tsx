import type { Language } from '@/config/shop';
import { productToGa4Item } from '@/features/analytics/ga4-items';
import { TrackedCard } from '@/features/analytics/tracked-card';
import { ViewItemListTracker } from '@/features/analytics/view-item-list-tracker';
import { ProductCard } from './product-card';
import type { ProductSummary } from '@/domain/catalog/product';
import styles from './catalog-view.module.css';

/** The cards of one catalogue page; each reports view_item_list as it scrolls into view. */
/** Cards above the fold on a phone (two columns) and most desktops' first row. */
const FIRST_IN_VIEW = 4;

export function CatalogGrid({
  products,
  lng,
  list,
  pageView,
  firstIndex,
}: {
  products: ProductSummary[];
  lng: Language;
  list: { listId: string; listName: string };
  pageView: string;
  /** The position of the first card in the whole list, so GA4's index counts across pages. */
  firstIndex: number;
}) {
  return (
    <ViewItemListTracker pageView={pageView}>
      <ul className={styles.grid}>
        {products.map((product, i) => (
          <li key={product.id}>
            <TrackedCard
              item={productToGa4Item(product, { index: firstIndex + i, list })}
              listId={list.listId}
              listName={list.listName}
            >
              <ProductCard product={product} lng={lng} headingLevel={2} firstInView={i < FIRST_IN_VIEW} />
            </TrackedCard>
          </li>
        ))}
      </ul>
    </ViewItemListTracker>
  );
}
