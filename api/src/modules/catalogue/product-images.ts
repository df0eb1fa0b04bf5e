import { BadRequestError, ConflictError } from '../../lib/errors';
import { oneAtATime } from '../../lib/turns';
import { deleteImageByUrl, imageExists, imageIdFromUrl } from '../images/service';
import { ProductModel } from './model';

/**
 * Which stored images products use: checked when a product is given one, released when none uses it any more.
 * "Does a product use it?" then the delete, and "does it exist?" then the product's write, are each a read and a
 * write: one product letting go of a picture while another takes it could leave the taker showing a deleted
 * picture. So both run inside one turn across API processes (lib/turns.ts), like the sweep of unused uploads.
 */
const IMAGES_TURN = 'product-images';

/** Runs `work` while no product picture is being deleted (the unused-upload sweep takes this turn too). */
export const whileNoImageIsDeleted = <T>(work: () => Promise<T>): Promise<T> => oneAtATime(IMAGES_TURN, work);

const IMAGE_GONE = 'That product image was not found. Please upload it again.';

/**
 * A product image must be one this store holds (/api/images/…): the pages' Content-Security-Policy shows images
 * of this origin only, so a link to another site would show as a broken image (docs/architecture.md "Product images").
 */
export async function cleanImageUrl(url: string): Promise<string> {
  const trimmed = url.trim();
  if (!trimmed) throw new BadRequestError('A product image is required.');
  if (!imageIdFromUrl(trimmed)) {
    throw new BadRequestError('Upload the product image to the store: pictures linked from other websites cannot be shown on its pages.');
  }
  // A well-formed upload address whose image is gone (an upload no product took is deleted after a day): 409.
  if (!(await imageExists(trimmed))) throw new ConflictError(IMAGE_GONE);
  return trimmed;
}

/** Writes a product that is given the image `url`, after checking once more, in the images' turn, that it exists. */
export function writeWithImage<T>(url: string, write: () => Promise<T>): Promise<T> {
  return whileNoImageIsDeleted(async () => {
    if (!(await imageExists(url))) throw new ConflictError(IMAGE_GONE);
    return write();
  });
}

/** Deletes a stored image once no product points at it any more. */
export async function releaseImage(url: string | null | undefined): Promise<void> {
  if (!url) return;
  await whileNoImageIsDeleted(async () => {
    if (await ProductModel.exists({ image_url: url })) return;
    await deleteImageByUrl(url);
  });
}

/** The image URLs among `urls` that a product uses (for the sweep of unused uploads, images/unused-sweep.ts). */
export async function productImagesInUse(urls: string[]): Promise<Set<string>> {
  const used = await ProductModel.find({ image_url: { $in: urls } }, { image_url: 1 }).lean();
  return new Set(used.flatMap((product) => (product.image_url ? [product.image_url] : [])));
}
