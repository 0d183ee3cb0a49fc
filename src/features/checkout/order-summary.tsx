'use client';

import { useT } from 'next-i18next/client';
import type { Language } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey, lineTotal } from '@/domain/cart/cart-rules';
import type { CheckoutSummary } from '@/domain/checkout/checkout-summary';
import { formatAmount } from '@/domain/money';
import styles from './checkout.module.css';

/** Goods, discount, delivery (at carrier tariffs), the card fee and the amount to pay (spec §3). */
export function OrderSummary({
  cart,
  summary,
  pending,
  problems,
  lineProblem = null,
  delivery = true,
  lng,
}: {
  cart: CartItem[];
  summary: CheckoutSummary;
  /** A newer quote is on its way: the amounts may still change. */
  pending: boolean;
  /** Why the amounts are not the server's or the cart cannot be ordered; a promo that no longer applies. */
  problems: (string | null | undefined)[];
  /** A refusal about one line (more than is in stock, over a cap), shown under that line. */
  lineProblem?: { key: string; message: string } | null;
  /** False for an order of electronic certificates only: it goes by e-mail, with no delivery to pay. */
  delivery?: boolean;
  lng: Language;
}) {
  const { t } = useT('checkout');
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.legend}>
        {t('page.summary.title')}
      </h2>
      <ul className={styles.lines}>
        {cart.map((line) => {
          const key = lineKey(line);
          const problem = lineProblem?.key === key ? lineProblem.message : null;
          return (
            <li key={key} className={problem ? styles.lineWithProblem : undefined}>
              <span>
                {line.title}
                {line.volume && `, ${line.volume}`} {t('page.summary.pieces', { count: line.count })}
              </span>
              <span>{formatAmount(lineTotal(line), lng)}</span>
              {problem && (
                <p role="alert" className={styles.error}>
                  {problem}
                </p>
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
