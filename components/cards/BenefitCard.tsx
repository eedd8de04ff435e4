import { Icon, type IconName } from '@/components/ui/Icon';
import styles from './BenefitCard.module.css';

/** A benefit, a tip or any short point: an icon, a title and a sentence. */
export interface IconPoint {
  icon: IconName;
  title: string;
  text: string;
}

export function BenefitCard({ benefit }: { benefit: IconPoint }) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={benefit.icon} size="lg" />
      </span>
      <h3 className={styles.title}>{benefit.title}</h3>
      <p className={styles.text}>{benefit.text}</p>
    </article>
  );
}
