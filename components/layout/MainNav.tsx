import clsx from 'clsx';
import { mainNav } from '@/content/navigation';
import { ui } from '@/content/ui';
import { Icon } from '@/components/ui/Icon';
import styles from './MainNav.module.css';

interface MainNavProps {
  /** The route being rendered; its link is highlighted and marked aria-current="page". */
  currentPath: string | null;
}

/**
 * One list of links for every width. On phones it sits in a <details> disclosure, which
 * opens and closes without JavaScript; from 1024 px the list is always shown inline.
 */
export function MainNav({ currentPath }: MainNavProps) {
  return (
    <nav className={styles.nav} aria-label={ui.mainNavLabel}>
      <details className={styles.disclosure}>
        <summary className={styles.toggle}>
          <Icon name="menu" className={styles.openIcon} />
          <Icon name="close" className={styles.closeIcon} />
          <span>{ui.menuOpen}</span>
        </summary>
        <ul className={styles.list}>
          {mainNav.map((item) => {
            const isCurrent = item.href === currentPath;
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={clsx(styles.link, isCurrent && styles.current)}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
