import { BenefitCard } from '@/components/cards/BenefitCard';
import { certifications } from '@/content/certifications';
import { CardSection } from './CardSection';

/** The three certification badges from content/certifications.ts, under the page's own heading. */
export function CertificationsSection({ title, lead }: { title: string; lead: string }) {
  return (
    <CardSection id="certificazioni" title={title} lead={lead} tone="mint">
      {certifications.map((certification) => (
        <BenefitCard key={certification.title} benefit={certification} />
      ))}
    </CardSection>
  );
}
