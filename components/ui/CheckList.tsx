import clsx from 'clsx';
import { Icon } from './Icon';
import styles from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  /** "check" marks points in favour (mint), "close" points against (ginger). */
  mark?: 'check' | 'close';
}

/** A list of short points, each with a mark in front. */
export function CheckList({ items, mark = 'check' }: CheckListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name={mark} size="sm" className={clsx(styles.icon, styles[mark])} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
