import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { AppIconArtwork, ShareCardArtwork } from '@/components/seo/BrandArtwork';
import { CroppedDrawing, RecipeShareArtwork } from '@/components/seo/RecipeArtwork';
import { claims } from '@/content/claims';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { site } from '@/content/site';
import { fillTemplate } from '@/content/ui';
import { claimsItalianOrigin } from '@/lib/content/origin-check';
import { shareImage, type AppIcon } from './app-icons';
import { renderPhotoJpeg } from './photo-versions';
import { isPhoto } from './photos';
import { RECIPE_ART, recipeImageFormats, type RecipeImageFile } from './recipe-images';
import { totalMinutes } from './recipes';

/** Fraunces from @fontsource, read from disk: the build must not fetch fonts from anywhere. */
function fraunces(weight: 400 | 600) {
  const file = path.join(
    process.cwd(),
    'node_modules/@fontsource/fraunces/files',
    `fraunces-latin-${weight}-normal.woff`,
  );
  const data = readFileSync(file);
  return {
    name: 'Fraunces',
    data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
    weight,
    style: 'normal' as const,
  };
}

/** How many claims fit on the sharing image in one or two rows. */
const SHARE_IMAGE_BADGES = 3;

export function renderShareImage(): ImageResponse {
  return new ImageResponse(
    <ShareCardArtwork
      name={site.name}
      tagline={site.tagline}
      badges={claims
        // A badge alone cannot carry the origin of the ginger that «Made in Italy» needs beside it.
        .filter((claim) => !claimsItalianOrigin(claim.label))
        .slice(0, SHARE_IMAGE_BADGES)
        .map((claim) => claim.label)}
      host={new URL(site.url).host}
    />,
    { width: shareImage.width, height: shareImage.height, fonts: [fraunces(400), fraunces(600)] },
  );
}

/**
 * The icon as a palette PNG: flat colours fit in 256, at a third of the bytes (192 px: 5.2 KB to
 * 1.6 KB). Phones fetch the manifest's icon while the page loads, beside the page's own files.
 */
export async function renderAppIcon(icon: AppIcon): Promise<Response> {
  const drawn = new ImageResponse(<AppIconArtwork size={icon.size} />, { width: icon.size, height: icon.size });
  const png = await sharp(Buffer.from(await drawn.arrayBuffer()))
    .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

/** A drawing of public/ as a data: URL, for Satori to draw at any size. */
function publicSvg(src: string): string {
  const svg = readFileSync(path.join(process.cwd(), 'public', src));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/** A JPEG as a Response, for the pictures made from a photo. */
function jpegResponse(body: Buffer): Response {
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/jpeg' } });
}

/**
 * A recipe's picture cropped to one of the ratios of the structured data, or its link preview:
 * from its drawing, drawn by Satori (PNG); from its photo, cropped by sharp (JPEG), the preview
 * drawn by Satori around the photo's square and then made a JPEG.
 */
export async function renderRecipeImage({
  recipe,
  format,
}: Pick<RecipeImageFile, 'recipe' | 'format'>): Promise<Response> {
  const { width, height } = recipeImageFormats[format];
  const photo = isPhoto(recipe.image.src);
  if (photo && format !== 'social') return jpegResponse(await renderPhotoJpeg(recipe.image.src, width, height));
  const drawing = photo
    ? {
        src: `data:image/jpeg;base64,${(await renderPhotoJpeg(recipe.image.src, height, height)).toString('base64')}`,
        natural: { width: height, height },
      }
    : { src: publicSvg(recipe.image.src), natural: RECIPE_ART };
  if (format !== 'social')
    return new ImageResponse(<CroppedDrawing {...drawing} width={width} height={height} />, { width, height });
  const { labels } = recipesPage;
  const facts = `${fillTemplate(labels.minutes, { minutes: totalMinutes(recipe) })} · ${fillTemplate(labels.people, { servings: recipe.servings })}`;
  const preview = new ImageResponse(
    <RecipeShareArtwork
      drawing={drawing}
      brand={site.name}
      category={recipe.category}
      name={recipe.name}
      facts={facts}
      host={new URL(site.url).host}
      width={width}
      height={height}
    />,
    { width, height, fonts: [fraunces(400), fraunces(600)] },
  );
  if (!photo) return preview;
  return jpegResponse(
    await sharp(Buffer.from(await preview.arrayBuffer()))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
