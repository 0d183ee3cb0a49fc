'use client';

import { useId, useState, type CSSProperties } from 'react';
import { COLLAPSE_DURATION_MS } from '@/config/shop';
import styles from './faq-accordion.module.css';

export type FaqItem = { question: string; answer: string };

/**
 * The options page's FAQ (spec §3 `faq.faq_object`) as a disclosure list: each question is a button
 * with aria-expanded that controls its answer's region, which opens and collapses in 500 ms (spec
 * §9; instantly under prefers-reduced-motion). Several answers may be open at once.
 */
export function FaqAccordion({ items, title }: { items: FaqItem[]; title: string }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section
      className={styles.faq}
      aria-labelledby={`${baseId}-title`}
      style={{ '--collapse-ms': `${COLLAPSE_DURATION_MS}ms` } as CSSProperties}
    >
      <h2 id={`${baseId}-title`} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <li key={index} className={styles.item}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  id={buttonId}
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <span className={styles.sign} aria-hidden="true" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className={styles.panel}
                data-open={expanded}
              >
                <div className={styles.inner}>
                  <p className={styles.answer}>{item.answer}</p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
