import { ui } from '@/content/ui';
import styles from './SkipLink.module.css';

export const MAIN_ID = 'contenuto';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {ui.skipToContent}
    </a>
  );
}
