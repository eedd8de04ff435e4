/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { ContentImage } from '@/components/ui/ContentImage';
import { imageProblem, photoSize } from '@/lib/content/images';
import { contentRoot, setContentRoot } from '@/lib/content/site-index';
import { renderPhotoVersion } from '@/lib/photo-versions';
import {
  isPhoto,
  MAX_PHOTO_BYTES,
  minimumSize,
  PHOTO_FOLDER,
  photoProfiles,
  photoVersionPath,
  versionSize,
} from '@/lib/photos';
import { phonePhoto } from '../scripts/lib/test-photo.mjs';

/**
 * Photos in content: the check accepts a phone's JPG and refuses, in Italian and saying what to do,
 * one that is too heavy, too small, broken, or in the wrong folder; the build's versions keep to
 * their byte budget; the pages offer them as AVIF and WebP at the widths of their place.
 */
const project = contentRoot();
let folder: string;
let phone: Buffer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'limenta-photos-'));
  mkdirSync(path.join(folder, PHOTO_FOLDER), { recursive: true });
  mkdirSync(path.join(folder, 'public/art'), { recursive: true });
  phone = await phonePhoto();
  writeFileSync(path.join(folder, PHOTO_FOLDER, 'risotto-al-limone.jpg'), phone);
  setContentRoot(folder);
}, 120_000);

afterAll(() => {
  setContentRoot(project);
  rmSync(folder, { recursive: true, force: true });
});

const put = (name: string, bytes: Buffer | string) => writeFileSync(path.join(folder, name), bytes);

describe('the check of a photo', () => {
  it('accepts a phone’s photo (4032 × 3024, about 3.6 MB) for a recipe, a gallery tile and every other place where a photo makes sense', () => {
    expect(phone.length).toBeGreaterThan(2 * 1024 * 1024);
    for (const place of Object.keys(photoProfiles) as Array<keyof typeof photoProfiles>)
      expect(imageProblem('/foto/risotto-al-limone.jpg', place)).toBeNull();
  });

  it('accepts PNG and WebP as well as JPG', async () => {
    const { width, height } = minimumSize('recipe');
    const small = sharp(phone).resize(width, height);
    put(`${PHOTO_FOLDER}/piatto.png`, await small.clone().png().toBuffer());
    put(`${PHOTO_FOLDER}/piatto.webp`, await small.clone().webp().toBuffer());
    expect(imageProblem('/foto/piatto.png', 'recipe')).toBeNull();
    expect(imageProblem('/foto/piatto.webp', 'recipe')).toBeNull();
  });

  it('refuses a photo over 20 MB, saying how to export a lighter one', () => {
    put(`${PHOTO_FOLDER}/enorme.jpg`, Buffer.concat([phone, Buffer.alloc(MAX_PHOTO_BYTES)]));
    expect(imageProblem('/foto/enorme.jpg', 'recipe')).toMatch(
      /^la foto enorme\.jpg pesa 23,\d MB, il massimo è 20 MB\. Esportala di nuovo .*almeno 1200 × 900 pixel\.$/,
    );
  });

  it('refuses a photo smaller than its place needs, saying the size and where to find a bigger one', async () => {
    put(`${PHOTO_FOLDER}/da-chat.jpg`, await sharp(phone).resize(800, 600).jpeg().toBuffer());
    const message = imageProblem('/foto/da-chat.jpg', 'recipe');
    expect(message).toMatch(/misura 800 × 600 pixel: per la foto di una ricetta ne servono almeno 1200 × 900/);
    expect(message).toMatch(/Usa l’originale del telefono/);
    // A gallery tile needs less: the same photo is big enough there? 800 × 600 is under 720 × 720.
    expect(imageProblem('/foto/da-chat.jpg', 'gallery')).toMatch(/ne servono almeno 720 × 720/);
  });

  it('reads a portrait photo the way the phone shows it (EXIF orientation)', async () => {
    put(
      `${PHOTO_FOLDER}/in-piedi.jpg`,
      await sharp(phone).resize(1600, 1200).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    );
    expect(photoSize(path.join(folder, PHOTO_FOLDER, 'in-piedi.jpg'))).toMatchObject({ width: 1200, height: 1600 });
  });

  it('refuses a broken file, a missing one, a drawing among the photos and a photo among the drawings', () => {
    put(`${PHOTO_FOLDER}/rovinata.jpg`, 'non sono una foto');
    expect(imageProblem('/foto/rovinata.jpg', 'recipe')).toMatch(/non si riesce a leggere come foto/);
    expect(imageProblem('/foto/risotto-al-limon.jpg', 'recipe')).toMatch(
      /non c’è in content\/foto\. Forse intendevi \/foto\/risotto-al-limone\.jpg\?/,
    );
    expect(imageProblem('/foto/disegno.svg', 'recipe')).toMatch(/è un disegno: i disegni stanno in public\/art/);
    put('public/art/foto.jpg', phone);
    expect(imageProblem('/art/foto.jpg', 'recipe')).toMatch(/una foto va caricata in content\/foto/);
    expect(imageProblem('/foto/risotto-al-limone.jpg')).toMatch(/una foto non è prevista in questo punto/);
  });

  it('refuses an SVG that wraps a photo (it would be sent whole to every phone)', () => {
    put(
      'public/art/involucro.svg',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><image href="data:image/jpeg;base64,${phone.subarray(0, 3000).toString('base64')}"/></svg>`,
    );
    expect(imageProblem('/art/involucro.svg', 'recipe')).toMatch(
      /è un SVG che contiene una foto .*Carica la foto come JPG, PNG o WebP/,
    );
  });
});

describe('the versions the build makes', () => {
  it('are the place’s shape and keep to their byte budget: a recipe’s 1200 × 900 AVIF at most 45 KB, WebP 63 KB', async () => {
    const src = '/foto/risotto-al-limone.jpg';
    for (const format of ['avif', 'webp'] as const) {
      const body = await renderPhotoVersion({ src, place: 'recipe', width: 1200, format, file: '' }, folder);
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 900]);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(body.length).toBeLessThanOrEqual(format === 'avif' ? 45 * 1024 : 63 * 1024);
    }
  }, 120_000);
});

describe('ContentImage', () => {
  it('offers a photo as AVIF and WebP at the widths of its place, with its size, lazily by default', () => {
    const html = renderToStaticMarkup(
      <ContentImage src="/foto/risotto-al-limone.jpg" alt="Il risotto" place="recipe" />,
    );
    const { widths, sizes } = photoProfiles.recipe;
    expect(html).toMatch(/^<picture[^>]*><source type="image\/avif"/);
    for (const width of widths) {
      expect(html).toContain(`${photoVersionPath('/foto/risotto-al-limone.jpg', 'recipe', width, 'avif')} ${width}w`);
      expect(html).toContain(`${photoVersionPath('/foto/risotto-al-limone.jpg', 'recipe', width, 'webp')} ${width}w`);
    }
    const largest = versionSize('recipe', Math.max(...widths));
    expect(html).toContain(`sizes="${sizes}"`);
    expect(html).toContain(`width="${largest.width}" height="${largest.height}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('.jpg');
  });

  it('fetches the largest picture in view first, and sends a drawing as it is', () => {
    expect(
      renderToStaticMarkup(<ContentImage src="/foto/risotto-al-limone.jpg" alt="" place="recipe" loading="priority" />),
    ).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    const drawing = renderToStaticMarkup(<ContentImage src="/art/disegno.svg" alt="Un limone" place="ingredient" />);
    expect(drawing).toMatch(/^<img [^>]*src="\/art\/disegno\.svg"/);
    expect(isPhoto('/art/disegno.svg')).toBe(false);
  });
});
