import { BenefitCard } from '@/components/cards/BenefitCard';
import { SiteShell } from '@/components/layout/SiteShell';
import { PageIntro } from '@/components/sections/PageIntro';
import { RequestNumber } from '@/components/sections/RequestNumber';
import { StepList } from '@/components/sections/StepList';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CardGrid } from '@/components/ui/CardGrid';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { drinkingTips } from '@/content/drinking-tips';
import { grazie } from '@/content/pages/grazie-benvenuto';
import { thankYouSteps } from '@/content/thank-you-steps';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata('/grazie-benvenuto');

export default function Page() {
  const { intro, requestNumber, confirmationHeld, nextSteps, hint, tips, closing } = grazie;
  return (
    <SiteShell currentPath="/grazie-benvenuto">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} className={styles.intro}>
        <RequestNumber label={requestNumber.label} hint={requestNumber.hint} heldNotice={confirmationHeld} />
      </PageIntro>
      <Section labelledBy="prossimi-passi">
        <SectionHeading id="prossimi-passi" title={nextSteps.title} lead={nextSteps.lead} />
        <StepList steps={thankYouSteps} />
      </Section>
      <Section labelledBy="email-non-ricevuta" size="narrow" className={styles.hintSection}>
        <div className={styles.hint}>
          <span className={styles.hintIcon}>
            <Icon name="mail" size="lg" />
          </span>
          <div className={styles.hintBody}>
            <h2 id="email-non-ricevuta" className={styles.hintTitle}>
              {hint.title}
            </h2>
            <p>{hint.text}</p>
            <p>
              {hint.writeUsBefore} <a href={`mailto:${site.email}`}>{site.email}</a> {hint.writeUsAfter}
            </p>
          </div>
        </div>
      </Section>
      <Section labelledBy="consigli" tone="mint">
        <SectionHeading id="consigli" title={tips.title} lead={tips.lead} />
        <CardGrid columns={4}>
          {drinkingTips.map((tip) => (
            <BenefitCard key={tip.title} benefit={tip} />
          ))}
        </CardGrid>
      </Section>
      <Section labelledBy="nel-frattempo" size="narrow" className={styles.closing}>
        <SectionHeading id="nel-frattempo" title={closing.title} lead={closing.text} />
        <p className={styles.actions}>
          <ButtonLink href={closing.support.href} size="lg">
            {closing.support.label}
          </ButtonLink>
          <ButtonLink href={closing.recipes.href} size="lg" variant="outline">
            {closing.recipes.label}
          </ButtonLink>
        </p>
      </Section>
    </SiteShell>
  );
}
