import type { ShareNetwork } from './share-rules';

/** Line icons in the footer's style; the link around each carries the accessible name. */
const PATHS: Record<ShareNetwork, string> = {
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15V3Z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6-7 8',
  x: 'M4 4h4.5L20 20h-4.5L4 4Zm16 0-6.5 7M4 20l6.5-7',
  viber:
    'M12 3c5 0 8 2.5 8 7.5S17 18 12 18c-.9 0-1.8-.1-2.6-.3L6 20v-3.3C4.7 15.4 4 13.2 4 10.5 4 5.5 7 3 12 3Zm-2 4.5c.5 2 2 3.7 4 4.5M12.5 6.5a3 3 0 0 1 2.5 2.5',
};

export function ShareIcon({ network }: { network: ShareNetwork }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path d={PATHS[network]} strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
