import type { ReactNode } from 'react';
import { isLanguage } from '@/i18n/languages';
import { resourcesFor, type PageNamespace } from '@/i18n/resources';
import { AddTexts } from './add-texts';

/**
 * The client texts only some pages use (checkout, tracking, product), in the page's language: a
 * route's layout wraps its pages in this, so no other page ships them to the browser.
 */
export function PageTexts({ lng, ns, children }: { lng: string; ns: PageNamespace[]; children: ReactNode }) {
  if (!isLanguage(lng)) return children;
  return <AddTexts resources={resourcesFor(lng, ns)}>{children}</AddTexts>;
}
