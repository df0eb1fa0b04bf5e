import { deleteImageByUrl, imagesStoredBefore } from './service';

/** How long an uploaded image may wait for the product form it was uploaded from to be saved. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** The URLs among `urls` still in use (the catalogue answers for its products: this module does not read them). */
export type ImagesInUse = (urls: string[]) => Promise<Set<string>>;

/**
 * Deletes the images that were uploaded over a day ago and that nothing uses: a product form abandoned after
 * its photo was uploaded, or a photo replaced before saving. (Images a product stops using are deleted at once,
 * by the catalogue's releaseImage.) Returns how many were deleted.
 */
export async function sweepUnusedImages(inUse: ImagesInUse, now = Date.now()): Promise<number> {
  const candidates = await imagesStoredBefore(new Date(now - UNUSED_IMAGE_GRACE_MS));
  if (candidates.length === 0) return 0;
  const usedUrls = await inUse(candidates);
  const unused = candidates.filter((url) => !usedUrls.has(url));
  for (const url of unused) await deleteImageByUrl(url);
  return unused.length;
}
