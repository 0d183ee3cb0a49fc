'use client';

import type { ReactNode } from 'react';
import type { TextsByLanguage } from '@/i18n/translator';
import { useTranslator } from '@/i18n/use-t';

/**
 * Adds a page's own namespaces to the client translations the layout's provider holds, before the
 * islands below render (on the server as in the browser), so they are there on first use.
 */
export function AddTexts({ resources, children }: { resources: TextsByLanguage; children: ReactNode }) {
  const translator = useTranslator();
  for (const [lng, bundles] of Object.entries(resources)) {
    for (const [ns, texts] of Object.entries(bundles)) translator.addNamespace(lng, ns, texts);
  }
  return children;
}
