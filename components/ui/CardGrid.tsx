import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

interface CardGridProps {
  children: ReactNode;
  /** Columns on wide screens; phones always show one column. */
  columns?: 2 | 3 | 4;
}

/** A responsive list of cards: each child becomes a list item. */
export function CardGrid({ children, columns = 3 }: CardGridProps) {
  const items = Array.isArray(children) ? children : [children];
  return (
    <ul className={clsx(styles.grid, styles[`cols${columns}`])}>
      {items.map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
