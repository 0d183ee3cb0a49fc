'use client';

import type { Resource } from 'i18next';
import type { ReactNode } from 'react';
import { useI18nInstance } from '@/i18n/use-t';

/**
 * Adds a page's own namespaces to the client translations the layout's provider holds, before the
 * islands below render (on the server as in the browser), so they are there on first use.
 */
export function AddTexts({ resources, children }: { resources: Resource; children: ReactNode }) {
  const i18n = useI18nInstance();
  for (const [lng, bundles] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle, true, true);
    }
  }
  return children;
}
