import { ContactFormIsland } from '@/components/forms/ContactFormIsland';
import { SiteShell } from '@/components/layout/SiteShell';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { supportPage } from '@/content/pages/contatti-supporto';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { contactFormCopy } from '@/lib/contact-form-copy';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata('/contatti-supporto');

export default function SupportPage() {
  const { intro, form, details, closing } = supportPage;
  return (
    <SiteShell currentPath="/contatti-supporto">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="scrivi-al-supporto">
        <div className={styles.layout}>
          <div>
            <SectionHeading id="scrivi-al-supporto" title={form.title} lead={form.lead} align="start" />
            <ContactFormIsland
              variant="support"
              endpoint={contactEndpoint}
              copy={contactFormCopy('support')}
              labelledBy="scrivi-al-supporto"
            />
          </div>
          <aside aria-labelledby="altri-recapiti" className={styles.details}>
            <h2 id="altri-recapiti" className={styles.detailsTitle}>
              {details.title}
            </h2>
            <ContactDetails />
          </aside>
        </div>
      </Section>
      <CtaBanner id="siamo-qui" {...closing} />
    </SiteShell>
  );
}
