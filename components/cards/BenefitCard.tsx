import { Icon, type IconName } from '@/components/ui/Icon';
import styles from './BenefitCard.module.css';

/** A benefit, a tip or any short point: an icon, a title, a sentence and, optionally, a link to read on. */
export interface IconPoint {
  icon: IconName;
  title: string;
  text: string;
  link?: { label: string; href: string };
  /** Small print under the text: who certifies it, or that it is the label's promise. */
  note?: string;
}

export function BenefitCard({ benefit }: { benefit: IconPoint }) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={benefit.icon} size="lg" />
      </span>
      <h3 className={styles.title}>{benefit.title}</h3>
      <p className={styles.text}>{benefit.text}</p>
      {benefit.note && <p className={styles.note}>{benefit.note}</p>}
      {benefit.link && (
        <p>
          <a className={styles.link} href={benefit.link.href}>
            {benefit.link.label}
          </a>
        </p>
      )}
    </article>
  );
}
