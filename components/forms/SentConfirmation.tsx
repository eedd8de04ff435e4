import clsx from 'clsx';
import {
  HELD_NOTICE_ID,
  REQUEST_NUMBER_PARAMETER,
  REQUEST_NUMBER_PATTERN,
  SENT_NOTICE_ID,
} from '@/lib/contact/request-number';
import styles from './SentConfirmation.module.css';

export interface SentConfirmationCopy {
  title: string;
  /** What the confirmation email holds. */
  text: string;
  /** In its place when no confirmation email left (the address already had the day's most). */
  heldText: string;
  /** Before the request's number, e.g. «Il numero della tua richiesta è». */
  numberLabel: string;
  /** Right after it (no space), e.g. «: citalo se ci scrivi.». */
  numberHint: string;
}

/**
 * 'page' as exported: shown only when the address ends in #richiesta-inviata, or in
 * #conferma-non-inviata when the confirmation email was held back (CSS :target), where the form
 * posted without its island comes back; once the island runs, shown or hidden by it.
 */
export type ConfirmationState = 'page' | 'shown' | 'hidden';

interface SentConfirmationProps {
  copy: SentConfirmationCopy;
  /** The request's number, when the service gave one. */
  number: string | null;
  /** The service held the confirmation email back (as the island learnt it). */
  confirmationHeld: boolean;
  state: ConfirmationState;
}

/**
 * The support form's confirmation, the same whichever way the request left: with the island
 * (after the success toast) or as a plain form post (back on the page at #richiesta-inviata). It
 * stays until the visitor writes again. It sits in a polite live region that is on the page from
 * the start, so it is announced when it appears.
 */
export function SentConfirmation({ copy, number, confirmationHeld, state }: SentConfirmationProps) {
  return (
    <div role="status">
      <div
        id={SENT_NOTICE_ID}
        tabIndex={-1}
        className={clsx(styles.confirmation, styles[state], state === 'shown' && confirmationHeld && styles.held)}
      >
        <p className={styles.title}>{copy.title}</p>
        <p className={styles.sentText}>{copy.text}</p>
        <p id={HELD_NOTICE_ID} className={styles.heldText}>
          {copy.heldText}
        </p>
        <p className={styles.number}>
          {copy.numberLabel} {/* Filled from the address by RETURNED_NUMBER_SCRIPT before the island arrives. */}
          <strong data-request-number="" className={styles.value} suppressHydrationWarning>
            {number ?? ''}
          </strong>
          {copy.numberHint}
        </p>
      </div>
    </div>
  );
}

/**
 * The page is static HTML: after a post without the island its address carries the request's
 * number (?richiesta=L-7KQ4M#richiesta-inviata), and this inline script (kept by the
 * post-export step, allowed by its hash, the same in every build) writes it into the confirmation
 * (at #richiesta-inviata, or at #conferma-non-inviata when the confirmation email was held back).
 * Without JavaScript the confirmation shows without its number.
 */
export const RETURNED_NUMBER_SCRIPT = `(function(){var n=new URLSearchParams(location.search).get(${JSON.stringify(REQUEST_NUMBER_PARAMETER)}),e=document.querySelector(${JSON.stringify(`#${SENT_NOTICE_ID} [data-request-number]`)});if(e&&n&&(location.hash===${JSON.stringify(`#${SENT_NOTICE_ID}`)}||location.hash===${JSON.stringify(`#${HELD_NOTICE_ID}`)})&&${REQUEST_NUMBER_PATTERN}.test(n))e.textContent=n})()`;
