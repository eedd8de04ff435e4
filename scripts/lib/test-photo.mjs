// @ts-check
// A photo as a phone takes it, made at test time instead of committing megabytes: 4032 × 3024, a
// JPEG of about 3–4 MB, a plate of food on a table under soft light (gradients and shapes) with a
// camera's grain on top, so encoders meet what they meet in real photos, neither flat colour
// (which compresses to nothing) nor pure noise (which does not compress at all).
import sharp from 'sharp';

/** @param {{ width?: number, height?: number, quality?: number }} [options] @returns {Promise<Buffer>} */
export async function phonePhoto({ width = 4032, height = 3024, quality = 90 } = {}) {
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.36;
  const slices = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * Math.PI * 2;
    const x = cx + Math.cos(angle) * r * 0.55;
    const y = cy + Math.sin(angle) * r * 0.55;
    return `<circle cx="${x}" cy="${y}" r="${r * 0.18}" fill="url(#lemon)" stroke="#f4f1d0" stroke-width="${r * 0.02}"/>`;
  }).join('');
  const leaves = Array.from({ length: 9 }, (_, index) => {
    const angle = (index / 9) * Math.PI * 2 + 0.3;
    const x = cx + Math.cos(angle) * r * 0.25;
    const y = cy + Math.sin(angle) * r * 0.25;
    return `<ellipse cx="${x}" cy="${y}" rx="${r * 0.09}" ry="${r * 0.04}" transform="rotate(${(angle * 180) / Math.PI} ${x} ${y})" fill="#3f7d3a"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a5a36"/><stop offset="0.5" stop-color="#b07a4c"/><stop offset="1" stop-color="#6e4427"/></linearGradient>
      <radialGradient id="light" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
      <radialGradient id="plate" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#e9e6df"/><stop offset="1" stop-color="#c9c4b8"/></radialGradient>
      <radialGradient id="lemon" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#fff6a8"/><stop offset="0.7" stop-color="#f2d43a"/><stop offset="1" stop-color="#d8a718"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#table)"/>
    ${Array.from({ length: 40 }, (_, index) => `<rect x="0" y="${(index * height) / 40}" width="${width}" height="${height / 90}" fill="#5b3820" opacity="0.12"/>`).join('')}
    <ellipse cx="${cx + r * 0.06}" cy="${cy + r * 0.08}" rx="${r * 1.08}" ry="${r * 1.02}" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#efe9dc"/>
    ${slices}${leaves}
    <rect width="100%" height="100%" fill="url(#light)"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: /** @type {3} */ (3),
      background: '#808080',
      noise: { type: /** @type {'gaussian'} */ ('gaussian'), mean: 128, sigma: 28 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  // Grain around mid-grey, laid over the scene: about what a phone's sensor leaves after its own denoising.
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .removeAlpha()
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The serial number withCameraData writes: a test finds it in the photo's EXIF. */
export const CAMERA_SERIAL = 'LIMENTA-SN-0042';

/**
 * A photo as a phone files it: lying down with the EXIF note to turn it upright (orientation 6,
 * a portrait), and the camera's data beside it: make, model, serial number and where it was taken
 * (GPS, a street in Milan). Same format, encoded again at quality 90.
 * @param {Buffer} photo
 * @returns {Promise<Buffer>}
 */
export async function withCameraData(photo) {
  const image = sharp(photo);
  const { format } = await image.metadata();
  const tagged = image
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Prova 15 Pro', Software: 'Fotocamera 17.1' },
      IFD2: { BodySerialNumber: CAMERA_SERIAL, DateTimeOriginal: '2025:06:21 08:30:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 5012/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 1534/100',
      },
    })
    .withMetadata({ orientation: 6 });
  if (format === 'png') return tagged.png().toBuffer();
  if (format === 'webp') return tagged.webp({ quality: 90 }).toBuffer();
  return tagged.jpeg({ quality: 90 }).toBuffer();
}
