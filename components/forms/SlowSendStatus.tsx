import { SLOW_SEND_NOTICE_MS } from '@/lib/contact/delivery';
import styles from './SlowSendStatus.module.css';
import { useElapsedSeconds } from './useElapsedSeconds';

interface SlowSendStatusProps {
  /** When the send under way started (performance.now()), or null. */
  since: number | null;
  /** The text, with {seconds} where the elapsed time goes. */
  text: string;
}

/**
 * A send that takes longer than a few seconds says so, politely: the request is on its way and
 * the visitor can wait, with the time elapsed. The region is on the page from the start, so the
 * sentence is announced once when it appears; the seconds are a timer (role="timer", not
 * announced at every tick) that a screen reader finds in the sentence.
 */
export function SlowSendStatus({ since, text }: SlowSendStatusProps) {
  const seconds = useElapsedSeconds(since, SLOW_SEND_NOTICE_MS);
  const [before, after = ''] = text.split('{seconds}');
  return (
    <div role="status" className={styles.region}>
      {seconds !== null && (
        <p className={styles.status}>
          {before}
          {text.includes('{seconds}') && <span role="timer">{seconds}</span>}
          {after}
        </p>
      )}
    </div>
  );
}
