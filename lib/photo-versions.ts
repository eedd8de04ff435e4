/**
 * Makes a photo's versions with sharp, at build time (and on request in `npm run dev`): turned
 * upright (phones store the camera's orientation apart), cropped to its place's shape around what
 * draws the eye, resized, then encoded at the best quality that fits a byte budget proportional to
 * its area, so that a recipe page stays within its budget on a phone whatever the photo
 * (45 KB for a 1200 × 900 AVIF; e2e/photos.e2e.ts measures the page).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_FOLDER, PHOTO_PATH, versionSize, type PhotoFormat } from './photos';
import type { PhotoVersion } from './site-photos';

/** The budget of a 1200 × 900 AVIF; other sizes in proportion to their area, never under 12 KB. */
const BYTES_PER_1200_BY_900 = 45 * 1024;
const FLOOR_BYTES = 12 * 1024;
/** WebP needs about 40% more bytes for the same look; the browsers that get it have no AVIF. */
const WEBP_FACTOR = 1.4;

const QUALITIES: Record<PhotoFormat, readonly number[]> = {
  avif: [60, 52, 45, 38, 32],
  webp: [80, 72, 64, 56, 48],
};

/** The original's bytes, from content/foto of the project (`root`: the tests' copy). */
export function readOriginal(src: string, root = process.cwd()): Buffer {
  return readFileSync(path.join(root, PHOTO_FOLDER, src.slice(PHOTO_PATH.length)));
}

function budget(width: number, height: number, format: PhotoFormat): number {
  const bytes = Math.max(FLOOR_BYTES, (BYTES_PER_1200_BY_900 * width * height) / (1200 * 900));
  return format === 'webp' ? bytes * WEBP_FACTOR : bytes;
}

/** The photo upright and cropped to width × height, around its most interesting part. */
export function cropped(src: string, width: number, height: number, root?: string): Sharp {
  return sharp(readOriginal(src, root))
    .rotate()
    .resize({ width, height, fit: 'cover', position: sharp.strategy.attention });
}

/** One version of a photo, encoded within its budget (at the lowest quality tried, if none fits). */
export async function renderPhotoVersion({ src, place, width, format }: PhotoVersion, root?: string): Promise<Buffer> {
  const size = versionSize(place, width);
  const pixels = await cropped(src, size.width, size.height, root).raw().toBuffer({ resolveWithObject: true });
  const limit = budget(size.width, size.height, format);
  let encoded: Buffer | undefined;
  for (const quality of QUALITIES[format]) {
    const image = sharp(pixels.data, { raw: pixels.info });
    encoded = await (
      format === 'avif' ? image.avif({ quality, effort: 4 }) : image.webp({ quality, effort: 5 })
    ).toBuffer();
    if (encoded.length <= limit) break;
  }
  return encoded!;
}

/** A JPEG of the photo at width × height: the recipe's pictures for search engines and link previews. */
export function renderPhotoJpeg(src: string, width: number, height: number): Promise<Buffer> {
  return cropped(src, width, height).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
