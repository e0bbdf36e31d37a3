import sharp from 'sharp';

export type ImageExtension = 'jpg' | 'png' | 'webp';

/** Enough for any phone photo; a 2 MB file claiming more is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads are pictures of people, workspaces and clients: never shown larger than this. */
export const MAX_IMAGE_SIDE = 1024;

/** libvips' name of each format we accept. */
const FORMATS: Partial<Record<string, ImageExtension>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Why an upload was refused: bytes that do not decode, or more pixels than allowed. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'undecodable' | 'too_many_pixels') {
    super(reason);
  }
}

/**
 * Decodes the image and writes it anew, so only pixels survive: bytes appended after the image or
 * hidden in its chunks (HTML, script, PHP: a polyglot) and every piece of metadata (EXIF with its
 * location, XMP, comments) are gone. The EXIF orientation is applied first, so the picture stays
 * upright without it. The format is kept (PNG and WebP keep transparency); only the first frame of
 * an animation is kept. Runs on libvips' threads, off the event loop.
 */
export async function reencodeImage(
  bytes: Buffer,
  expected: ImageExtension,
): Promise<{ bytes: Buffer; extension: ImageExtension }> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' } as const;
  // The header alone tells the size, so a bomb is refused before anything is decoded.
  let header: sharp.Metadata;
  try {
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('undecodable');
  }
  const extension = FORMATS[header.format];
  // libvips reads more formats (SVG, TIFF, GIF...) than we accept: the decoder must be the one
  // the first bytes named.
  if (extension !== expected) throw new ImageRejected('undecodable');
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected('too_many_pixels');
  }
  const pipeline = sharp(bytes, options).rotate().resize({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (extension === 'jpg') pipeline.jpeg({ quality: 85, mozjpeg: true });
  else if (extension === 'png') pipeline.png();
  else pipeline.webp({ quality: 85 });
  try {
    return { bytes: await pipeline.toBuffer(), extension };
  } catch {
    throw new ImageRejected('undecodable');
  }
}
