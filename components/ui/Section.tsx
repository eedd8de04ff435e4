import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './Section.module.css';

export type SectionTone = 'plain' | 'tinted' | 'mint' | 'dark';

interface SectionProps {
  /** id of the heading that names this section (aria-labelledby). */
  labelledBy: string;
  children: ReactNode;
  tone?: SectionTone;
  size?: 'wide' | 'narrow';
  className?: string;
}

export function Section({ labelledBy, children, tone = 'plain', size = 'wide', className }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={clsx(styles.section, styles[tone], className)} data-tone={tone}>
      <Container size={size}>{children}</Container>
    </section>
  );
}
