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
 * The page is static HTML: its address carries the number of the request just sent
 * (?richiesta=L-7KQ4M), and this small inline script (kept by the post-export step,
 * allowed by its hash) shows it. The script never changes with the content, so neither does its
 * hash; without JavaScript, or without a number, the line stays hidden, unless the request service
 * sent the page with the number already written in (server/site-pages.ts finds the line by its
 * data-request-number-line and data-request-number attributes).
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
