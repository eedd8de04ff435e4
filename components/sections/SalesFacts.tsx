import { LabelFacts } from '@/components/food/LabelFacts';
import { salesFacts, sales } from '@/content/sales';
import styles from './SalesFacts.module.css';

/**
 * Delivery, payment and withdrawal, where ordering starts and before the form (Codice del Consumo,
 * art. 49 and 51, comma 3), from content/sales.yaml, with a link to the full terms.
 */
export function SalesFacts({ id }: { id: string }) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {sales.title}
      </h3>
      <LabelFacts facts={salesFacts()} />
      <p className={styles.link}>
        <a href={sales.link.href}>{sales.link.label}</a>
      </p>
    </section>
  );
}
