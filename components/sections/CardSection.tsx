import type { ReactNode } from 'react';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionAction } from '@/components/ui/SectionAction';
import { SectionHeading } from '@/components/ui/SectionHeading';

interface CardSectionProps {
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  tone?: SectionTone;
  columns?: 2 | 3 | 4;
  action?: { label: string; href: string };
  /** Below the cards: what must accompany them (for example the statements beside a health claim). */
  note?: ReactNode;
  /** Above the cards: what a visitor should read before them (for example how reviews are collected). */
  preface?: ReactNode;
  children: ReactNode;
}

/** A titled section with a grid of cards and an optional button below. */
export function CardSection({ id, tone, columns, action, note, preface, children, ...heading }: CardSectionProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} {...heading} />
      {preface}
      <CardGrid columns={columns}>{children}</CardGrid>
      {note}
      {action && <SectionAction action={action} variant="outline" />}
    </Section>
  );
}
