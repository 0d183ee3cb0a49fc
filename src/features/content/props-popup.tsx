'use client';

import { useT } from '@/i18n/use-t';
import { Dialog } from '@/components/dialog/dialog';
import { hasRequisites, paymentPurpose } from '@/domain/content/requisites';
import type { Requisites } from '@/domain/content/site-options';
import { CopyField } from './copy-field';
import styles from './content-popups.module.css';

/** Spec's `props` popup: the sole proprietor's bank details for payment by requisites, each copyable. */
export function PropsPopup({ requisites, onClose }: { requisites: Requisites; onClose: () => void }) {
  const { t } = useT('content');
  return (
    <Dialog open onClose={onClose} title={t('popups.props.title')} closeLabel={t('popups.close')}>
      {hasRequisites(requisites) ? (
        <>
          <p className={styles.intro}>{t('popups.props.intro')}</p>
          <dl className={styles.fields}>
            <CopyField label={t('popups.props.recipient')} value={requisites.recipient} />
            <CopyField label={t('popups.props.iban')} value={requisites.iban} />
            {requisites.taxId && <CopyField label={t('popups.props.taxId')} value={requisites.taxId} />}
            {requisites.purpose && (
              <CopyField label={t('popups.props.purpose')} value={paymentPurpose(requisites)} />
            )}
          </dl>
        </>
      ) : (
        <p className={styles.intro}>{t('popups.props.missing')}</p>
      )}
    </Dialog>
  );
}
