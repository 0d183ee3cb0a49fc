'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import {
  catalogHref,
  catalogQueryToSearchParams,
  DEFAULT_SORT,
  SORT_KEYS,
  withSort,
  type CatalogQuery,
  type SortKey,
} from '@/domain/catalogue/catalog-query';
import styles from './catalog-view.module.css';

const noSubscription = () => () => {};

/**
 * A GET form, so sorting works without JavaScript (select, then the button); with it, choosing an
 * option navigates at once on the client and the button is not shown.
 */
export function SortSelect({
  pathname,
  query,
  texts,
}: {
  pathname: string;
  query: CatalogQuery;
  texts: { label: string; apply: string; options: Record<SortKey, string> };
}) {
  const router = useRouter();
  // false in the server render and hydration, true once React runs in the browser.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const kept = [...catalogQueryToSearchParams({ ...query, sort: DEFAULT_SORT, page: 1 })];

  return (
    <form method="get" action={pathname} className={styles.sort}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="catalog-sort">{texts.label}</label>
      <select
        id="catalog-sort"
        name="sort"
        defaultValue={query.sort}
        onChange={(event) =>
          router.push(catalogHref(pathname, withSort(query, event.target.value as SortKey)), {
            scroll: false,
          })
        }
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {texts.options[key]}
          </option>
        ))}
      </select>
      {!enhanced && (
        <Button type="submit" variant="secondary">
          {texts.apply}
        </Button>
      )}
    </form>
  );
}
