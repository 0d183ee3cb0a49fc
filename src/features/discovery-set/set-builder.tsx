'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { ShopImage } from '@/components/ui/shop-image';
import { useId, useState } from 'react';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { trackAddToCart } from '@/features/analytics/cart-events';
import { addToCartAtom, cartAtom, cartOpenAtom } from '@/features/cart/cart-atoms';
import { canAdd } from '@/domain/cart/can-add';
import type { CartItem, SetSize } from '@/domain/cart/cart-item';
import { setsOfSize } from '@/domain/cart/cart-rules';
import { formatPrice } from '@/domain/money';
import { AcceptSetPrompt } from './accept-set-prompt';
import { SetAddedPopup } from './set-added-popup';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import { GroupTabs } from './group-tabs';
import { SAMPLE_VOLUME_ML, type AromaGroupFilter } from '@/domain/discovery-set/set-config';
import {
  addBuiltSet,
  groupAromas,
  isComplete,
  selectedAromas,
  setLine,
  setOffer,
  toggleAroma,
} from '@/domain/discovery-set/set-rules';
import styles from './set-builder.module.css';

const AROMA_IMAGE_PX = 160;

export type SetBuilderProps = {
  product: SetProduct;
  size: SetSize;
  aromas: Aroma[];
  lng: Language;
  /** Aroma ids chosen on arrival (a perfume page's "try it as a sample"); an ordinary choice after that. */
  initialSelection?: number[];
  /** After the set is in the cart: the place for analytics' add_to_cart. */
  onAdded?: (line: CartItem) => void;
};

/**
 * The discovery-set page's builder (spec §3–§4): pick exactly `size` aromas, filtered by group, then
 * add the set. When the cart already holds a set of this size, the acceptSet prompt asks first; once a
 * set is added, the "set" popup shows it and asks the same question for the next one. A sold-out
 * aroma stays on its tab, marked and not pickable; a sold-out set product cannot be added (canAdd,
 * through setOffer).
 */
export function SetBuilder({ product, size, aromas, lng, initialSelection = [], onAdded }: SetBuilderProps) {
  const { t } = useT(['cart', 'common']);
  const cart = useAtomValue(cartAtom);
  const setCart = useSetAtom(cartAtom);
  const add = useSetAtom(addToCartAtom);
  const openBasket = useSetAtom(cartOpenAtom);
  const toast = useToast();
  const idPrefix = useId();
  const unavailableId = useId();
  const [group, setGroup] = useState<AromaGroupFilter>('all');
  const [selection, setSelection] = useState<number[]>(initialSelection);
  // The prompt is answered once per visit; adding a set here also counts as an answer.
  const [promptAnswered, setPromptAnswered] = useState(false);
  const [added, setAdded] = useState<CartItem | null>(null);

  const latestSameSize = setsOfSize(cart, size).at(-1);
  const complete = isComplete(selection, size);
  const shown = groupAromas(aromas, group);
  const setAvailable = canAdd(setOffer(product, aromas, selection));

  function confirmAdded(line: CartItem) {
    trackAddToCart(line);
    onAdded?.(line);
  }

  function refuseSoldOut() {
    toast.show({ text: t('soldOut'), variant: 'error', id: uniqueToastId('cart-sold-out') });
  }

  function addSet() {
    if (!setAvailable) return refuseSoldOut();
    const line = setLine(product, size, selectedAromas(aromas, selection));
    setCart((current) => addBuiltSet(current, line));
    setSelection([]);
    setPromptAnswered(true);
    // The popup says it was added, so no toast beside it.
    setAdded(line);
    confirmAdded(line);
  }

  function addSame(source: CartItem | undefined) {
    if (!source) return;
    const line = { ...source, count: 1 };
    const aromaIds = line.set?.aromas.map((aroma) => aroma.id) ?? [];
    setPromptAnswered(true);
    setAdded(null);
    // The same set as before may hold an aroma that has sold out since.
    if (!add({ line, offer: setOffer(product, aromas, aromaIds) })) return refuseSoldOut();
    toast.show({ text: t('added'), variant: 'success', id: uniqueToastId('cart-added') });
    confirmAdded(line);
  }

  function showBasket() {
    setAdded(null);
    openBasket(true);
  }

  return (
    <section className={styles.builder}>
      <p className={styles.price}>
        {t('set.price', { price: formatPrice(product.price, lng), size, volume: SAMPLE_VOLUME_ML })}
      </p>
      <GroupTabs value={group} onChange={setGroup} idPrefix={idPrefix} />
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${group}`}>
        <ul className={styles.aromas}>
          {shown.map((aroma) => {
            const chosen = selection.includes(aroma.id);
            const soldOut = !canAdd(aroma);
            return (
              <li key={aroma.id}>
                <button
                  type="button"
                  className={styles.aroma}
                  aria-pressed={chosen}
                  // A full set takes no more: another aroma is freed by unselecting one.
                  disabled={!chosen && (complete || soldOut)}
                  onClick={() => setSelection((current) => toggleAroma(current, aroma, size))}
                >
                  <span className={styles.aromaImage}>
                    {aroma.image && (
                      <ShopImage
                        src={aroma.image}
                        alt=""
                        width={AROMA_IMAGE_PX}
                        height={AROMA_IMAGE_PX}
                        sizes={`${AROMA_IMAGE_PX}px`}
                      />
                    )}
                  </span>
                  <span className={styles.aromaTitle}>{aroma.title}</span>
                  {aroma.description && <span className={styles.aromaDescription}>{aroma.description}</span>}
                  {chosen && <span className={styles.badge}>{t('set.chosen')}</span>}
                  {soldOut && <span className={styles.soldOut}>{t('common:stock.outOfStock')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.footer}>
        <p className={styles.progress} aria-live="polite" aria-atomic="true">
          <strong>{t('set.progress', { chosen: selection.length, size })}</strong>{' '}
          {complete ? t('set.full') : t('set.remaining', { count: size - selection.length })}
        </p>
        {!product.inStock && (
          <p id={unavailableId} role="status" className={styles.progress}>
            {t('setPage.unavailable')}
          </p>
        )}
        <Button
          disabled={!complete || !setAvailable}
          aria-describedby={product.inStock ? undefined : unavailableId}
          onClick={addSet}
        >
          {t('set.addToCart')}
        </Button>
      </div>
      <AcceptSetPrompt
        open={latestSameSize !== undefined && !promptAnswered}
        size={size}
        onAddSame={() => addSame(latestSameSize)}
        onBuildNew={() => setPromptAnswered(true)}
      />
      <SetAddedPopup
        line={added}
        onAddSame={() => addSame(added ?? undefined)}
        onBuildAnother={() => setAdded(null)}
        onOpenBasket={showBasket}
      />
    </section>
  );
}
