import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level rate limit for sign-in, sign-up, OTP, inquiry and coupon calls: `config: { rateLimit: app.sensitiveRateLimit }`. */
    sensitiveRateLimit: { max: number; timeWindow: string };
  }
}

/** Helmet's defaults: the API sends no HTML of its own (the docs page sets its own CSP). */
const HELMET_OPTIONS: FastifyHelmetOptions = {};

/**
 * The headers @fastify/helmet sends with `options`, captured once from a throwaway instance. With no per-request
 * parts (no CSP nonces) they are the same on every response, while the plugin rebuilds helmet's middleware — CSP
 * directives parsed again — and sets each header on every request: about 15 µs of a ~40 µs catalogue hit.
 */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  if ((options as { enableCSPNonces?: boolean }).enableCSPNonces) throw new Error('CSP nonces differ per response: register @fastify/helmet instead');
  const probe = Fastify({ logger: false });
  let captured: Record<string, string> = {};
  await probe.register(helmet, { ...options, global: true });
  probe.get('/', (_request, reply) => {
    // Helmet writes straight onto the raw response; Fastify's own headers are not there yet.
    captured = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name.toLowerCase(), String(value)]));
    return reply.send('');
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!captured['content-security-policy'] || !captured['x-content-type-options']) throw new Error('helmet set no headers on the probe');
  return captured;
}

/**
 * Security headers on every response, and per-client rate limits on the routes that guess secrets or
 * send messages. Limits are counted per API process (in memory); see README for several replicas.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // Helmet's headers, computed once, go onto every reply before routing runs on (404s, errors and the
    // docs page too). They sit with the reply's own headers, so a route can still replace one (the docs
    // page sets its own Content-Security-Policy).
    const headers = Object.entries(await helmetHeaders());
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
    // Per-route only (config.rateLimit): the public catalogue and images pay nothing for it.
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
