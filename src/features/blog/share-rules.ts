import { SHARE_POPUP } from '@/config/shop';

export const SHARE_NETWORKS = ['facebook', 'telegram', 'x', 'viber'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Each network's public share address for a page; none needs an app id or a script of theirs. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${text}`;
    case 'viber':
      // Viber takes one text; the link goes last so the app turns it into a preview.
      return `viber://forward?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}

type WindowBox = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };

/** `window.open` features for the spec's 626 × 436 popup, centred on the shopper's window. */
export function popupFeatures(box: WindowBox, size: { width: number; height: number } = SHARE_POPUP): string {
  const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(box.screenY + (box.outerHeight - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}
