'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** What the browser needs to show the widget: public values, read from the server's settings at run time. */
export type CaptchaSettings = { siteKey: string; scriptUrl: string };

const CaptchaSettingsContext = createContext<CaptchaSettings | null>(null);

export function CaptchaSettingsProvider({
  value,
  children,
}: {
  value: CaptchaSettings;
  children: ReactNode;
}) {
  return <CaptchaSettingsContext.Provider value={value}>{children}</CaptchaSettingsContext.Provider>;
}

export function useCaptchaSettings(): CaptchaSettings | null {
  return useContext(CaptchaSettingsContext);
}
