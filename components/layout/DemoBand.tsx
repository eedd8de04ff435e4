import { ui } from '@/content/ui';
import { isDemoSite } from '@/lib/site-mode';
import styles from './DemoBand.module.css';

/**
 * «Sito dimostrativo…» at the top of every page of the demonstration site (lib/site-mode.ts), as the
 * first thing in the header's banner; nothing on the published site. A note, not a landmark of its own.
 */
export function DemoBand() {
  if (!isDemoSite()) return null;
  return (
    <div role="note" className={styles.band}>
      <p className={styles.text}>{ui.demoBand}</p>
    </div>
  );
}
