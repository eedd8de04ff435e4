import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
  /** A second line under the lead, which may hold a link. */
  note?: ReactNode;
  eyebrow?: string;
  align?: 'start' | 'center';
  /** The page's own title is the h1; every section heading is an h2. */
  level?: 1 | 2;
  inverse?: boolean;
}

export function SectionHeading({
  id,
  title,
  lead,
  note,
  eyebrow,
  align = 'center',
  level = 2,
  inverse = false,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={clsx(styles.heading, styles[align], inverse && styles.inverse)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={clsx(styles.title, level === 1 && styles.pageTitle)}>
        {title}
      </Heading>
      {lead && <p className={styles.lead}>{lead}</p>}
      {note && <p className={styles.lead}>{note}</p>}
    </div>
  );
}
