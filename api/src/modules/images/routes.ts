import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { etagMatches } from '../../lib/etag';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { ImageBytesSchema, UploadedImageSchema } from '@farm-store/contracts/images';
import { findImage, storeImage } from './service';
import { WEBP_WIDTHS, servedWidth, webpVariant } from './webp-variants';
import { megabytesOf, readUploadedFile, registerImageUploads } from './upload';
import { audited } from '../audit/plugin';

const FIELD = 'productImage';

/** Admin image upload into GridFS and public image delivery. */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { maxBytes } = app.imageUploads;
  const megabytes = megabytesOf(maxBytes);
  // Encapsulated here: only the upload route accepts multipart bodies.
  await registerImageUploads(app, maxBytes);

  app.post(
    '/admin/upload',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('image.upload', 'image'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Upload a product image',
        description: [
          `multipart/form-data with one file in the field \`${FIELD}\` (a second file → 400), at most ${megabytes} (MAX_IMAGE_BYTES; larger → 413).`,
          'Only JPEG, PNG, WebP and GIF, recognised by the file’s bytes — the name and declared type are ignored.',
          'A refused upload stores nothing: the file is read into memory within the limit, checked, then written.',
          'An image nobody uses is deleted when its product is deleted or given another image, and an upload no product uses is deleted a day later.',
        ].join(' '),
        security: [{ admin: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImageSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await readUploadedFile(request, { field: FIELD, noun: 'image', maxBytes });
      const stored = await storeImage(bytes, filename);
      return reply.status(201).send({ imageUrl: stored.url });
    },
  );

  app.get(
    '/images/:id',
    {
      // Loaded with every catalogue page: no info-level line per request (errors and warnings are still logged).
      logLevel: 'warn',
      schema: {
        tags: ['catalogue'],
        summary: 'A product image',
        description: [
          'The stored bytes with their detected content type.',
          `With \`w\`: the image as WebP that many pixels wide, for the shop's \`srcset\`. The width is rounded up to one of ${WEBP_WIDTHS.join(', ')} (anything larger gives ${WEBP_WIDTHS[WEBP_WIDTHS.length - 1]}) and a picture is never enlarged; an image that cannot be decoded is answered as stored.`,
          'Images never change once stored, so every form is cached for a year (`immutable`); the ETag answers If-None-Match with 304.',
        ].join(' '),
        params: IdParamsSchema,
        // The bytes' own type; errors still answer JSON (plugins/swagger.ts).
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
        querystring: Type.Object(
          { w: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, description: 'Width in pixels of a WebP variant.' })) },
          { additionalProperties: false },
        ),
        response: { 200: ImageBytesSchema, 304: Type.Null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { w } = request.query;
      const { image, variant } =
        w === undefined ? { image: await findImage(request.params.id), variant: null } : await webpVariant(request.params.id, servedWidth(w));
      const etag = variant?.etag ?? image.etag;
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      if (variant) return reply.type('image/webp').header('content-length', String(variant.bytes.length)).send(variant.bytes);
      reply.type(image.contentType).header('content-length', String(image.length));
      return reply.send(image.open());
    },
  );
};

/**
 * Busboy's "file too large" (and the parts/files limits) become a 413 with the limit in words. Anything else
 * that fails while the upload is being read (a truncated or malformed multipart body) is the client's: 400.
 */
export default imagesRoutes;
