import { IngredientDetail } from '@/components/cards/IngredientDetail';
import { ClaimNoteIfNeeded } from '@/components/food/ClaimNote';
import { KeyFacts } from '@/components/food/KeyFacts';
import { SiteShell } from '@/components/layout/SiteShell';
import { CertificationsSection } from '@/components/sections/CertificationsSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { Gallery } from '@/components/sections/Gallery';
import { PageIntro } from '@/components/sections/PageIntro';
import { VideoSection } from '@/components/sections/VideoSection';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { compositionPage } from '@/content/pages/composizione';
import { keyFacts } from '@/content/food-information';
import { ingredients } from '@/content/ingredients';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata('/composizione');

export default function CompositionPage() {
  const { intro, gallery } = compositionPage;
  return (
    <SiteShell currentPath="/composizione">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="ingredienti">
        <SectionHeading
          id="ingredienti"
          title={compositionPage.ingredients.title}
          lead={compositionPage.ingredients.lead}
        />
        <ul className={styles.ingredients}>
          {ingredients.map((ingredient) => (
            <li key={ingredient.slug}>
              <IngredientDetail ingredient={ingredient} benefitsLabel={compositionPage.ingredients.benefitsLabel} />
            </li>
          ))}
        </ul>
        <ClaimNoteIfNeeded
          id="ingredienti-vitamina-c"
          texts={ingredients.flatMap((ingredient) => [ingredient.description, ...ingredient.benefits])}
        />
      </Section>
      <KeyFacts id="in-etichetta" title={keyFacts.title} facts={keyFacts.composition} link={keyFacts.link} />
      <CertificationsSection {...compositionPage.certifications} />
      <VideoSection />
      <Section labelledBy="galleria" tone="tinted">
        <SectionHeading id="galleria" title={gallery.title} lead={gallery.lead} />
        <Gallery tiles={gallery.tiles} />
      </Section>
      <CtaBanner id="ordina" {...compositionPage.closing} />
    </SiteShell>
  );
}
