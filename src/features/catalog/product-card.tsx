import type { Language } from '@/config/shop';
import { getT } from '@/i18n/server';
import { toCardProduct } from '@/domain/catalog/card-product';
import type { Product, ProductSummary } from '@/domain/catalog/product';
import { ProductCardView } from './product-card-view';

/**
 * A catalogue list's ProductSummary or a product page's Product as a card, drawn on the server (the
 * browser draws the same card from POST /api/products: ProductCardList). Its name is an h3 under a
 * section's h2, or an h2 where the list itself is the page's content (the catalogue).
 */
export async function ProductCard({
  product,
  lng,
  headingLevel = 3,
  firstInView = false,
}: {
  product: Product | ProductSummary;
  lng: Language;
  headingLevel?: 2 | 3;
  firstInView?: boolean;
}) {
  const { t } = await getT('common', { lng });
  return (
    <ProductCardView
      product={toCardProduct(product)}
      lng={lng}
      t={t}
      headingLevel={headingLevel}
      firstInView={firstInView}
    />
  );
}
