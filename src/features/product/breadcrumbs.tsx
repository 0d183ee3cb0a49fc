import Link from '@/components/ui/shop-link';
import styles from './breadcrumbs.module.css';

export type BreadcrumbLink = { name: string; href: string };

/** Home › category › product; the last crumb is the current page and not a link. */
export function Breadcrumbs({ crumbs, label }: { crumbs: BreadcrumbLink[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
