import { BenefitCard } from '@/components/cards/BenefitCard';
import { certifications, type Certification } from '@/content/certifications';
import { site } from '@/content/site';
import { fillTemplate, ui } from '@/content/ui';
import { CardSection } from './CardSection';

/** Who certifies it (the organic control body, named as on the certificate), or that it is the label's promise. */
export function certificationNote(certification: Pick<Certification, 'kind'>): string {
  if (certification.kind === 'promessa') return ui.certification.promise;
  const { controlBodyName, controlBodyCode } = site.organic;
  return fillTemplate(ui.certification.certified, {
    body: controlBodyName ? `${controlBodyName} (${controlBodyCode})` : controlBodyCode,
  });
}

/**
 * The certification badges from content/certifications/, under the page's own heading: only
 * what a body certifies says so, the rest says it is what the label promises.
 */
export function CertificationsSection({ title, lead }: { title: string; lead: string }) {
  return (
    <CardSection id="certificazioni" title={title} lead={lead} tone="mint">
      {certifications.map((certification) => (
        <BenefitCard key={certification.title} benefit={{ ...certification, note: certificationNote(certification) }} />
      ))}
    </CardSection>
  );
}
