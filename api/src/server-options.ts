import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Server options shared by server.ts and the test helper, so tests validate and log exactly like production.
 */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    logger: {
      level: config.LOG_LEVEL,
      // Secrets never reach the logs.
      redact: {
        paths: [
          'req.headers["x-auth-token"]',
          'req.headers["x-admin-token"]',
          'req.headers["x-partner-token"]',
          'req.headers.authorization',
          '*.password',
          '*.newPassword',
          '*.otp',
        ],
        censor: '[redacted]',
      },
    },
    ajv: {
      customOptions: {
        // Unknown fields are an error (400), not silently dropped, and nothing is coerced into objects.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
    },
  };
}
