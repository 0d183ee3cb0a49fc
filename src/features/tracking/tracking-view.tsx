import type { TFunction } from 'i18next';
import type { Language } from '@/config/shop';
import { formatAmount } from '@/domain/money';
import type { TrackedOrder, TrackingState } from '@/domain/tracking/order-tracking';
import { parcelState, type ParcelReport } from '@/domain/tracking/parcel-status';
import { INTL_LOCALE } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { CopyTtnButton } from './copy-ttn-button';
import { TrackingSteps } from './tracking-steps';
import styles from './tracking.module.css';
import { buttonClassName } from '@/components/ui/button';

function stateText(state: TrackingState, t: TFunction): string {
  switch (state.kind) {
    case 'step':
      return t(`state.${state.step}`);
    case 'order':
      return t(`state.${state.status}`);
    case 'problem':
      return t(`state.${state.problem}`);
    case 'carrier':
      return t('state.carrier');
  }
}

/** Nova Poshta's dates are Kyiv wall-clock times kept with the same digits in UTC (see ParcelReport). */
function carrierDates(parcel: ParcelReport, lng: Language, t: TFunction): [string, string][] {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[lng], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const dates: [string, Date | null][] = [
    [t('parcel.created'), parcel.createdAt],
    [t('parcel.scheduled'), parcel.receivedAt ? null : parcel.scheduledAt],
    [t('parcel.arrived'), parcel.arrivedAt],
    [t('parcel.received'), parcel.receivedAt],
  ];
  return dates.flatMap(([label, date]) => (date ? [[label, format.format(date)] as [string, string]] : []));
}

function ParcelDetails({ order, lng, t }: { order: TrackedOrder; lng: Language; t: TFunction }) {
  const { waybill, parcel } = order;
  if (!waybill) return <p className={styles.muted}>{t('parcel.none')}</p>;
  const known = parcel && parcelState(parcel.statusCode).kind !== 'void';
  const destination = parcel ? [parcel.city, parcel.warehouse].filter(Boolean).join(', ') : '';
  return (
    <>
      <div className={styles.ttn}>
        <div>
          <p className={styles.label} id="ttn-label">
            {t('parcel.ttn')}
          </p>
          <p className={styles.ttnNumber} aria-labelledby="ttn-label" data-testid="ttn">
            {waybill}
          </p>
        </div>
        <CopyTtnButton ttn={waybill} className={styles.copy} />
      </div>
      {!parcel && <p className={styles.muted}>{t('parcel.unavailable')}</p>}
      {parcel && !known && <p className={styles.muted}>{t('parcel.notFound')}</p>}
      {parcel && known && (
        <dl className={styles.facts}>
          <div>
            <dt>{t('parcel.carrierStatus')}</dt>
            {/* Nova Poshta answers in Ukrainian whatever the page's language. */}
            <dd lang="uk">{parcel.statusText || parcel.statusCode}</dd>
          </div>
          {destination && (
            <div>
              <dt>{t('parcel.destination')}</dt>
              <dd lang="uk">{destination}</dd>
            </div>
          )}
          {carrierDates(parcel, lng, t).map(([label, date]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{date}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/**
 * The tracking page of one order (spec §1–§4): its status in words, the three steps (or what stands
 * instead of them), the parcel with its copyable TTN and Nova Poshta's status, the order's lines and
 * address, and the chat link from the options page.
 */
export async function TrackingView({
  order,
  lng,
  chatUrl,
}: {
  order: TrackedOrder;
  lng: Language;
  chatUrl: string;
}) {
  const { t } = await getT('tracking', { lng });
  const placed = new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
  const { state } = order;
  return (
    <article className={`container ${styles.page}`} aria-labelledby="tracking-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('title')}</p>
        <h1 id="tracking-title" className={styles.title}>
          {t('orderTitle', { number: order.number })}
        </h1>
        <p className={styles.muted}>{t('placedOn', { date: placed.format(order.createdAt) })}</p>
      </header>

      <section className={styles.card} aria-labelledby="tracking-state">
        <p className={styles.status}>
          {t('status.label')}: <strong data-testid="order-status">{t(`status.${order.status}`)}</strong>
        </p>
        <h2 id="tracking-state" className={styles.state} data-testid="tracking-state">
          {stateText(state, t)}
        </h2>
        {state.kind === 'step' && <TrackingSteps current={state.step} t={t} />}
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="tracking-parcel">
          <h2 id="tracking-parcel" className={styles.cardTitle}>
            {t('parcel.title')}
          </h2>
          <ParcelDetails order={order} lng={lng} t={t} />
        </section>

        <section className={styles.card} aria-labelledby="tracking-lines">
          <h2 id="tracking-lines" className={styles.cardTitle}>
            {t('order.lines')}
          </h2>
          <ul className={styles.lines}>
            {order.lines.map((line, i) => (
              <li key={i}>
                <span>
                  {line.name}
                  {line.details.length > 0 && (
                    <span className={styles.details}> ({line.details.join('; ')})</span>
                  )}{' '}
                  × {line.quantity}
                </span>
                <span className={styles.amount}>{formatAmount(line.total, lng)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('order.total')}</span>
            <strong className={styles.amount}>{formatAmount(order.total, lng)}</strong>
          </p>
          {order.deliveryAddress && (
            <dl className={styles.facts}>
              <div>
                <dt>{t('order.delivery')}</dt>
                <dd>{order.deliveryAddress}</dd>
              </div>
            </dl>
          )}
        </section>
      </div>

      {chatUrl && (
        <p className={styles.chat}>
          <span>{t('chat.text')}</span>{' '}
          <a className={buttonClassName()} href={chatUrl} target="_blank" rel="noopener noreferrer">
            {t('chat.link')}
          </a>
        </p>
      )}
    </article>
  );
}
