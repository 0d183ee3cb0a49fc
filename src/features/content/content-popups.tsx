'use client';

import { useAtom } from 'jotai';
import dynamic from 'next/dynamic';
import type { Requisites, SiteOptions } from '@/domain/content/site-options';
import { contentPopupAtom } from './content-popup-atoms';
import type { FaqItem } from './faq-accordion';
import type { InfoLink } from './info-popup';

// Spec §2 "pages load lazily": each popup's code is fetched on its first opening.
const ContactsPopup = dynamic(() => import('./contacts-popup').then((m) => m.ContactsPopup), { ssr: false });
const InfoPopup = dynamic(() => import('./info-popup').then((m) => m.InfoPopup), { ssr: false });
const PropsPopup = dynamic(() => import('./props-popup').then((m) => m.PropsPopup), { ssr: false });

/** The one place the contacts, info and props popups live; any OpenPopupButton (or the checkout) opens them. */
export function ContentPopups({
  contacts,
  requisites,
  infoLinks,
  infoHref,
  faq,
}: {
  contacts: SiteOptions['contacts'];
  requisites: Requisites;
  infoLinks: InfoLink[];
  infoHref: string;
  faq: FaqItem[];
}) {
  const [popup, setPopup] = useAtom(contentPopupAtom);
  const close = () => setPopup(null);
  switch (popup) {
    case 'contacts':
      return <ContactsPopup contacts={contacts} onClose={close} />;
    case 'info':
      return <InfoPopup links={infoLinks} pageHref={infoHref} faq={faq} onClose={close} />;
    case 'props':
      return <PropsPopup requisites={requisites} onClose={close} />;
    default:
      return null;
  }
}
