import type { ContentPage } from '@/domain/content/content-page';
import styles from './content-page-view.module.css';

/** A WordPress page reached at `/{slug}` (about, info, contacts): its title and editor HTML. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className={styles.content}>
      <h1>{page.title}</h1>
      {/* Trusted editor content from the shop's own WordPress. */}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
