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

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Product image settings for the upload route. The images themselves live in the GridFS bucket
 * `images` (modules/images/service.ts), on the connection the db plugin opened. Uploads that no product uses a
 * day later are deleted once the API is up and every six hours after by `sweepUnusedImages` (the images module's
 * sweep, given by app.ts: this plugin knows no module), in the background; a failed sweep is logged and tried again
 * next time.
 */
export default fp<{ config: Config; sweepUnusedImages: () => Promise<number> }>(
  async (app, { config, sweepUnusedImages }) => {
    app.decorate('imageUploads', { maxBytes: config.MAX_IMAGE_BYTES });

    const sweep = () =>
      sweepUnusedImages().then(
        (deleted) => deleted > 0 && app.log.info({ deleted }, 'deleted product images no product uses'),
        (err: unknown) => app.log.warn({ err }, 'could not delete unused product images'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', (done) => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
      done();
    });
    app.addHook('onClose', (_app, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'images', dependencies: ['db'] },
);
