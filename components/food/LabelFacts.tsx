import type { ReactNode } from 'react';
import styles from './LabelFacts.module.css';

export interface LabelFactItem {
  label: string;
  /** One value, or several (each its own line). */
  value: ReactNode | readonly string[];
}

/** What a label says, as a list of names and values (one row each; label beside the value on wider screens). */
export function LabelFacts({ facts }: { facts: readonly LabelFactItem[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          {Array.isArray(fact.value) ? (
            fact.value.map((line: string) => <dd key={line}>{line}</dd>)
          ) : (
            <dd>{fact.value as ReactNode}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
