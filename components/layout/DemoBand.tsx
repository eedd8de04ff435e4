import { ui } from '@/content/ui';
import { isDemoSite } from '@/lib/site-mode';
import styles from './DemoBand.module.css';

/**
 * «Sito dimostrativo…» above the header of every page of the demonstration site (lib/site-mode.ts),
 * nothing on the published site. A note, not a landmark: the page keeps one banner, its header.
 */
export function DemoBand() {
  if (!isDemoSite()) return null;
  return (
    <div role="note" className={styles.band}>
      <p className={styles.text}>{ui.demoBand}</p>
    </div>
  );
}
