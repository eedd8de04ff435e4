import type { ReactNode } from 'react';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';

interface PageIntroProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** Shown under the introduction (the thank-you page's request number). */
  children?: ReactNode;
  className?: string;
}

/** The top of an inner page: its one h1 and an introduction. */
export function PageIntro({ title, lead, eyebrow, children, className }: PageIntroProps) {
  return (
    <Section labelledBy="page-title" tone="tinted" className={className}>
      <SectionHeading id="page-title" level={1} title={title} lead={lead} eyebrow={eyebrow} />
      {children}
    </Section>
  );
}
