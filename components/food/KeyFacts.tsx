import { Section } from '@/components/ui/Section';
import { SectionAction } from '@/components/ui/SectionAction';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { LabelFacts, type LabelFactItem } from './LabelFacts';

interface KeyFactsProps {
  id: string;
  title: string;
  facts: readonly LabelFactItem[];
  link: { label: string; href: string };
}

/** The label's essentials, with a link to all of it on /prodotto. */
export function KeyFacts({ id, title, facts, link }: KeyFactsProps) {
  return (
    <Section labelledBy={id} size="narrow">
      <SectionHeading id={id} title={title} />
      <LabelFacts facts={facts} />
      <SectionAction action={link} variant="outline" />
    </Section>
  );
}
