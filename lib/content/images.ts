import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import {
  isPhoto,
  MAX_PHOTO_BYTES,
  minimumSize,
  PHOTO_EXTENSIONS,
  PHOTO_FOLDER,
  PHOTO_PATH,
  photoProfiles,
  type PhotoPlace,
} from '@/lib/photos';
import { closest, quote } from './fields';
import { contentRoot, publicFileExists, publicImages } from './site-index';

/**
 * What the check says about a picture of the content: a drawing of public/art (SVG, sent as it is)
 * or, where a photo makes sense, a photo of content/foto (JPG, PNG or WebP, made into light
 * versions by the build: lib/photos.ts). Each message says what to do.
 */

/** A drawing heavier than this is not a drawing: a photo traced or wrapped in SVG, sent whole to every phone. */
const MAX_DRAWING_BYTES = 300 * 1024;

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;

/** The photos an editor can pick, as written in the content ("/foto/risotto.jpg"). */
function photoFiles(): string[] {
  const folder = path.join(contentRoot(), PHOTO_FOLDER);
  return existsSync(folder) ? readdirSync(folder).map((name) => `${PHOTO_PATH}${name}`) : [];
}

/** A photo's size as it is seen: a phone stores portrait photos lying down, with a note to turn them. */
export function photoSize(file: string): { width: number; height: number; type?: string } | null {
  try {
    const { width, height, orientation, type } = imageSize(readFileSync(file));
    return orientation && orientation >= 5 ? { width: height, height: width, type } : { width, height, type };
  } catch {
    return null;
  }
}

/**
 * What is wrong with a photo just uploaded on the editing page, before any place is known: too
 * heavy, or not a picture the build can read. Its size for a place is checked when it is used.
 */
export function photoUploadProblem(file: string): string | null {
  const bytes = statSync(file).size;
  if (bytes > MAX_PHOTO_BYTES) {
    return `pesa ${megabytes(bytes)}, il massimo è ${megabytes(MAX_PHOTO_BYTES)}. Esportala di nuovo in un formato più leggero (dal telefono: condividila scegliendo la dimensione «Grande» invece di «Originale»).`;
  }
  const size = photoSize(file);
  return size && ['jpg', 'png', 'webp'].includes(size.type ?? '')
    ? null
    : 'non si riesce a leggere come foto: il file è rovinato o non è davvero un JPG, PNG o WebP. Esportalo di nuovo in JPG.';
}

function photoProblem(value: string, place: PhotoPlace): string | null {
  const file = path.join(contentRoot(), PHOTO_FOLDER, decodeURI(value.slice(PHOTO_PATH.length)));
  const name = path.basename(file);
  if (
    !file.startsWith(path.join(contentRoot(), PHOTO_FOLDER) + path.sep) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  ) {
    const suggestion = closest(value, photoFiles());
    return `la foto ${value} non c’è in ${PHOTO_FOLDER}.${suggestion ? ` Forse intendevi ${suggestion}?` : ''} Nella pagina di modifica caricala con «Scegli un’immagine»; nei file, controlla il nome, maiuscole comprese.`;
  }
  const { width: needWidth, height: needHeight } = minimumSize(place);
  const bytes = statSync(file).size;
  if (bytes > MAX_PHOTO_BYTES) {
    return `la foto ${name} pesa ${megabytes(bytes)}, il massimo è ${megabytes(MAX_PHOTO_BYTES)}. Esportala di nuovo in un formato più leggero (dal telefono: condividila scegliendo la dimensione «Grande» invece di «Originale»); basta che misuri almeno ${needWidth} × ${needHeight} pixel.`;
  }
  const size = photoSize(file);
  if (!size || !['jpg', 'png', 'webp'].includes(size.type ?? '')) {
    return `${name} non si riesce a leggere come foto: il file è rovinato o non è davvero un JPG, PNG o WebP. Esportalo di nuovo dal telefono o dal programma di fotografia, in JPG.`;
  }
  if (size.width < needWidth || size.height < needHeight) {
    return `la foto ${name} misura ${size.width} × ${size.height} pixel: per ${photoProfiles[place].place} ne servono almeno ${needWidth} × ${needHeight}, o sui telefoni e gli schermi grandi si vedrebbe sgranata. Usa l’originale del telefono o della fotocamera, non una copia ridotta (per esempio quella ricevuta in una chat).`;
  }
  return null;
}

function drawingProblem(value: string): string | null {
  if (!publicFileExists(value)) {
    const suggestion = closest(value, publicImages());
    return `il disegno ${value} non c’è in public/.${suggestion ? ` Forse intendevi ${suggestion}?` : ''} Controlla il nome del file, maiuscole comprese.`;
  }
  const file = path.join(contentRoot(), 'public', decodeURI(value));
  const bytes = statSync(file).size;
  const svg = readFileSync(file, 'utf8');
  if (/<image[\s>]/i.test(svg) || bytes > MAX_DRAWING_BYTES) {
    return `${quote(value)} è un SVG che contiene una foto (o pesa ${Math.round(bytes / 1024)} KB): il sito lo manderebbe intero a ogni telefono. Carica la foto come JPG, PNG o WebP: il sito ne fa da solo le versioni leggere.`;
  }
  return null;
}

/**
 * What is wrong with a picture's path, or null. `place` is where it is shown, when a photo may
 * go there; without it only a drawing will do (the official organic logo, for instance).
 */
export function imageProblem(value: string, place?: PhotoPlace): string | null {
  const accepted = place ? 'un disegno SVG di public/art o una foto JPG, PNG o WebP' : 'un disegno SVG di public/art';
  if (/^https?:/.test(value))
    return `${quote(value)} è un’immagine su un altro sito: il sito usa solo immagini proprie. Caricala${place ? '' : ' in public/art'} e scegli quella.`;
  if (!value.startsWith('/'))
    return `${quote(value)} deve iniziare con /: scrivi /${value.replace(/^(\.\/|public\/|content\/)+/, '')}.`;
  if (value.startsWith(PHOTO_PATH)) {
    if (!place) return `qui va ${accepted}: una foto non è prevista in questo punto.`;
    if (/\.svg$/i.test(value))
      return `${quote(value)} è un disegno: i disegni stanno in public/art (scrivi /art/${path.basename(value)}).`;
    if (!isPhoto(value))
      return `${quote(value)} non è una foto che il sito sa usare: carica un file ${PHOTO_EXTENSIONS.filter(
        (ext) => ext !== 'jpeg',
      )
        .join(', ')
        .toUpperCase()}.`;
    return photoProblem(value, place);
  }
  if (!/\.svg$/i.test(value)) {
    return place
      ? `${quote(value)} non è un disegno SVG: una foto va caricata in ${PHOTO_FOLDER} (nella pagina di modifica, «Scegli un’immagine» e poi «Carica»), così il sito ne fa le versioni leggere.`
      : `${quote(value)} non è un disegno SVG: qui va ${accepted}.`;
  }
  return drawingProblem(value);
}
