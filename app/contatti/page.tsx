import { SiteShell } from '@/components/layout/SiteShell';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageIntro } from '@/components/sections/PageIntro';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CheckList } from '@/components/ui/CheckList';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { contatti } from '@/content/pages/contatti';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata('/contatti');

export default function Page() {
  const { intro, details, service } = contatti;
  return (
    <SiteShell currentPath="/contatti">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="come-contattarci">
        <SectionHeading id="come-contattarci" title={details.title} lead={details.lead} />
        <div className={styles.grid}>
          <ContactDetails />
          <article className={styles.service} aria-labelledby="servizio-clienti">
            <h3 id="servizio-clienti" className={styles.serviceTitle}>
              {service.title}
            </h3>
            <p className={styles.serviceText}>{service.text}</p>
            <p>{service.topicsIntro}</p>
            <CheckList items={service.topics} />
            <p className={styles.action}>
              <ButtonLink href={service.cta.href} size="lg">
                {service.cta.label}
              </ButtonLink>
            </p>
          </article>
        </div>
      </Section>
    </SiteShell>
  );
}
