import type { ContentPage } from '@/domain/content/content-page';
import styles from './content-page-view.module.css';
import { RichText } from '@/components/ui/rich-text';

/** A WordPress page reached at `/{slug}` (about, info, contacts): its title and editor HTML. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className={styles.content}>
      <h1>{page.title}</h1>
      {/* Trusted editor content from the shop's own WordPress. */}
      <RichText className={styles.html} html={page.html} />
    </article>
  );
}
