import type { claimNote as ClaimNoteContent } from '@/content/food-information';
import styles from './ClaimNote.module.css';

/**
 * What must accompany a health claim (Reg. CE 1924/2006, art. 10, par. 2): how much of the drink
 * gives the effect, the importance of a varied diet and a healthy lifestyle, who should not drink
 * it; with a link to the full food information. Shown under the cards that make the claim.
 */
export function ClaimNote({ id, note }: { id: string; note: typeof ClaimNoteContent }) {
  return (
    // A note beside the cards, not one of them: its title is not a heading in the cards' outline.
    <div role="note" className={styles.note} aria-labelledby={id}>
      <p id={id} className={styles.title}>
        {note.title}
      </p>
      <p>{note.text}</p>
      {note.warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
      <p>
        <a href={note.link.href}>{note.link.label}</a>
      </p>
    </div>
  );
}
