'use client';

// Flags as local SVG files (the bundler copies those the classes name); an emoji flag is drawn as two
// letters or a box by Chromium on Linux and Windows, and the phone library's FlagImage loads a CDN.
import 'flag-icons/css/flag-icons.min.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PHONE_INPUT } from '@/config/shop';
import { dropdownPlacement, findByTypedText, type PhoneCountry } from './phone-country-rules';
import styles from './phone-field.module.css';

/** PageUp / PageDown move this many countries, about one screen of the list. */
const PAGE_STEP = 10;

/**
 * The phone's country as a button that opens a listbox (react-international-phone's own selector
 * resets its type-to-find after 1000 ms, hard-coded; spec §9 asks 700 ms). Arrows, Home, End,
 * PageUp and PageDown move, letters find a country by name, Enter or a click chooses, Escape
 * closes; both give focus back to the button. Tab chooses and moves on, as a native select does.
 */
export function CountrySelect({
  countries,
  value,
  onChange,
  buttonLabel,
  listLabel,
}: {
  countries: PhoneCountry[];
  value: string;
  onChange: (iso2: string) => void;
  buttonLabel: (country: PhoneCountry) => string;
  listLabel: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (iso2: string) => `${id}-${iso2}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const selectedIndex = Math.max(
    0,
    countries.findIndex((country) => country.iso2 === value),
  );
  const selected = countries[selectedIndex];

  useEffect(() => () => clearTimeout(typed.current.timer), []);

  // The open list takes focus, and keeps the active country in view as it moves.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);
  const activeId = open ? optionId(countries[active]?.iso2 ?? '') : undefined;
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function openList() {
    const bottom = buttonRef.current?.getBoundingClientRect().bottom ?? 0;
    setPlacement(dropdownPlacement(window.innerHeight - bottom));
    setActive(selectedIndex);
    setOpen(true);
  }

  function close({ focusButton }: { focusButton: boolean }) {
    clearTimeout(typed.current.timer);
    typed.current.text = '';
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const country = countries[index];
    if (country && country.iso2 !== value) onChange(country.iso2);
    close({ focusButton: true });
  }

  function typeToFind(char: string) {
    clearTimeout(typed.current.timer);
    typed.current.text += char.toLocaleLowerCase();
    typed.current.timer = setTimeout(() => {
      typed.current.text = '';
    }, PHONE_INPUT.typeToFindResetMs);
    const names = countries.map((country) => country.name.toLocaleLowerCase());
    const found = findByTypedText(names, active, typed.current.text);
    if (found >= 0) setActive(found);
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = countries.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'PageDown':
        return move(active + PAGE_STEP);
      case 'PageUp':
        return move(active - PAGE_STEP);
      case 'Enter':
        event.preventDefault();
        return choose(active);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close({ focusButton: true });
      case 'Tab':
        // Focus goes back to the button first, so the browser's Tab moves on from there.
        return choose(active);
    }
    if (event.key === ' ' && !typed.current.text) {
      event.preventDefault();
      return choose(active);
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeToFind(event.key);
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  return (
    <div className={styles.selector}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.selectorButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={selected ? buttonLabel(selected) : listLabel}
        // Keeps focus in the open list, so a click on the button closes it instead of reopening.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? close({ focusButton: true }) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        {selected && <Flag iso2={selected.iso2} />}
        <span aria-hidden="true">+{selected?.dialCode}</span>
        <span aria-hidden="true" className={styles.arrow} />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={listLabel}
          aria-activedescendant={activeId}
          data-placement={placement}
          className={styles.list}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) close({ focusButton: false });
          }}
        >
          {countries.map((country, index) => (
            <li
              key={country.iso2}
              id={optionId(country.iso2)}
              role="option"
              aria-selected={country.iso2 === value}
              data-active={index === active || undefined}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <Flag iso2={country.iso2} />
              <span className={styles.countryName}>{country.name}</span>
              <span className={styles.dialCode}>+{country.dialCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** flag-icons files Ascension and Tristan da Cunha under Saint Helena, of which they are parts. */
const FLAG_NAMES: Record<string, string> = { ac: 'sh-ac', ta: 'sh-ta' };

/** A country's flag, decoration beside its name or dial code. */
function Flag({ iso2 }: { iso2: string }) {
  return <span aria-hidden="true" className={`fi fi-${FLAG_NAMES[iso2] ?? iso2} ${styles.flag}`} />;
}
