'use client';

import Link from '@/components/ui/shop-link';
import { useT } from '@/i18n/use-t';
import { Dialog } from '@/components/dialog/dialog';
import type { FaqItem } from './faq-accordion';
import { FaqAccordion } from './faq-accordion';
import styles from './content-popups.module.css';

export type InfoLink = { href: string; label: string };

/** Spec's `info` popup: the info page's four sections as links, and the FAQ when it is not hidden. */
export function InfoPopup({
  links,
  pageHref,
  faq,
  onClose,
}: {
  links: InfoLink[];
  pageHref: string;
  faq: FaqItem[];
  onClose: () => void;
}) {
  const { t } = useT('content');
  return (
    <Dialog open onClose={onClose} title={t('popups.info.title')} closeLabel={t('popups.close')} size="large">
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={onClose}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link href={pageHref} onClick={onClose}>
            {t('popups.info.page')}
          </Link>
        </li>
      </ul>
      {faq.length > 0 && <FaqAccordion items={faq} title={t('faq.title')} />}
    </Dialog>
  );
}
