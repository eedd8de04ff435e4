import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteShell } from '@/components/layout/SiteShell';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { RecipeHero } from '@/components/sections/RecipeHero';
import { RecipeMethod } from '@/components/sections/RecipeMethod';
import { RecipePager } from '@/components/sections/RecipePager';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { pageMetadata } from '@/lib/metadata';
import { allRecipes, RECIPES_ROUTE, recipeBySlug, recipeNeighbours, recipePath } from '@/lib/recipes';

interface RecipePageProps {
  params: Promise<{ slug: string }>;
}

// One page per recipe of the content, exported at build time; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return allRecipes().map((recipe) => ({ slug: recipe.slug }));
}

export async function generateMetadata({ params }: RecipePageProps): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(recipePath({ slug }));
}

export default async function RecipePage({ params }: RecipePageProps) {
  const recipe = recipeBySlug((await params).slug);
  if (!recipe) notFound();
  const path = recipePath(recipe);
  const { pager, closing } = recipesPage;
  return (
    <SiteShell currentPath={path}>
      <RecipeHero recipe={recipe} trail={breadcrumbTrail(path)} />
      <RecipeMethod recipe={recipe} />
      <RecipePager {...recipeNeighbours(recipe)} list={{ href: RECIPES_ROUTE, label: pager.all }} labels={pager} />
      <CtaBanner id="ordina" {...closing} />
    </SiteShell>
  );
}
