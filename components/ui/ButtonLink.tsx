import clsx from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './ButtonLink.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'onDark';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  className?: string;
}

/** The button look, for a real <button> that must match the links styled as buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md', className?: string): string {
  return clsx(styles.button, styles[variant], styles[size], className);
}

/** A link that looks like a button: navigation stays a plain <a>, so it works without JavaScript. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  const classes = buttonClassName(variant, size, className);
  if (/^(mailto:|tel:|https?:)/.test(href)) {
    return (
      <a className={classes} href={href}>
        {children}
      </a>
    );
  }
  return (
    <Link className={classes} href={href}>
      {children}
    </Link>
  );
}
