import type { ComponentProps } from 'react';
import { IngredientCard } from '@/components/cards/IngredientCard';
import { ClaimNoteIfNeeded } from '@/components/food/ClaimNote';
import { CardSection } from '@/components/sections/CardSection';
import { ingredients } from '@/content/ingredients';

type Heading = Pick<ComponentProps<typeof CardSection>, 'title' | 'lead' | 'eyebrow' | 'action'>;

/** The ingredients' cards, with the note their claims need: the same section on / and /prodotto, under each page's heading. */
export function IngredientsSection(heading: Heading) {
  return (
    <CardSection
      id="ingredienti"
      {...heading}
      tone="tinted"
      columns={4}
      note={
        <ClaimNoteIfNeeded id="ingredienti-vitamina-c" texts={ingredients.map((ingredient) => ingredient.summary)} />
      }
    >
      {ingredients.map((ingredient) => (
        <IngredientCard key={ingredient.slug} ingredient={ingredient} />
      ))}
    </CardSection>
  );
}
