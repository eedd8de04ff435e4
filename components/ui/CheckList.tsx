import { Icon } from './Icon';
import styles from './CheckList.module.css';

/** A list of short points, each marked with a check. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name="check" size="sm" className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
