import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { BadRequestError, DomainError } from '../../lib/errors';

/** One file and nothing else, within the image size limit. */
export const registerImageUploads = (scope: FastifyInstance, maxBytes: number) =>
  scope.register(multipart, { limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 50 } });

export const megabytesOf = (maxBytes: number) => `${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`;

/** How an upload names what it carries: the field, and the thing in the person's words ("image", "photo"). */
export interface UploadField {
  field: string;
  noun: string;
  maxBytes: number;
}

/**
 * The one file of a multipart upload, read into memory within the limit; whatever is wrong with the body (not
 * multipart, no boundary, another field, a second file, too large) is the caller's to fix, answered 4xx in words.
 * Whether the bytes are an image is the image store's check.
 */
export async function readUploadedFile(request: FastifyRequest, { field, noun, maxBytes }: UploadField) {
  if (!request.isMultipart()) throw new DomainError(415, `Send the ${noun} as multipart/form-data in the field ${field}.`);
  const files = request.files();
  try {
    const first = await files.next();
    const file = first.done ? undefined : first.value;
    if (!file) throw new BadRequestError(`Choose the ${noun} to upload (field ${field}).`);
    if (file.fieldname !== field) throw new BadRequestError(`Send the ${noun} in the field ${field}.`);
    const bytes = await file.toBuffer();
    // The rest of the body must be empty: a second file is refused (files limit), not silently dropped.
    await files.next();
    return { bytes, filename: file.filename };
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, `The ${noun} is larger than ${megabytesOf(maxBytes)}.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new BadRequestError(`Send exactly one ${noun} in the field ${field}, nothing else.`);
    }
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw err;
    throw new BadRequestError(`The upload could not be read. Send the ${noun} again as multipart/form-data in the field ${field}.`);
  }
}
