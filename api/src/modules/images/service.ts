import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { toObjectId } from '../../lib/mongo';
import { detectImageType, type ImageType } from './image-type';

/** Product images live in the GridFS bucket `images` (collections images.files / images.chunks). */
const BUCKET = 'images';
const URL_PREFIX = '/api/images/';
const OBJECT_ID = /^[0-9a-f]{24}$/i;

function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
}

/** The URL an image is served from. */
export function imageUrl(id: string): string {
  return URL_PREFIX + id;
}

/** The GridFS id inside one of our image URLs, or null for anything else (e.g. an external https URL). */
export function imageIdFromUrl(url: string): string | null {
  if (!url.startsWith(URL_PREFIX)) return null;
  const id = url.slice(URL_PREFIX.length);
  return OBJECT_ID.test(id) ? id : null;
}

/**
 * Stores an image already checked for size. Its type is read from its bytes; anything but JPEG, PNG,
 * WebP or GIF is refused before a single byte is written.
 */
export async function storeImage(bytes: Buffer, filename = 'image'): Promise<{ id: string; url: string }> {
  const contentType = detectImageType(bytes);
  if (!contentType) throw new BadRequestError('Only JPEG, PNG, WebP or GIF images can be uploaded.');
  const sha256 = createHash('sha256').update(bytes).digest('base64url');
  const upload = bucket().openUploadStream(filename.slice(0, 200), { metadata: { contentType, sha256 } });
  await new Promise<void>((resolve, reject) => upload.end(bytes, (err?: Error | null) => (err ? reject(err) : resolve())));
  const id = upload.id.toString();
  return { id, url: imageUrl(id) };
}

export interface StoredImage {
  contentType: ImageType;
  length: number;
  /** Strong validator derived from the content hash. */
  etag: string;
  open(): Readable;
}

/** An image's metadata and a way to stream it; NotFoundError when there is none with that id. */
export async function findImage(id: string): Promise<StoredImage> {
  const objectId = toObjectId(id, 'Image not found.');
  const [file] = await bucket().find({ _id: objectId }).limit(1).toArray();
  if (!file) throw new NotFoundError('Image not found.');
  const metadata = (file.metadata ?? {}) as { contentType?: ImageType; sha256?: string };
  return {
    contentType: metadata.contentType ?? 'image/png',
    length: file.length,
    etag: `"${metadata.sha256 ?? id}"`,
    open: () => bucket().openDownloadStream(objectId),
  };
}

/**
 * True when the URL is one of our stored images. Anything else is false: a product may only show an image this
 * store holds (the pages' CSP blocks other origins); older products with an external URL keep it until edited.
 */
export async function imageExists(url: string): Promise<boolean> {
  const id = imageIdFromUrl(url);
  if (!id) return false;
  const files = await bucket()
    .find({ _id: new mongoose.Types.ObjectId(id) })
    .limit(1)
    .toArray();
  return files.length > 0;
}

/** URLs of the images stored before `date`, oldest first. */
export async function imagesStoredBefore(date: Date): Promise<string[]> {
  const files = await bucket()
    .find({ uploadDate: { $lt: date } }, { projection: { _id: 1 } })
    .sort({ uploadDate: 1 })
    .toArray();
  return files.map((file) => imageUrl(file._id.toString()));
}

/** Deletes a stored image by its URL; nothing happens for external URLs or images already gone. */
export async function deleteImageByUrl(url: string): Promise<void> {
  const id = imageIdFromUrl(url);
  if (!id) return;
  try {
    await bucket().delete(new mongoose.Types.ObjectId(id));
  } catch (err) {
    if ((err as { message?: string }).message?.includes('File not found')) return;
    throw err;
  }
}
