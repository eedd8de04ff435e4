import { REQUEST_NUMBER_PARAMETER, REQUEST_NUMBER_PATTERN } from '@/lib/contact/request-number';
import styles from './RequestNumber.module.css';

interface RequestNumberProps {
  /** Before the number, e.g. «Il numero della tua richiesta è». */
  label: string;
  /** Right after it (no space), e.g. «: citalo se ci scrivi.». */
  hint: string;
}

/**
 * The page is static HTML: its address carries the number of the request just sent
 * (?richiesta=L-2026-000123), and this small inline script (kept by the post-export step,
 * allowed by its hash) shows it. The script never changes with the content, so neither does its
 * hash; without JavaScript, or without a number, the line stays hidden.
 */
const SHOW_NUMBER = `(function(s){var n=new URLSearchParams(location.search).get(${JSON.stringify(REQUEST_NUMBER_PARAMETER)});var p=s&&s.previousElementSibling;if(!p||!n||!${REQUEST_NUMBER_PATTERN}.test(n))return;p.querySelector('[data-request-number]').textContent=n;p.hidden=false})(document.currentScript)`;

export function RequestNumber({ label, hint }: RequestNumberProps) {
  return (
    <>
      <p className={styles.number} hidden>
        {label} <strong data-request-number="" className={styles.value} />
        {hint}
      </p>
      <script data-keep dangerouslySetInnerHTML={{ __html: SHOW_NUMBER }} />
    </>
  );
}
