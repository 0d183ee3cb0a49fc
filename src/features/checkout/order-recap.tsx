import type { Language } from '@/config/shop';
import { formatAmount } from '@/domain/money';
import { getT } from '@/i18n/server';
import styles from './order-recap.module.css';

/** What the recap shows of an order; the page passes the order it read (ShopOrder fits). */
export type RecapOrder = {
  lines: { name: string; quantity: number; total: number; details: string[] }[];
  subtotal: number;
  discount: number;
  feeLines: { name: string; total: number }[];
  shipping: number;
  total: number;
  customer: { firstName: string; lastName: string; email: string };
  deliveryAddress: string;
};

/**
 * The order as WooCommerce holds it, on the page a shopper lands on after paying: its lines with
 * their details (volume, set aromas, certificate), the amounts, where it goes and to whom.
 */
export async function OrderRecap({ order, lng }: { order: RecapOrder; lng: Language }) {
  const { t } = await getT('checkout', { lng });
  const amount = (value: number) => formatAmount(value, lng);
  const rows: [string, number][] = [
    [t('page.summary.goods'), order.subtotal],
    ...(order.discount > 0 ? ([[t('page.summary.discount'), -order.discount]] as [string, number][]) : []),
    ...order.feeLines.map((fee): [string, number] => [fee.name, fee.total]),
    ...(order.shipping > 0 ? ([[t('page.summary.delivery'), order.shipping]] as [string, number][]) : []),
  ];
  const recipient = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');
  return (
    <section className={styles.recap} aria-labelledby="order-recap-title">
      <h2 id="order-recap-title" className={styles.title}>
        {t('page.result.recap')}
      </h2>
      <ul className={styles.lines}>
        {order.lines.map((line, i) => (
          <li key={i} className={styles.line}>
            <span>
              <span className={styles.name}>{line.name}</span>
              {line.details.length > 0 && <span className={styles.details}>{line.details.join(' · ')}</span>}
            </span>
            <span className={styles.quantity}>× {line.quantity}</span>
            <span className={styles.amount}>{amount(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{amount(value)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t('page.summary.total')}</dt>
          <dd data-testid="accepted-total">{amount(order.total)}</dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        {recipient && (
          <div>
            <dt>{t('page.result.contact')}</dt>
            <dd>
              {recipient}
              {order.customer.email && <>, {order.customer.email}</>}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('page.result.delivery')}</dt>
          <dd>{order.deliveryAddress || t('delivery.email')}</dd>
        </div>
      </dl>
    </section>
  );
}
