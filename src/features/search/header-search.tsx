'use client';

import { useT } from '@/i18n/use-t';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Language } from '@/config/shop';
import { searchPath } from '@/domain/search/search-links';
import { SEARCH_QUERY_MAX } from '@/domain/search/search-suggestions';
import { trackSearch } from '@/features/analytics/search-events';
import { localizedPath } from '@/i18n/languages';
import { SearchIcon } from './search-icon';
import { SuggestionList } from './suggestion-list';
import { showAllOption, suggestionGroups } from './suggestion-options';
import { useSuggestions } from './use-suggestions';
import styles from './header-search.module.css';

/**
 * The header's search (WAI-ARIA combobox with a listbox): suggestions as the shopper types, arrows
 * to move through them, Enter to open one or, with none chosen, the results page. Escape closes the
 * list, a second Escape empties the field, a third closes the field over the bar. Without JavaScript, or
 * when suggestions fail, it is a plain GET form to /search.
 *
 * Where the bar has room (1024–1199 px) the field sits in it; elsewhere a button opens it over the
 * bar's width (header-search.module.css says why).
 */
export function HeaderSearch({ lng }: { lng: Language }) {
  const { t } = useT('search');
  const router = useRouter();
  const pathname = usePathname();
  const inputId = useId();
  const listboxId = useId();
  const formId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  const [value, setValue] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The field over the bar (where it has no place in it), remembered with the route it opened on:
  // moving to another page closes it.
  const [overlayOn, setOverlayOn] = useState<string | null>(null);
  const overlayOpen = overlayOn === pathname;

  const suggestions = useSuggestions(lng, value);
  const groups = suggestions ? suggestionGroups(suggestions) : [];
  const options = suggestions
    ? [
        ...groups.flatMap((group) => group.options),
        showAllOption(value, t('suggestions.showAll', { query: value.trim() })),
      ]
    : [];
  const expanded = listOpen && options.length > 0;
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (!listOpen && !overlayOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current?.contains(event.target as Node)) return;
      setListOpen(false);
      setActive(-1);
      setOverlayOn(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [listOpen, overlayOpen]);

  function close() {
    setListOpen(false);
    setActive(-1);
    setOverlayOn(null);
  }

  function go(path: string) {
    close();
    inputRef.current?.blur();
    router.push(localizedPath(lng, path));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    trackSearch(value);
    go(searchPath(value));
  }

  function openOption(index: number) {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'all') trackSearch(value);
    go(option.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setListOpen(true);
          setActive(step > 0 ? 0 : options.length - 1);
          return;
        }
        // Past either end the choice goes back to the field itself, as the pattern's examples do.
        const next = activeOption + step;
        setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
        return;
      }
      case 'Enter':
        if (activeOption < 0) return;
        event.preventDefault();
        openOption(activeOption);
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setListOpen(false);
          setActive(-1);
        } else if (value) {
          setValue('');
        } else if (overlayOpen) {
          setOverlayOn(null);
          toggleRef.current?.focus();
        }
        return;
    }
  }

  function openOverlay() {
    setOverlayOn(pathname);
    // The field is display:none until the overlay shows; it can take focus once React has drawn it.
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  return (
    <div ref={rootRef} className={styles.search} data-overlay={overlayOpen || undefined}>
      {/* A link to the results page (and its field) until the page has hydrated; then a button. */}
      <a
        ref={toggleRef}
        href={localizedPath(lng, '/search')}
        role="button"
        className={styles.toggle}
        aria-label={t('field.open')}
        aria-expanded={overlayOpen}
        aria-controls={formId}
        onClick={(event) => {
          event.preventDefault();
          openOverlay();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          openOverlay();
        }}
      >
        <SearchIcon />
      </a>
      <form
        id={formId}
        role="search"
        aria-label={t('field.label')}
        className={styles.form}
        action={localizedPath(lng, '/search')}
        method="get"
        onSubmit={onSubmit}
        onBlur={(event) => {
          // Tabbing on past the field closes its list, as a click elsewhere does.
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setListOpen(false);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('field.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('field.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onFocus={() => setListOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label={t('field.submit')}>
          <SearchIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.close}
          aria-label={t('field.close')}
          onClick={() => {
            close();
            toggleRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
        <SuggestionList
          id={listboxId}
          lng={lng}
          open={expanded}
          groups={groups}
          options={options}
          active={activeOption}
          optionId={optionId}
          onOpen={openOption}
          onHover={setActive}
        />
        <p className="visually-hidden" role="status">
          {expanded ? t('suggestions.count', { count: options.length }) : ''}
        </p>
      </form>
    </div>
  );
}
