import { FoodInformation } from '@/components/food/FoodInformation';
import { SiteShell } from '@/components/layout/SiteShell';
import { CertificationsSection } from '@/components/sections/CertificationsSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { IngredientsSection } from '@/components/sections/IngredientsSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { VideoSection } from '@/components/sections/VideoSection';
import { ProductOverview } from '@/components/sections/ProductOverview';
import { SalesFacts } from '@/components/sections/SalesFacts';
import { Section } from '@/components/ui/Section';
import { foodInformation, keyFacts } from '@/content/food-information';
import { productPage } from '@/content/pages/prodotto';
import { fromPriceText } from '@/content/sales';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/prodotto');

export default function ProductPage() {
  const { intro, overview } = productPage;
  return (
    <SiteShell currentPath="/prodotto">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <Section labelledBy="panoramica">
        <ProductOverview
          id="panoramica"
          {...overview}
          price={fromPriceText()}
          facts={keyFacts.overview}
          link={{ label: keyFacts.link.label, href: '#informazioni' }}
        />
      </Section>
      <IngredientsSection {...productPage.ingredients} />
      <FoodInformation id="informazioni" food={foodInformation} />
      <CertificationsSection {...productPage.certifications} />
      <VideoSection />
      <Section labelledBy="prezzi" size="narrow">
        <SalesFacts id="prezzi" level={2} />
      </Section>
      <CtaBanner id="ordina" {...productPage.closing} />
    </SiteShell>
  );
}
