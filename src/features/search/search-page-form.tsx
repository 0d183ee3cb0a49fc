'use client';

import { useT } from '@/i18n/use-t';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { searchPath } from '@/domain/search/search-links';
import { SEARCH_QUERY_MAX } from '@/domain/search/search-suggestions';
import { trackSearch } from '@/features/analytics/search-events';
import { localizedPath } from '@/i18n/languages';
import styles from './search-page.module.css';

/**
 * The results page's own field, holding the term the page shows. A new term starts a new search
 * (filters and sort go, as they answered the old one); without JavaScript it is a GET form.
 */
export function SearchPageForm({ lng, query }: { lng: Language; query: string }) {
  const { t } = useT('search');
  const router = useRouter();
  const inputId = useId();
  const [value, setValue] = useState(query);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    trackSearch(value);
    router.push(localizedPath(lng, searchPath(value)));
  }

  return (
    <form
      role="search"
      aria-label={t('page.title')}
      className={styles.form}
      action={localizedPath(lng, '/search')}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('field.label')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('field.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('field.submit')}
      </Button>
    </form>
  );
}
