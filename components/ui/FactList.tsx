import clsx from 'clsx';
import { Icon, type IconName } from './Icon';
import styles from './FactList.module.css';

export interface Fact {
  icon: IconName;
  label: string;
  value: string;
}

/** Short labelled facts in a row (time, servings…), each with its icon. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={clsx(styles.facts, className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          {/* Inside the term: a <dl>'s groups hold only <dt> and <dd> (the icon is decorative). */}
          <dt className={styles.term}>
            <Icon name={fact.icon} size="sm" />
            {/* The colon follows the word, outside the gap that spaces the icon: «Preparazione:», not «Preparazione :». */}
            <span className={styles.label}>{fact.label}</span>
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
