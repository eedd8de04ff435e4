import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import { formatAddress, site } from '@/content/site';
import styles from './SupportContacts.module.css';

interface SupportContactsProps {
  id: string;
  title: string;
  emailLabel: string;
  addressLabel: string;
  hoursTitle: string;
}

/** Email, address and support hours beside the support form, from content/site.ts. */
export function SupportContacts({ id, title, emailLabel, addressLabel, hoursTitle }: SupportContactsProps) {
  const rows: Array<{ icon: IconName; label: string; value: ReactNode }> = [
    { icon: 'mail', label: emailLabel, value: <a href={`mailto:${site.email}`}>{site.email}</a> },
    {
      icon: 'pin',
      label: addressLabel,
      value: (
        <>
          {site.company.legalName}
          <br />
          {formatAddress()}
        </>
      ),
    },
  ];
  return (
    <aside aria-labelledby={id} className={styles.box}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>
              <Icon name={row.icon} size="sm" />
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.term}>
        <Icon name="clock" size="sm" />
        {hoursTitle}
      </h3>
      <dl className={styles.hours}>
        {site.hours.map((slot) => (
          <div key={slot.days} className={styles.slot}>
            <dt>{slot.days}</dt>
            <dd>{slot.time}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
