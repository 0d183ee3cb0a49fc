'use client';

import { useAtomValue } from 'jotai';
import { useT } from '@/i18n/use-t';
import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import { favouritesCountAtom } from './favourites-atoms';
import { HeartIcon } from './heart-icon';
import { localizedPath } from '@/i18n/languages';
import styles from '@/components/ui/icon-count.module.css';

/**
 * The favourites page's link beside the basket, named with how many products are saved. The count
 * is the browser's own: 0 in the server HTML and the first render, the stored count once mounted.
 */
export function FavouritesLink({ lng }: { lng: Language }) {
  const count = useAtomValue(favouritesCountAtom);
  const { t } = useT('favourites');
  return (
    <Link
      href={localizedPath(lng, '/favourites')}
      className={styles.icon}
      aria-label={t('header.label', { count })}
    >
      <HeartIcon size={24} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
