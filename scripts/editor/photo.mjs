// @ts-check
// A photo uploaded on the editing page is kept without what the camera wrote beside the picture:
// where it was taken (GPS), the phone's model and serial number, the dates, XMP and IPTC. The file
// goes to the project's repository, whose history anyone with access can read, so the original
// never touches the disk: its EXIF orientation is applied (a portrait stays upright without the
// tag that said so), its colours turned to sRGB, and it is encoded again in its own format at
// high quality, with no metadata at all.
import sharp from 'sharp';

const QUALITY = 90;

/**
 * The photo as it is kept, or null when it is not a JPG, PNG or WebP that can be read.
 * @param {Buffer} bytes
 * @returns {Promise<Buffer | null>}
 */
export async function withoutMetadata(bytes) {
  try {
    const image = sharp(bytes);
    const { format } = await image.metadata();
    const upright = image.autoOrient();
    if (format === 'jpeg') return await upright.jpeg({ quality: QUALITY }).toBuffer();
    if (format === 'png') return await upright.png().toBuffer();
    if (format === 'webp') return await upright.webp({ quality: QUALITY }).toBuffer();
    return null;
  } catch {
    return null;
  }
}
