import type { BreadcrumbInput } from '@/lib/structured-data';
import styles from './Breadcrumbs.module.css';

/** Home › … › this page: the same trail as the page's BreadcrumbList; the last crumb is the page itself. */
export function Breadcrumbs({ trail, label }: { trail: readonly BreadcrumbInput[]; label: string }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={label}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={styles.crumb}>
            {index < trail.length - 1 ? (
              <a href={crumb.path}>{crumb.name}</a>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
