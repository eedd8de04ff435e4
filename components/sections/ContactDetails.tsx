import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import { formatAddress, site } from '@/content/site';
import { contactDetailsLabels } from '@/content/ui';
import styles from './ContactDetails.module.css';

interface ContactDetailsProps {
  email?: string;
  address?: string;
  hours?: ReadonlyArray<{ days: string; time: string }>;
  reply?: string;
}

function DetailItem({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.label}>{label}</h3>
      <div className={styles.body}>{children}</div>
    </li>
  );
}

/**
 * Email, address and customer-service hours as a card, from content/site.yaml unless a test gives
 * others. Each item has an h3, so place it under an h2.
 */
export function ContactDetails({
  email = site.email,
  address = formatAddress(site.company),
  hours = site.hours,
  reply = site.replyPromise,
}: ContactDetailsProps) {
  return (
    <ul className={styles.card}>
      <DetailItem icon="mail" label={contactDetailsLabels.email}>
        <a className={styles.email} href={`mailto:${email}`}>
          {email}
        </a>
      </DetailItem>
      <DetailItem icon="pin" label={contactDetailsLabels.address}>
        <p>{address}</p>
      </DetailItem>
      <DetailItem icon="clock" label={contactDetailsLabels.hours}>
        <dl className={styles.hours}>
          {hours.map((row) => (
            <div key={row.days} className={styles.hoursRow}>
              <dt>{row.days}</dt>
              <dd>{row.time}</dd>
            </div>
          ))}
        </dl>
        {reply ? <p className={styles.reply}>{reply}</p> : null}
      </DetailItem>
    </ul>
  );
}
