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
    throw uploadError(err, { field, noun, maxBytes }, `Send exactly one ${noun} in the field ${field}, nothing else.`);
  }
}

/** Whatever went wrong reading a multipart body, as the 4xx the caller can act on. */
function uploadError(err: unknown, { field, noun, maxBytes }: UploadField, tooMany: string): Error {
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError(413, `The ${noun} is larger than ${megabytesOf(maxBytes)}.`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new BadRequestError(tooMany);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return err as Error;
  return new BadRequestError(`The upload could not be read. Send the ${noun} again as multipart/form-data in the field ${field}.`);
}

/** A form of text fields and up to `maxFiles` files in one field (a complaint's note and photos). */
export interface UploadForm {
  fields: readonly string[];
  files: UploadField;
  maxFiles: number;
  /** The longest text field, in characters. */
  maxFieldLength: number;
}

/** Multipart forms of this shape, and nothing more, within the image size limit per file. */
export const registerFormUploads = (scope: FastifyInstance, form: UploadForm) =>
  scope.register(multipart, {
    limits: {
      files: form.maxFiles,
      fileSize: form.files.maxBytes,
      fields: form.fields.length,
      fieldSize: form.maxFieldLength * 4, // UTF-8 bytes
      parts: form.fields.length + form.maxFiles,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  });

/**
 * The text fields and files of a multipart form, files read into memory within the limit. An unknown field, a
 * file in a text field or too many parts is the caller's to fix (4xx in words); whether the files are images is
 * the image store's check.
 */
export async function readUploadedForm(request: FastifyRequest, form: UploadForm) {
  const { field, noun } = form.files;
  if (!request.isMultipart()) throw new DomainError(415, `Send the form as multipart/form-data (${noun}s in the field ${field}).`);
  const values: Record<string, string> = {};
  const files: Array<{ bytes: Buffer; filename: string }> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== field) throw new BadRequestError(`Send ${noun}s in the field ${field}.`);
        files.push({ bytes: await part.toBuffer(), filename: part.filename });
      } else {
        if (!form.fields.includes(part.fieldname) || typeof part.value !== 'string')
          throw new BadRequestError(`Unexpected field ${part.fieldname.slice(0, 40)}.`);
        if (part.valueTruncated || part.value.length > form.maxFieldLength) throw new BadRequestError(`The field ${part.fieldname} is too long.`);
        values[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadError(err, form.files, `Send at most ${form.maxFiles} ${noun}s, and each field once.`);
  }
  return { values, files };
}
