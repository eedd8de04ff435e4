import { BenefitCard } from '@/components/cards/BenefitCard';
import { TestimonialCard } from '@/components/cards/TestimonialCard';
import { ClaimNoteIfNeeded } from '@/components/food/ClaimNote';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { ClaimsStrip } from '@/components/sections/ClaimsStrip';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { HomeHero } from '@/components/sections/HomeHero';
import { IngredientsSection } from '@/components/sections/IngredientsSection';
import { ReviewsNote, ReviewsNoteLink } from '@/components/sections/ReviewsNote';
import { StepList } from '@/components/sections/StepList';
import { Section } from '@/components/ui/Section';
import { SectionAction } from '@/components/ui/SectionAction';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { benefits } from '@/content/benefits';
import { claims } from '@/content/claims';
import { home } from '@/content/pages/home';
import { fromPriceText } from '@/content/sales';
import { orderSteps } from '@/content/order-steps';
import { homeTestimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <SiteShell currentPath="/">
      <HomeHero hero={home.hero} noteId="benefici-vitamina-c" price={fromPriceText()} />
      <ClaimsStrip claims={claims} label={home.claimsLabel} />
      {/* Customers' words only where there are some the site may show (lib/site-mode.ts): with none, no heading either. */}
      {homeTestimonials.length > 0 && (
        <CardSection
          id="cosa-dicono"
          title={home.testimonials.title}
          lead={home.testimonials.lead}
          note={<ReviewsNote id="recensioni-nota" />}
        >
          {homeTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </CardSection>
      )}
      <CardSection
        id="benefici"
        title={home.benefits.title}
        lead={home.benefits.lead}
        tone="mint"
        columns={4}
        note={
          <ClaimNoteIfNeeded
            id="benefici-vitamina-c"
            texts={[home.hero.claim, ...benefits.map((benefit) => benefit.text)]}
          />
        }
      >
        {benefits.map((benefit) => (
          <BenefitCard key={benefit.title} benefit={benefit} />
        ))}
      </CardSection>
      <IngredientsSection {...home.ingredients} />
      {homeTestimonials.length > 0 && (
        <CardSection
          id="storie-vere"
          title={home.stories.title}
          lead={home.stories.lead}
          action={home.stories.cta}
          note={<ReviewsNoteLink />}
        >
          {homeTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} variant="story" />
          ))}
        </CardSection>
      )}
      <Section labelledBy="come-ricevere" tone="mint">
        <SectionHeading id="come-ricevere" title={home.steps.title} lead={home.steps.lead} />
        <StepList steps={orderSteps} />
        <SectionAction action={home.steps.cta} size="lg" />
      </Section>
      <CtaBanner id="scrivici" {...home.closing} />
    </SiteShell>
  );
}
