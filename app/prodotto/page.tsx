import { IngredientCard } from '@/components/cards/IngredientCard';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { CertificationsSection } from '@/components/sections/CertificationsSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageIntro } from '@/components/sections/PageIntro';
import { VideoSection } from '@/components/sections/VideoSection';
import { ProductOverview } from '@/components/sections/ProductOverview';
import { Section } from '@/components/ui/Section';
import { ingredients } from '@/content/ingredients';
import { productPage } from '@/content/product';
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
          <IngredientCard key={ingredient.slug} ingredient={ingredient} />
        ))}
      </CardSection>
      <CertificationsSection {...productPage.certifications} />
      <VideoSection />
      <CtaBanner id="ordina" {...productPage.closing} />
    </SiteShell>
  );
}
