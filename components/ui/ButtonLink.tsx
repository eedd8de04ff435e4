import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './ButtonLink.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'onDark';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
}

/** The button look, for a real <button> that must match the links styled as buttons. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: 'md' | 'lg' = 'md',
  className?: string,
): string {
  return clsx(styles.button, styles[variant], styles[size], className);
}

/** A link that looks like a button. A plain <a>: every page is its own HTML document, and most load no router. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md' }: ButtonLinkProps) {
  return (
    <a className={buttonClassName(variant, size)} href={href}>
      {children}
    </a>
  );
}
