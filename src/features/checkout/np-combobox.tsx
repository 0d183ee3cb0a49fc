'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Field, FieldError, FieldLabel, inputClassName } from '@/components/ui/field';
import { useFieldError } from '@/components/form/use-field-error';
import { optionsToShow, type NpList, type NpOption } from './np-directory';
import { popupPlacement, type PopupSide } from './popup-placement';
import checkoutStyles from './checkout.module.css';
import styles from './np-combobox.module.css';

/** The popup's distance from its field (np-combobox.module.css). */
const POPUP_GAP_PX = 4;

/**
 * One Nova Poshta choice (a city, a branch or parcel locker, a street) as an editable combobox:
 * WAI-ARIA 1.2's list autocomplete with manual selection. The shopper types, the matches pop up,
 * arrows move, Enter or a click chooses. Closed, the input always shows the choice; Escape closes
 * the list, and a second Escape or an emptied input clears the choice (spec §4's "none" choice).
 */
export function NpCombobox({
  label,
  errorName,
  list,
  value,
  onChoose,
  optionLabel = (option) => option.name,
  onSearch,
  idleHint,
}: {
  label: string;
  /** The form field whose error this combobox shows. */
  errorName: string;
  list: NpList;
  value: { ref: string; name: string };
  onChoose: (option: NpOption | null) => void;
  optionLabel?: (option: NpOption) => string;
  /**
   * The typed text, for a list our route searches (cities, streets); without it the list is loaded
   * whole (a city's branches) and narrowed here to what is typed.
   */
  onSearch?: (text: string) => void;
  /** What an empty, idle list is waiting for: more letters, or a city chosen first. */
  idleHint: string;
}) {
  const { t } = useT('checkout');
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const message = useFieldError(errorName);
  const [open, setOpen] = useState(false);
  // What the shopper has typed since the list last closed; null while the input shows the choice.
  const [typed, setTyped] = useState<string | null>(null);
  const [activeRef, setActiveRef] = useState<string | null>(null);
  // The form keeps a city's name only: the label chosen here (with its region) is shown while the
  // choice stays; a choice from elsewhere (a draft, a new city emptying its branch) shows its name.
  const [chosenLabel, setChosenLabel] = useState({ ref: '', text: '' });
  const boxRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<{ side: PopupSide; maxHeight?: number }>({ side: 'below' });

  const shown = optionsToShow({
    options: list.options,
    chosen: value,
    typed,
    narrow: !onSearch,
    label: optionLabel,
  });
  const text = typed ?? (value.ref && chosenLabel.ref === value.ref ? chosenLabel.text : value.name);
  const activeIndex = open ? shown.findIndex((option) => option.ref === activeRef) : -1;
  const activeId = activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;

  // Measured before paint whenever the open list changes, and again as the page scrolls or the
  // screen's keyboard resizes the visual viewport.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const box = boxRef.current?.getBoundingClientRect();
      const popup = popupRef.current;
      if (!box || !popup) return;
      const viewport = window.visualViewport;
      const top = viewport?.offsetTop ?? 0;
      const height = viewport?.height ?? window.innerHeight;
      const room = { above: box.top - top - POPUP_GAP_PX, below: top + height - box.bottom - POPUP_GAP_PX };
      const next = popupPlacement(room, popup.scrollHeight + 2, height);
      setPlacement((now) => (now.side === next.side && now.maxHeight === next.maxHeight ? now : next));
    };
    place();
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    window.visualViewport?.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      window.visualViewport?.removeEventListener('resize', place);
    };
  }, [open, shown.length, list.status]);

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const emptyNote =
    list.status === 'error'
      ? t('page.delivery.loadError')
      : list.status === 'loading'
        ? t('page.delivery.searching')
        : list.status === 'idle'
          ? idleHint
          : t('page.delivery.nothingFound');
  // Said while the list is open; a count only for what the shopper typed, not for a whole list.
  const status = !open
    ? ''
    : shown.length === 0
      ? list.status === 'error'
        ? '' // the alert under the field says it
        : emptyNote
      : typed !== null && list.status === 'ready'
        ? t('page.delivery.found', { count: shown.length })
        : '';

  function show(active: string | null) {
    setOpen(true);
    setActiveRef(active);
  }

  function close() {
    setOpen(false);
    setTyped(null);
    setActiveRef(null);
  }

  function choose(option: NpOption) {
    setChosenLabel({ ref: option.ref, text: optionLabel(option) });
    // The same choice again keeps what depends on it (a city's branch).
    if (option.ref !== value.ref) onChoose(option);
    close();
  }

  function clear() {
    setChosenLabel({ ref: '', text: '' });
    if (value.ref || value.name) onChoose(null);
  }

  function type(next: string) {
    setTyped(next);
    show(null);
    if (!next.trim()) clear();
    onSearch?.(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    const chosenRef = shown.some((option) => option.ref === value.ref) ? value.ref : null;
    const moveTo = (index: number) => setActiveRef(shown[index]?.ref ?? null);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) return show(chosenRef ?? shown[0]?.ref ?? null);
        return moveTo(Math.min(last, activeIndex + 1));
      case 'ArrowUp':
        event.preventDefault();
        if (!open) return show(chosenRef ?? shown[last]?.ref ?? null);
        return moveTo(activeIndex < 0 ? last : Math.max(0, activeIndex - 1));
      case 'Enter':
        // Closed, Enter submits the form as in any text field.
        if (!open) return;
        event.preventDefault();
        if (activeIndex >= 0) choose(shown[activeIndex]);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          return close();
        }
        if (text) {
          event.preventDefault();
          clear();
        }
        return;
    }
  }

  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} required />
      <div ref={boxRef} className={styles.combobox}>
        <input
          id={id}
          type="text"
          role="combobox"
          className={`${inputClassName} ${styles.input}`}
          value={text}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          aria-busy={list.status === 'loading' || undefined}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          // Nothing chosen yet: what there is to choose from, or how to begin, shows at once.
          onFocus={() => !text && show(null)}
          onClick={() => !open && show(value.ref || null)}
          onBlur={close}
        />
        <span aria-hidden="true" className={styles.arrow} />
        {/* Pressing in the list keeps focus in the input, so a click chooses before any blur. */}
        <div
          ref={popupRef}
          className={styles.popup}
          data-placement={placement.side}
          style={{ maxHeight: placement.maxHeight }}
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!shown.length}>
            {open &&
              shown.map((option, index) => (
                <li
                  key={option.ref}
                  id={`${listId}-${index}`}
                  role="option"
                  // APG: the highlighted option is the selected one; the choice is drawn bold.
                  aria-selected={index === activeIndex}
                  data-chosen={option.ref === value.ref || undefined}
                  className={styles.option}
                  onClick={() => choose(option)}
                >
                  {optionLabel(option)}
                </li>
              ))}
          </ul>
          {shown.length === 0 && (
            <p aria-hidden="true" className={styles.note}>
              {emptyNote}
            </p>
          )}
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {list.status === 'error' && (
        <p role="alert" className={checkoutStyles.error}>
          {t('page.delivery.loadError')}
        </p>
      )}
      <FieldError id={errorId} message={message} />
    </Field>
  );
}
