import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Icon.module.css';
import * as paths from './iconPaths';

export type IconName = keyof typeof paths;

type IconSize = 'sm' | 'md' | 'lg';

interface IconSvgProps {
  size?: IconSize;
  className?: string;
  /** One of the paths of ./iconPaths. */
  children: ReactNode;
}

/** 24×24 stroke icons drawn for this site; decorative, so hidden from assistive technology. */
export function IconSvg({ size = 'md', className, children }: IconSvgProps) {
  return (
    <svg
      className={clsx(styles.icon, styles[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

interface IconProps {
  name: IconName;
  size?: IconSize;
  className?: string;
}

export function Icon({ name, ...props }: IconProps) {
  return <IconSvg {...props}>{paths[name]}</IconSvg>;
}
