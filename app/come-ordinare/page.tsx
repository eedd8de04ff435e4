import { ContactFormIsland } from '@/components/forms/ContactFormIsland';
import { SiteShell } from '@/components/layout/SiteShell';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { FaqList } from '@/components/sections/FaqList';
import { PageIntro } from '@/components/sections/PageIntro';
import { SalesFacts } from '@/components/sections/SalesFacts';
import { StepList } from '@/components/sections/StepList';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { orderFaq } from '@/content/faq';
import { orderingPage } from '@/content/pages/come-ordinare';
import { orderSteps } from '@/content/order-steps';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { contactFormCopy } from '@/lib/contact-form-copy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/come-ordinare');

export default function OrderPage() {
  const { intro, steps, form, faq, support } = orderingPage;
  return (
    <SiteShell currentPath="/come-ordinare">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="tre-passi" tone="mint">
        <SectionHeading id="tre-passi" title={steps.title} lead={steps.lead} />
        <StepList steps={orderSteps} />
      </Section>
      <Section labelledBy="richiesta" size="narrow">
        <SectionHeading
          id="richiesta"
          title={form.title}
          lead={form.lead}
          note={
            <>
              {form.foodInformation.before} <a href={form.foodInformation.href}>{form.foodInformation.label}</a>.
            </>
          }
        />
        <SalesFacts id="prima-di-ordinare" />
        <ContactFormIsland
          variant="order"
          endpoint={contactEndpoint}
          copy={contactFormCopy('order')}
          labelledBy="richiesta"
        />
      </Section>
      <Section labelledBy="domande" tone="tinted" size="narrow">
        <SectionHeading id="domande" title={faq.title} />
        <FaqList items={orderFaq} />
      </Section>
      <CtaBanner id="aiuto" {...support} />
    </SiteShell>
  );
}
