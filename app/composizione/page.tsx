import { BenefitCard } from '@/components/cards/BenefitCard';
import { IngredientDetail } from '@/components/cards/IngredientDetail';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { Gallery } from '@/components/sections/Gallery';
import { PageIntro } from '@/components/sections/PageIntro';
import { VideoPlaceholder } from '@/components/sections/VideoPlaceholder';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { certifications } from '@/content/certifications';
import { compositionPage } from '@/content/composition';
import { ingredients } from '@/content/ingredients';
import { preparationVideo } from '@/content/video';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata('/composizione');

export default function CompositionPage() {
  const { intro, gallery } = compositionPage;
  return (
    <SiteShell currentPath="/composizione">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="ingredienti">
        <SectionHeading id="ingredienti" title={compositionPage.ingredients.title} lead={compositionPage.ingredients.lead} />
        <ul className={styles.ingredients}>
          {ingredients.map((ingredient) => (
            <li key={ingredient.id}>
              <IngredientDetail ingredient={ingredient} benefitsLabel={compositionPage.ingredients.benefitsLabel} />
            </li>
          ))}
        </ul>
      </Section>
      <CardSection id="certificazioni" {...compositionPage.certifications} tone="mint">
        {certifications.map((certification) => (
          <BenefitCard key={certification.title} benefit={certification} />
        ))}
      </CardSection>
      <Section labelledBy="video">
        <SectionHeading id="video" title={preparationVideo.title} lead={preparationVideo.lead} />
        <VideoPlaceholder {...preparationVideo} />
      </Section>
      <Section labelledBy="galleria" tone="tinted">
        <SectionHeading id="galleria" title={gallery.title} lead={gallery.lead} />
        <Gallery tiles={gallery.tiles} />
      </Section>
      <CtaBanner id="ordina" {...compositionPage.closing} />
    </SiteShell>
  );
}
