import { HELD_NOTICE_ID, REQUEST_NUMBER_PARAMETER, REQUEST_NUMBER_PATTERN } from '@/lib/contact/request-number';
import styles from './RequestNumber.module.css';

interface RequestNumberProps {
  /** Before the number, e.g. «Il numero della tua richiesta è». */
  label: string;
  /** Right after it (no space), e.g. «: citalo se ci scrivi.». */
  hint: string;
  /** Says that no confirmation email left (the address already had the day's most). */
  heldNotice: string;
}

/**
 * The static page shows the number in its address (?richiesta=L-7KQ4M) by this inline script, which
 * never changes with the content, so neither does its hash. Without it the line stays hidden, unless
 * the request service wrote the number in (server/site-pages.ts finds it by the data attributes).
 */
const SHOW_NUMBER = `(function(s){var n=new URLSearchParams(location.search).get(${JSON.stringify(REQUEST_NUMBER_PARAMETER)});var p=s&&s.previousElementSibling;if(!p||!n||!${REQUEST_NUMBER_PATTERN}.test(n))return;p.querySelector('[data-request-number]').textContent=n;p.hidden=false})(document.currentScript)`;

export function RequestNumber({ label, hint, heldNotice }: RequestNumberProps) {
  return (
    <>
      {/* Shown only at #conferma-non-inviata (CSS :target), where a request whose confirmation was held back leads. */}
      <p id={HELD_NOTICE_ID} className={styles.held}>
        {heldNotice}
      </p>
      <p className={styles.number} hidden data-request-number-line="">
        {label} <strong data-request-number="" className={styles.value} />
        {hint}
      </p>
      <script data-keep dangerouslySetInnerHTML={{ __html: SHOW_NUMBER }} />
    </>
  );
}
