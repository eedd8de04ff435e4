import { renderRecipeImage } from '@/lib/brand-images';
import { recipeImageFiles } from '@/lib/recipe-images';

// Rendered at build time and exported as out/immagini/ricette/<slug>-<format>.png; no other file name exists.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return recipeImageFiles().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const image = recipeImageFiles().find((candidate) => candidate.file === file);
  if (!image) return new Response(null, { status: 404 });
  return renderRecipeImage(image);
}
