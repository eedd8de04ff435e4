import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Container.module.css';

interface ContainerProps {
  children: ReactNode;
  size?: 'wide' | 'narrow';
  className?: string;
}

export function Container({ children, size = 'wide', className }: ContainerProps) {
  return <div className={clsx(styles.container, styles[size], className)}>{children}</div>;
}
