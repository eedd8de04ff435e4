import styles from './DeliveryFailure.module.css';

interface DeliveryFailureProps {
  title: string;
  text: string;
  /** The link's text, naming the address. */
  mailtoLabel: string;
  /** mailto: link carrying what the visitor typed. */
  mailto: string;
  /** Shown when the message was too long to travel whole in the link. */
  cutNote: string | null;
}

/** Stays on screen after a send that finally failed, with a way to send the same text by email. */
export function DeliveryFailure({ title, text, mailtoLabel, mailto, cutNote }: DeliveryFailureProps) {
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.title}>{title}</p>
      <p>{text}</p>
      <p>
        <a href={mailto} className={styles.mailto}>
          {mailtoLabel}
        </a>
      </p>
      {cutNote && <p>{cutNote}</p>}
    </div>
  );
}
