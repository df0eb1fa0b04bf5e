import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level rate limit for sign-in, sign-up, OTP, inquiry and coupon calls: `config: { rateLimit: app.sensitiveRateLimit }`. */
    sensitiveRateLimit: { max: number; timeWindow: string };
  }
}

/**
 * Security headers on every response, and per-client rate limits on the routes that guess secrets or
 * send messages. Limits are counted per API process (in memory); see README for several replicas.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, { global: true });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        msg: `Too many attempts. Please wait ${context.after} and try again.`,
      }),
    });
    app.decorate('sensitiveRateLimit', { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' });
  },
  { name: 'security' },
);
