'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import {
  catalogHref,
  catalogQueryToSearchParams,
  defaultSortOf,
  withSort,
  type CatalogQuery,
  type SortKey,
} from '@/domain/catalog/catalog-query';
import styles from './catalog-view.module.css';

/**
 * A GET form, so sorting works without JavaScript (select, then the button); with it, choosing an
 * option navigates at once on the client. The button is in <noscript>: removed after hydration, it
 * moved the toolbar on every phone (Lighthouse counted it as layout shift).
 */
export function SortSelect({
  pathname,
  query,
  texts,
}: {
  pathname: string;
  query: CatalogQuery;
  texts: { label: string; apply: string; options: readonly { key: SortKey; label: string }[] };
}) {
  const router = useRouter();
  const kept = [...catalogQueryToSearchParams({ ...query, sort: defaultSortOf(query), page: 1 })];

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
        {texts.options.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary">
          {texts.apply}
        </Button>
      </noscript>
    </form>
  );
}
