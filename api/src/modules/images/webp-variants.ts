import sharp from 'sharp';
import { findImage, type StoredImage } from './service';

/**
 * The widths a product picture is served at as WebP: the card and product-page sizes the shop's srcset asks
 * for, up to a 3× phone's full width. Any requested width is rounded up to the next of these (the largest for
 * anything above it), so a caller cannot make the API encode one picture at thousands of sizes.
 */
export const WEBP_WIDTHS = [160, 240, 320, 480, 640, 800, 1080] as const;
const QUALITY = 82;
/** Encoded variants kept in memory (each a few tens of KB): the catalogue's pictures at the shop's widths. */
const MAX_CACHED = 600;

/** The width actually served for a requested one. */
export function servedWidth(requested: number): number {
  return WEBP_WIDTHS.find((w) => w >= requested) ?? WEBP_WIDTHS[WEBP_WIDTHS.length - 1];
}

export interface WebpVariant {
  bytes: Buffer;
  etag: string;
}

// Stored images never change, so an encoded variant stays valid for as long as its image exists; a Map in
// insertion order is the LRU (a hit moves its entry to the end). In-flight encodes are shared.
const cache = new Map<string, Promise<WebpVariant | null>>();

async function encode(image: StoredImage, width: number): Promise<WebpVariant | null> {
  const original = await new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    image
      .open()
      .on('data', (part: Buffer) => parts.push(part))
      .on('end', () => resolve(Buffer.concat(parts)))
      .on('error', reject);
  });
  try {
    const bytes = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY, effort: 4 }).toBuffer();
    return { bytes, etag: `"${image.etag.slice(1, -1)}-w${width}"` };
  } catch {
    return null; // bytes that look like an image but do not decode: the caller serves the original
  }
}

/**
 * The stored image `id` as WebP `width` pixels wide (narrower when the original is: never enlarged), or null
 * when its bytes cannot be decoded. NotFoundError when there is no such image.
 */
export async function webpVariant(id: string, width: number): Promise<{ image: StoredImage; variant: WebpVariant | null }> {
  const image = await findImage(id);
  const key = `${id}:${width}`;
  let pending = cache.get(key);
  if (pending) {
    cache.delete(key);
  } else {
    pending = encode(image, width);
    pending.catch(() => cache.delete(key)); // a failed read (database gone) is not remembered
  }
  cache.set(key, pending);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return { image, variant: await pending };
}
