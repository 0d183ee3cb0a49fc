import Link from '@/components/ui/shop-link';
import type { SetSize } from '@/domain/cart/cart-item';
import type { SetProduct } from '@/domain/discovery-set/aroma';
import { SET_PAGE_PATH } from '@/domain/discovery-set/set-config';
import { formatPrice } from '@/domain/money';
import type { Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import chips from '@/components/ui/choice-chips.module.css';
import styles from './set-size-switch.module.css';

export type SetSizeOption = { size: SetSize; product: SetProduct | null };

/**
 * The set's two sizes as links between their pages (6 and 9 aromas), the current one marked: the
 * nine-aroma page was reachable only from the sitemap. A size the shop does not sell now is left out.
 */
export function SetSizeSwitch({
  current,
  options,
  lng,
  texts,
}: {
  current: SetSize;
  options: readonly SetSizeOption[];
  lng: Language;
  texts: { label: string; size: (count: number) => string };
}) {
  const offered = options.filter((option) => option.product !== null);
  if (offered.length < 2) return null;
  return (
    <nav aria-label={texts.label} className={styles.switch}>
      <ul className={chips.group}>
        {offered.map(({ size, product }) => (
          <li key={size}>
            <Link
              href={localizedPath(lng, SET_PAGE_PATH[size])}
              className={`${chips.chip} ${styles.option}`}
              aria-current={size === current ? 'page' : undefined}
            >
              <span className={chips.title}>{texts.size(size)}</span>
              {product && <span className={chips.detail}>{formatPrice(product.price, lng)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
