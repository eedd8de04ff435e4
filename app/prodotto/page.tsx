import { BenefitCard } from '@/components/cards/BenefitCard';
import { IngredientCard } from '@/components/cards/IngredientCard';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageIntro } from '@/components/sections/PageIntro';
import { ProductOverview } from '@/components/sections/ProductOverview';
import { VideoPlaceholder } from '@/components/sections/VideoPlaceholder';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { certifications } from '@/content/certifications';
import { ingredients } from '@/content/ingredients';
import { productPage } from '@/content/product';
import { preparationVideo } from '@/content/video';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/prodotto');

export default function ProductPage() {
  const { intro, overview } = productPage;
  return (
    <SiteShell currentPath="/prodotto">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="panoramica">
        <ProductOverview id="panoramica" {...overview} />
      </Section>
      <CardSection id="ingredienti" {...productPage.ingredients} tone="tinted" columns={4}>
        {ingredients.map((ingredient) => (
          <IngredientCard key={ingredient.id} ingredient={ingredient} />
        ))}
      </CardSection>
      <CardSection id="certificazioni" {...productPage.certifications} tone="mint">
        {certifications.map((certification) => (
          <BenefitCard key={certification.title} benefit={certification} />
        ))}
      </CardSection>
      <Section labelledBy="video">
        <SectionHeading id="video" title={preparationVideo.title} lead={preparationVideo.lead} />
        <VideoPlaceholder {...preparationVideo} />
      </Section>
      <CtaBanner id="ordina" {...productPage.closing} />
    </SiteShell>
  );
}
