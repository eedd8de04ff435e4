import clsx from 'clsx';
import { CheckList } from '@/components/ui/CheckList';
import styles from './BeforeAfter.module.css';

interface Column {
  title: string;
  items: readonly string[];
}

/** Two lists side by side: life before and after the change. */
export function BeforeAfter({ before, after }: { before: Column; after: Column }) {
  return (
    <div className={styles.columns}>
      {[
        { column: before, tone: styles.before, mark: 'close' as const },
        { column: after, tone: styles.after, mark: 'check' as const },
      ].map(({ column, tone, mark }) => (
        <div key={column.title} className={clsx(styles.column, tone)}>
          <h3 className={styles.title}>{column.title}</h3>
          <CheckList items={column.items} mark={mark} />
        </div>
      ))}
    </div>
  );
}
