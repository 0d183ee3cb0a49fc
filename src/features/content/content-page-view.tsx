import type { ReactNode } from 'react';
import type { ContentPage } from '@/domain/content/content-page';
import { RichText } from '@/components/ui/rich-text';
import styles from './content-page-view.module.css';

/**
 * A WordPress page (about, info, contacts, or any page at `/{id}`): its title and editor HTML,
 * sanitised by RichText, then whatever the route adds below (the FAQ on /info).
 */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <article className={styles.content}>
      <h1>{page.title}</h1>
      <RichText className={`${styles.html} reveal-sections`} html={page.html} />
      {children}
    </article>
  );
}
