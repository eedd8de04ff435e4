import { claimNote } from '@/content/food-information';
import { makesHealthClaim } from '@/lib/content/claims';
import styles from './ClaimNote.module.css';

/**
 * What must accompany a health claim (Reg. CE 1924/2006, art. 10, par. 2): how much of the drink
 * gives the effect, the importance of a varied diet and a healthy lifestyle, who should not drink
 * it; with a link to the full food information. Shown under a group of cards if one of their texts
 * makes an authorised health claim: a card edited to carry one never goes without them.
 */
export function ClaimNoteIfNeeded({ id, texts }: { id: string; texts: readonly string[] }) {
  if (!texts.some(makesHealthClaim)) return null;
  return (
    // A note beside the cards, not one of them: its title is not a heading in the cards' outline.
    <div role="note" className={styles.note} aria-labelledby={id}>
      <p id={id} className={styles.title}>
        {claimNote.title}
      </p>
      <p>{claimNote.text}</p>
      {claimNote.warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
      <p>
        <a href={claimNote.link.href}>{claimNote.link.label}</a>
      </p>
    </div>
  );
}
