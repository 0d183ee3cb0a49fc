import type { TFunction } from 'i18next';
import { stepProgress } from '@/domain/tracking/order-tracking';
import { TRACKING_STEPS, type TrackingStep } from '@/domain/tracking/parcel-status';
import styles from './tracking.module.css';

/** Packed → sent → delivered as an ordered list; the current step is marked for screen readers too. */
export function TrackingSteps({ current, t }: { current: TrackingStep; t: TFunction }) {
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {stepProgress(TRACKING_STEPS, current).map(({ step, progress }) => (
        <li
          key={step}
          className={`${styles.step} ${styles[progress]}`}
          aria-current={progress === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepLabel}>{t(`steps.${step}`)}</span>
          {progress !== 'ahead' && (
            <span className="visually-hidden">
              {' '}
              ({progress === 'done' ? t('steps.done') : t('steps.current')})
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
