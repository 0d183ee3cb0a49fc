'use client';

import { useT } from '@/i18n/use-t';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey, lineTotal } from '@/domain/cart/cart-rules';
import type { CheckoutSummary } from '@/domain/checkout/checkout-summary';
import { formatAmount } from '@/domain/money';
import type { LineProblem } from './order-error-field';
import styles from './checkout.module.css';

/**
 * Goods, discount, delivery (at carrier tariffs), the card fee and the amount to pay (spec §3). A
 * refusal about a line shows under it; a line the shop no longer sells has a button to remove it,
 * which leaves the rest of the cart (and the form beside) as they are.
 */
export function OrderSummary({
  cart,
  summary,
  pending,
  problems,
  lineProblems = [],
  onRemove,
  delivery = true,
  lng,
}: {
  cart: CartItem[];
  summary: CheckoutSummary;
  /** A newer quote is on its way: the amounts may still change. */
  pending: boolean;
  /** Why the amounts are not the server's or the cart cannot be ordered; a promo that no longer applies. */
  problems: (string | null | undefined)[];
  /** Refusals about lines (sold out, more than is in stock, over a cap), each shown under its line. */
  lineProblems?: LineProblem[];
  /** Takes a line out of the cart (offered for a line that can only be removed). */
  onRemove?: (line: CartItem) => void;
  /** False for an order of electronic certificates only: it goes by e-mail, with no delivery to pay. */
  delivery?: boolean;
  lng: Language;
}) {
  const { t } = useT(['checkout', 'cart']);
  const titleRef = useRef<HTMLHeadingElement>(null);

  function remove(line: CartItem) {
    onRemove?.(line);
    // The button goes with its line: focus stays in the summary rather than falling to the page.
    titleRef.current?.focus();
  }

  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" ref={titleRef} tabIndex={-1} className={styles.legend}>
        {t('page.summary.title')}
      </h2>
      <ul className={styles.lines}>
        {cart.map((line) => {
          const key = lineKey(line);
          const problem = lineProblems.find((p) => p.key === key);
          return (
            <li key={key} className={problem ? styles.lineWithProblem : undefined}>
              <span>
                {line.title}
                {line.volume && `, ${line.volume}`} {t('page.summary.pieces', { count: line.count })}
              </span>
              <span>{formatAmount(lineTotal(line), lng)}</span>
              {problem && (
                <p role="alert" className={styles.error}>
                  {problem.message}
                </p>
              )}
              {problem?.removable && onRemove && (
                <Button
                  variant="text"
                  className={styles.removeLine}
                  aria-label={t('cart:basket.remove', { title: line.title })}
                  onClick={() => remove(line)}
                >
                  {t('unavailable.remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <dl className={styles.amounts} aria-label={t('page.summary.title')} aria-busy={pending}>
        <div>
          <dt>{t('page.summary.goods')}</dt>
          <dd>{formatAmount(summary.goods, lng)}</dd>
        </div>
        {summary.discount > 0 && (
          <div>
            <dt>{t('page.summary.discount')}</dt>
            <dd data-testid="summary-discount">−{formatAmount(summary.discount, lng)}</dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt>{t('page.summary.delivery')}</dt>
            <dd>{t('page.summary.deliveryValue')}</dd>
          </div>
        )}
        {summary.fee > 0 && (
          <div>
            <dt>{t('page.summary.fee')}</dt>
            <dd>{formatAmount(summary.fee, lng)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('page.summary.total')}</dt>
          <dd data-testid="summary-total">{formatAmount(summary.total, lng)}</dd>
        </div>
      </dl>
      {problems.filter(Boolean).map((problem) => (
        <p key={problem} role="status" className={styles.error}>
          {problem}
        </p>
      ))}
      <p className={styles.hint}>{t('page.summary.note')}</p>
    </section>
  );
}
