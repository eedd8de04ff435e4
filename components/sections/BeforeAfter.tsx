import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
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
        { column: before, tone: styles.before, icon: 'close' as const },
        { column: after, tone: styles.after, icon: 'check' as const },
      ].map(({ column, tone, icon }) => (
        <div key={column.title} className={clsx(styles.column, tone)}>
          <h3 className={styles.title}>{column.title}</h3>
          <ul className={styles.list}>
            {column.items.map((item) => (
              <li key={item} className={styles.item}>
                <Icon name={icon} size="sm" className={styles.icon} />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
