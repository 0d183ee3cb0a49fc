import type { Language } from '@/config/shop';

/** A WordPress page (about, info, contacts); `html` is trusted editor content from WordPress. */
export type ContentPage = {
  id: number;
  slug: string;
  title: string;
  html: string;
  modified: string;
  translations: { lng: Language; slug: string }[];
};
