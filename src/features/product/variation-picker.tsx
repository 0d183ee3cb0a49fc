'use client';

import { useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useEffect, useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { pushEcommerce } from '@/features/analytics/data-layer';
import {
  productToGa4Item,
  valuedItems,
  variationToGa4Item,
  type Ga4ProductSource,
} from '@/features/analytics/ga4-items';
import { CallbackButton } from '@/features/callback/callback-button';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { canAdd } from '@/domain/cart/can-add';
import { formatPrice, formatUnitPrice } from '@/domain/money';
import { pricePerMl } from '@/domain/catalog/price-per-ml';
import { chooseVariation, type ProductVariation } from '@/domain/catalog/product-detail';
import chips from '@/components/ui/choice-chips.module.css';
import { chosenVolumeImageAtom, volumeImageAlt } from './chosen-volume-image';
import styles from './variation-picker.module.css';

export type VariationPickerProps = {
  /** `inStock` is the product's own: it decides for a product without volumes. */
  product: Ga4ProductSource & { slug: string; image?: string; inStock: boolean };
  variations: ProductVariation[];
  /** From `?volume=`, so a shared link opens on the same volume. */
  initialVolume?: string;
  lng: Language;
  /** The call-me-back button's text: its popup brings the rest of its texts when it opens. */
  callbackLabel?: string;
};

/**
 * The volume radio group, the chosen volume's price, whether it is in stock, and its add-to-cart
 * button (disabled, with the notice saying why, when it is sold out).
 */
export function VariationPicker({
  product,
  variations,
  initialVolume,
  lng,
  callbackLabel,
}: VariationPickerProps) {
  const { t } = useT(['product', 'common']);
  const [chosen, setChosen] = useState(() => chooseVariation(variations, initialVolume));
  const stockId = useId();
  const showVolumeImage = useSetAtom(chosenVolumeImageAtom);

  // The gallery shows the chosen volume's picture, the one the basket will show.
  useEffect(() => {
    showVolumeImage(
      chosen?.image
        ? { productId: product.id, src: chosen.image, alt: volumeImageAlt(product.name, chosen.volume) }
        : null,
    );
    return () => showVolumeImage(null);
  }, [chosen, product.id, product.name, showVolumeImage]);

  function choose(variation: ProductVariation) {
    setChosen(variation);
    // Next keeps its router in step with history.replaceState; no server round trip for a volume.
    const url = new URL(window.location.href);
    url.searchParams.set('volume', variation.volumeKey);
    window.history.replaceState(window.history.state, '', url);
  }

  // A simple product (decorative cosmetics) has no volumes: the product itself is the line.
  const offer = chosen ?? product;
  const price = offer.price;
  const regular = chosen ? (chosen.onSale ? chosen.regularPrice : null) : (product.regularPrice ?? null);
  const available = canAdd(offer);

  return (
    <div className={styles.buy}>
      {variations.length > 0 && (
        <fieldset className={chips.group}>
          <legend className={chips.legend}>{t('volume.legend')}</legend>
          {variations.map((variation) => {
            const perMl = pricePerMl(variation);
            return (
              <label key={variation.id} className={chips.chip}>
                <input
                  type="radio"
                  name="volume"
                  className={chips.input}
                  value={variation.volumeKey}
                  checked={chosen?.id === variation.id}
                  disabled={!variation.inStock}
                  onChange={() => choose(variation)}
                />
                <span className={chips.title}>{variation.volume}</span>
                {variation.price !== null && (
                  <span className={chips.detail}>
                    {formatPrice(variation.price, lng)}
                    {variation.onSale && variation.regularPrice !== null && (
                      <>
                        {' '}
                        <s className={styles.regular}>{formatPrice(variation.regularPrice, lng)}</s>
                      </>
                    )}
                  </span>
                )}
                {perMl !== null && (
                  <span className={`${chips.detail} ${styles.perMl}`}>
                    {t('volume.perMl', { price: formatUnitPrice(perMl, lng) })}
                  </span>
                )}
                {!variation.inStock && <span className={chips.detail}>{t('common:stock.outOfStock')}</span>}
              </label>
            );
          })}
        </fieldset>
      )}
      {price !== null && (
        <p className={styles.price} aria-live="polite">
          <span data-testid="product-price">{formatPrice(price, lng)}</span>
          {regular !== null && regular !== price && (
            <s className={styles.regular}>
              <span className="visually-hidden">{t('price.regular')} </span>
              {formatPrice(regular, lng)}
            </s>
          )}
        </p>
      )}
      {price !== null && (
        <p id={stockId} className={offer.inStock ? styles.inStock : styles.soldOut} aria-live="polite">
          {offer.inStock ? t('common:stock.inStock') : t('common:stock.outOfStock')}
        </p>
      )}
      {price !== null && (
        <AddToCartButton
          className={buttonClassName({ className: styles.addToCart })}
          offer={offer}
          describedBy={available ? undefined : stockId}
          item={{
            id: product.id,
            ...(chosen && { variation_id: chosen.id, volume: chosen.volume }),
            title: product.name,
            price,
            image: chosen?.image ?? product.image,
            description: chosen ? `${product.id}:${chosen.id}` : String(product.id),
            kind: 'product',
            slug: product.slug,
            sku: chosen?.sku || product.sku,
          }}
          onAdded={(line) => {
            const item = chosen
              ? variationToGa4Item(product, chosen, { quantity: line.count })
              : productToGa4Item(product, { quantity: line.count });
            pushEcommerce('add_to_cart', valuedItems([item]));
          }}
        />
      )}
      {price !== null && (
        <CallbackButton
          lng={lng}
          label={callbackLabel}
          disabled={!available}
          lines={{ items: [{ id: product.id, ...(chosen && { variation_id: chosen.id }), count: 1 }] }}
          summary={chosen ? `${product.name}, ${chosen.volume}` : product.name}
        />
      )}
    </div>
  );
}
