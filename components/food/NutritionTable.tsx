import type { NutritionRow } from '@/lib/food-information';
import styles from './NutritionTable.module.css';

interface NutritionTableProps {
  caption: string;
  columns: { nutrient: string; per100: string; perBottle: string };
  rows: readonly NutritionRow[];
}

/** The nutrition declaration: average values per 100 ml and per bottle, vitamins with their share of the reference value. */
export function NutritionTable({ caption, columns, rows }: NutritionTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.nutrient}</th>
          <th scope="col">{columns.per100}</th>
          <th scope="col">{columns.perBottle}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.indent ? styles.sub : undefined}>
            <th scope="row">{row.label}</th>
            <td>
              {row.per100.text}
              {row.share && <span className={styles.share}>{row.share.per100}</span>}
            </td>
            <td>
              {row.perBottle.text}
              {row.share && <span className={styles.share}>{row.share.perBottle}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
