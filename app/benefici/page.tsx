import { BenefitCard } from '@/components/cards/BenefitCard';
import { TestimonialCard } from '@/components/cards/TestimonialCard';
import { ClaimNoteIfNeeded } from '@/components/food/ClaimNote';
import { SiteShell } from '@/components/layout/SiteShell';
import { BeforeAfter } from '@/components/sections/BeforeAfter';
import { CardSection } from '@/components/sections/CardSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { ReviewsNoteLink } from '@/components/sections/ReviewsNote';
import { SideCta } from '@/components/sections/SideCta';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { TagList } from '@/components/ui/TagList';
import { benefits } from '@/content/benefits';
import { benefitsPage } from '@/content/pages/benefici';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata('/benefici');

export default function BenefitsPage() {
  const { intro, cards, beforeAfter, featured, tags, aside } = benefitsPage;
  return (
    <SiteShell currentPath="/benefici">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <CardSection
        id="quattro-benefici"
        title={cards.title}
        lead={cards.lead}
        columns={4}
        note={<ClaimNoteIfNeeded id="benefici-vitamina-c" texts={benefits.map((benefit) => benefit.text)} />}
      >
        {benefits.map((benefit) => (
          <BenefitCard key={benefit.title} benefit={benefit} />
        ))}
      </CardSection>
      <Container className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="prima-dopo">
            <SectionHeading id="prima-dopo" title={beforeAfter.title} lead={beforeAfter.lead} align="start" />
            <BeforeAfter before={beforeAfter.before} after={beforeAfter.after} />
          </section>
          {featured && (
            <section aria-labelledby="testimonianza">
              <SectionHeading id="testimonianza" title={featured.title} align="start" />
              <TestimonialCard testimonial={featured.testimonial} variant="story" />
              <ReviewsNoteLink />
            </section>
          )}
          <section aria-labelledby="ingredienti-tag">
            <SectionHeading id="ingredienti-tag" title={tags.title} align="start" />
            <TagList tags={tags.items} />
          </section>
        </div>
        <SideCta id="provala" {...aside} />
      </Container>
    </SiteShell>
  );
}
