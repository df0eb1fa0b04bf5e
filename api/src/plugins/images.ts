import fp from 'fastify-plugin';
import type { Config } from '../config';

export interface ImageUploadSettings {
  /** Largest accepted upload in bytes (MAX_IMAGE_BYTES); larger ones are refused with 413. */
  readonly maxBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    imageUploads: ImageUploadSettings;
  }
}

/**
 * Product image settings for the upload route. The images themselves live in the GridFS bucket
 * `images` (modules/images/service.ts), on the connection the db plugin opened.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('imageUploads', { maxBytes: config.MAX_IMAGE_BYTES });
  },
  { name: 'images', dependencies: ['db'] },
);
