import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { childLoggerFactory } from './lib/request-logger';

/** Where the gateway runs: this machine (make start) or a private container network (docker compose). */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/**
 * Server options shared by server.ts and the test helper, so tests validate and log exactly like production.
 */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    // Trust X-Forwarded-For only as far as it was written by proxies on our own network (the nginx gateway,
    // which appends the peer it saw): the client address is the right-most entry that is not such a proxy.
    // Trusting every hop (`true`) takes the left-most entry, which the client writes itself, so a fake
    // address per request would dodge every rate limit. (Fastify ignores hop counts: they fail closed.)
    trustProxy: config.TRUST_PROXY ? TRUSTED_PROXIES : false,
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
    // Routes with their own quieter level (the catalogue and image reads) build a request's child logger only
    // when it writes a line.
    childLoggerFactory,
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
