import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { Icon } from '@/components/ui/Icon';
import styles from './TrustBar.module.css';

/** Email and reassurance badges above the navigation; shown from 1024 px wide. */
export function TrustBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <a className={styles.item} href={`mailto:${site.email}`}>
          <Icon name="mail" size="sm" />
          {site.email}
        </a>
        <ul className={styles.badges} aria-label={ui.trustBarLabel}>
          <li className={styles.item}>
            <Icon name="lock" size="sm" />
            {ui.sslBadge}
          </li>
          <li className={styles.item}>
            <Icon name="users" size="sm" />
            {ui.customersBadge}
          </li>
        </ul>
      </div>
    </div>
  );
}
