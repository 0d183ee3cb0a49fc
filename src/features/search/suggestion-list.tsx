'use client';

import { useT } from '@/i18n/use-t';
import { ShopImage } from '@/components/ui/shop-image';
import type { Language } from '@/config/shop';
import { cardPrice } from '@/domain/catalog/card-price';
import type { CardProduct } from '@/domain/catalog/card-product';
import { formatPrice } from '@/domain/money';
import { numberFormat } from '@/domain/number-format';
import type { SuggestionGroup, SuggestionOption } from './suggestion-options';
import styles from './header-search.module.css';

/**
 * The combobox's listbox: its groups (products with picture and price, categories, notes,
 * articles) and the results page's row last. Rows are options, not links (an option's content is
 * not interactive): the field opens the chosen one, and focus never leaves the field.
 */
export function SuggestionList({
  id,
  lng,
  open,
  groups,
  options,
  active,
  optionId,
  onOpen,
  onHover,
}: {
  id: string;
  lng: Language;
  open: boolean;
  groups: SuggestionGroup[];
  options: SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  onOpen: (index: number) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useT('search');
  const last = options.at(-1);

  const row = (option: SuggestionOption) => {
    const index = options.indexOf(option);
    return (
      <div
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={option.kind === 'all' ? `${styles.option} ${styles.all}` : styles.option}
        // Keeps focus in the field: a click must not blur it before the row opens.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onOpen(index)}
        onMouseMove={() => index !== active && onHover(index)}
      >
        {option.kind === 'product' ? <ProductRow product={option.product} lng={lng} /> : option.label}
      </div>
    );
  };

  return (
    <div id={id} role="listbox" aria-label={t('suggestions.label')} className={styles.panel} hidden={!open}>
      {open && (
        <>
          {groups.map((group) => (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${id}-${group.kind}`}
              className={styles.group}
            >
              <div role="presentation" id={`${id}-${group.kind}`} className={styles.groupTitle}>
                {t(`suggestions.${group.kind}`)}
              </div>
              {group.options.map(row)}
            </div>
          ))}
          {last?.kind === 'all' && <div className={styles.group}>{row(last)}</div>}
        </>
      )}
    </div>
  );
}

/** A product's row: its picture, name and the price its card prints ("від 1 200 ₴", 30 ml). */
function ProductRow({ product, lng }: { product: CardProduct; lng: Language }) {
  const { t } = useT('common');
  const price = cardPrice(product);
  const ml = price?.volumeMl;
  return (
    <span className={styles.product}>
      <span className={styles.thumb}>
        {product.image && <ShopImage src={product.image} alt="" width={48} height={48} sizes="48px" />}
      </span>
      <span className={styles.productText}>
        <span className={styles.productName}>{product.name}</span>
        {price && (
          <span className={styles.productPrice}>
            {price.from
              ? t('card.from', { price: formatPrice(price.amount, lng) })
              : formatPrice(price.amount, lng)}
            {ml != null && ` · ${t('card.volume', { ml: numberFormat(lng).format(ml) })}`}
            {!product.inStock && ` · ${t('stock.outOfStock')}`}
          </span>
        )}
      </span>
    </span>
  );
}
