import clsx from 'clsx';
import { LabelFacts } from '@/components/food/LabelFacts';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { packRows, salesFacts, sales } from '@/content/sales';
import { PriceTable } from './PriceTable';
import styles from './SalesFacts.module.css';

interface SalesFactsProps {
  id: string;
  /**
   * 3: a box with its own heading, a region inside the order form's section (/come-ordinare); 2: the
   * heading of a page section that the page wraps around it, above the box (/prodotto).
   */
  level?: 2 | 3;
}

/**
 * The packs and their prices, then delivery (where, what it costs by zone, when, how it travels
 * cold), the minimum order, payment and withdrawal: where ordering starts, before the form (Codice
 * del Consumo, art. 49 and 51, comma 3), and on /prodotto; from content/sales.yaml, with a link to
 * the full terms.
 */
export function SalesFacts({ id, level = 3 }: SalesFactsProps) {
  const { prices } = sales;
  const facts = (
    <>
      <PriceTable caption={prices.caption} columns={prices.columns} rows={packRows()} />
      <LabelFacts facts={salesFacts()} />
      <p className={styles.link}>
        <a href={sales.link.href}>{sales.link.label}</a>
      </p>
    </>
  );
  if (level === 2) {
    return (
      <>
        <SectionHeading id={id} title={sales.title} />
        <div className={clsx(styles.box, styles.standalone)}>{facts}</div>
      </>
    );
  }
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {sales.title}
      </h3>
      {facts}
    </section>
  );
}
