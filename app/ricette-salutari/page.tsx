import { RecipeCard } from '@/components/cards/RecipeCard';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageIntro } from '@/components/sections/PageIntro';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { pageMetadata } from '@/lib/metadata';
import { allRecipes } from '@/lib/recipes';

export const metadata = pageMetadata('/ricette-salutari');

export default function RecipesPage() {
  const { intro, list, labels, closing } = recipesPage;
  return (
    <SiteShell currentPath="/ricette-salutari">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <CardSection id="ricette" title={list.title} lead={list.lead}>
        {allRecipes().map((recipe) => (
          <RecipeCard key={recipe.slug} recipe={recipe} labels={labels} />
        ))}
      </CardSection>
      <CtaBanner id="ordina" {...closing} />
    </SiteShell>
  );
}
