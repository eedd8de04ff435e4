import { site } from '@/content/site';
import { ui } from '@/content/ui';
import styles from './Logo.module.css';

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a href="/" className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo} aria-label={ui.homeLinkLabel}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle className={styles.rind} cx="16" cy="16" r="15" />
        <circle className={styles.pulp} cx="16" cy="16" r="11.5" />
        <path className={styles.segments} d="M16 16V5.5M16 16l9 5.2M16 16l-9 5.2" />
        <path className={styles.leaf} d="M17.5 14.5c2-6 7-8.5 12-8-1 5.5-5.5 9-12 8z" />
      </svg>
      <span className={styles.word}>{site.name}</span>
    </a>
  );
}
