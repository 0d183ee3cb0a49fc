import type { ReactNode } from 'react';
import styles from './page-error-view.module.css';

/**
 * A page that could not be shown: what happened, what to do, and one action. Drawn by the error
 * boundary in the browser and by the "temporarily unavailable" page on the server, inside the
 * layout, so the header and footer stay.
 */
export function PageErrorView({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <section className={styles.pageError} aria-labelledby="page-error-title">
      <h1 id="page-error-title" className={styles.title}>
        {title}
      </h1>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </section>
  );
}
