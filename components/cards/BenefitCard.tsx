import type { Benefit } from '@/content/benefits';
import { Icon, type IconName } from '@/components/ui/Icon';
import styles from './BenefitCard.module.css';

const iconFor: Record<Benefit['icon'], IconName> = {
  energy: 'energy',
  stomach: 'stomach',
  shield: 'shield',
  leaf: 'leaf',
};

export function BenefitCard({ benefit }: { benefit: Benefit }) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={iconFor[benefit.icon]} size="lg" />
      </span>
      <h3 className={styles.title}>{benefit.title}</h3>
      <p className={styles.text}>{benefit.text}</p>
    </article>
  );
}
