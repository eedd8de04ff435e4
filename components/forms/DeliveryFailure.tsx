import { contactFormText } from '@/content/forms';
import { fillTemplate } from '@/content/ui';
import styles from './DeliveryFailure.module.css';

interface DeliveryFailureProps {
  address: string;
  /** mailto: link carrying what the visitor typed. */
  mailto: string;
}

/** Stays on screen after a send that finally failed, with a way to send the same text by email. */
export function DeliveryFailure({ address, mailto }: DeliveryFailureProps) {
  const { title, text, mailtoLabel } = contactFormText.failure;
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.title}>{title}</p>
      <p>{text}</p>
      <p>
        <a href={mailto} className={styles.mailto}>
          {fillTemplate(mailtoLabel, { email: address })}
        </a>
      </p>
    </div>
  );
}
