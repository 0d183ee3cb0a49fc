'use client';

import type { MouseEvent } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import { ShareIcon } from './share-icon';
import { popupFeatures, SHARE_NETWORKS, shareUrl, type ShareNetwork } from './share-rules';
import styles from './share-buttons.module.css';

export type ShareTexts = Record<ShareNetwork, string> & {
  title: string;
  copy: string;
  copied: string;
  copyFailed: string;
};

/**
 * Share links that work without JavaScript (a new tab); with it, each opens in a popup centred on
 * the window, and falls back to the new tab when the browser blocks popups.
 */
export function ShareButtons({ url, title, texts }: { url: string; title: string; texts: ShareTexts }) {
  const { show } = useToast();

  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    const popup = window.open(event.currentTarget.href, 'share', popupFeatures(window));
    if (!popup) return; // blocked: the link's own target="_blank" opens a tab instead
    popup.opener = null;
    event.preventDefault();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      show({ text: texts.copied, variant: 'success' });
    } catch {
      show({ text: texts.copyFailed, variant: 'error' });
    }
  };

  return (
    <section className={styles.share} aria-label={texts.title}>
      <h2 className={styles.title}>{texts.title}</h2>
      <ul className={styles.list}>
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <Button
              variant="icon"
              href={shareUrl(network, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              prefetch={false}
              aria-label={texts[network]}
              title={texts[network]}
              onClick={openPopup}
            >
              <ShareIcon network={network} />
            </Button>
          </li>
        ))}
        <li>
          <Button variant="secondary" onClick={copy}>
            {texts.copy}
          </Button>
        </li>
      </ul>
    </section>
  );
}
