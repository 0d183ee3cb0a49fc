'use client';

import { useT } from '@/i18n/use-t';
import { useRef, type KeyboardEvent } from 'react';
import { AROMA_GROUPS, type AromaGroupFilter } from '@/domain/discovery-set/set-config';
import styles from './set-builder.module.css';

/**
 * The aroma groups as a tablist (WAI-ARIA tabs, automatic activation): arrows, Home and End move
 * between tabs; only the selected tab is in the Tab order.
 */
export function GroupTabs({
  value,
  onChange,
  idPrefix,
}: {
  value: AromaGroupFilter;
  onChange: (group: AromaGroupFilter) => void;
  /** Tab ids are `${idPrefix}-tab-${group}`; the panel's id is `${idPrefix}-panel`. */
  idPrefix: string;
}) {
  const { t } = useT('cart');
  const tabs = useRef<Partial<Record<AromaGroupFilter, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = AROMA_GROUPS.indexOf(value);
    const last = AROMA_GROUPS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const group = AROMA_GROUPS[next];
    onChange(group);
    tabs.current[group]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('set.groupsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
      {AROMA_GROUPS.map((group) => {
        const selected = group === value;
        return (
          <button
            key={group}
            ref={(el) => {
              tabs.current[group] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${group}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(group)}
          >
            {t(`set.groups.${group}`)}
          </button>
        );
      })}
    </div>
  );
}
