import type { PackRow } from '@/content/sales';
import styles from './PriceTable.module.css';

interface PriceTableProps {
  caption: string;
  columns: { pack: string; price: string; perBottle: string; perLitre: string };
  rows: readonly PackRow[];
}

/** The packs with their price with VAT, per bottle and per litre: one row each, the pack naming its row. */
export function PriceTable({ caption, columns, rows }: PriceTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.pack}</th>
          <th scope="col">{columns.price}</th>
          <th scope="col">{columns.perBottle}</th>
          <th scope="col">{columns.perLitre}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td className={styles.price}>{row.price}</td>
            <td>{row.perBottle}</td>
            <td>{row.perLitre}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
