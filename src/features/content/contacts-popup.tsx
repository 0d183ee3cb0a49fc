'use client';

import { useT } from '@/i18n/use-t';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { mapEmbedUrl, mapLocationFrom } from '@/domain/content/map-location';
import { phoneHref, type SiteOptions } from '@/domain/content/site-options';
import styles from './content-popups.module.css';

/**
 * Spec's `contacts` popup: address with the shop on a map, e-mail, phone, opening hours and
 * messengers. The map is a plain link to the editor's map URL; OpenStreetMap's embed page is framed
 * only when the shopper asks for it, so opening the popup contacts no third party.
 */
export function ContactsPopup({
  contacts,
  onClose,
}: {
  contacts: SiteOptions['contacts'];
  onClose: () => void;
}) {
  const { t } = useT('content');
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  const location = contacts.mapUrl ? mapLocationFrom(contacts.mapUrl) : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('popups.contacts.title')}
      closeLabel={t('popups.close')}
      size="large"
    >
      <dl className={styles.fields}>
        {contacts.address && (
          <div>
            <dt>{t('popups.contacts.address')}</dt>
            <dd>
              <span className={styles.value}>{contacts.address}</span>
              <span className={styles.actions}>
                {contacts.mapUrl && (
                  <a href={contacts.mapUrl} target="_blank" rel="noopener noreferrer">
                    {t('popups.contacts.openMap')}
                  </a>
                )}
                {location && (
                  // A toggle rather than a button that disappears: focus stays in the dialog.
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-expanded={showMap}
                    aria-controls={mapId}
                    onClick={() => setShowMap((shown) => !shown)}
                  >
                    {t(showMap ? 'popups.contacts.hideMap' : 'popups.contacts.showMap')}
                  </button>
                )}
              </span>
            </dd>
          </div>
        )}
        {contacts.email && (
          <div>
            <dt>{t('popups.contacts.email')}</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </div>
        )}
        {contacts.phone && (
          <div>
            <dt>{t('popups.contacts.phone')}</dt>
            <dd>
              <a href={phoneHref(contacts.phone)}>{contacts.phone}</a>
            </dd>
          </div>
        )}
        {contacts.timeWork && (
          <div>
            <dt>{t('popups.contacts.hours')}</dt>
            <dd>{contacts.timeWork}</dd>
          </div>
        )}
        {(contacts.messengerUrl || contacts.botUrl) && (
          <div>
            <dt>{t('popups.contacts.messengers')}</dt>
            <dd className={styles.actions}>
              {contacts.messengerUrl && (
                <a href={contacts.messengerUrl} target="_blank" rel="noopener noreferrer">
                  {t('popups.contacts.chat')}
                </a>
              )}
              {contacts.botUrl && (
                <a href={contacts.botUrl} target="_blank" rel="noopener noreferrer">
                  {t('popups.contacts.consultation')}
                </a>
              )}
            </dd>
          </div>
        )}
      </dl>
      <div id={mapId}>
        {showMap && location && (
          <iframe
            className={styles.map}
            src={mapEmbedUrl(location)}
            title={t('popups.contacts.mapTitle')}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin"
          />
        )}
      </div>
    </Dialog>
  );
}
