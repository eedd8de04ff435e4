import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';

interface PageIntroProps {
  title: string;
  lead?: string;
  eyebrow?: string;
}

/** The top of an inner page: its one h1 and an introduction. */
export function PageIntro({ title, lead, eyebrow }: PageIntroProps) {
  return (
    <Section labelledBy="page-title" tone="tinted">
      <SectionHeading id="page-title" level={1} title={title} lead={lead} eyebrow={eyebrow} />
    </Section>
  );
}
