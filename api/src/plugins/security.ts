import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { ensureBudgetExpiry, sweepExpiredBudgets, useBudgetSecret } from '../lib/budget';
import { DatabaseRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route-level budget per client address for sign-in, sign-up, OTP, inquiry and coupon calls:
     * `config: { rateLimit: app.sensitiveRateLimit }`. Loose on purpose (many phones share one mobile-network
     * address); accounts and coupon codes have tighter budgets of their own.
     */
    sensitiveRateLimit: { max: number; timeWindow: string };
  }
}

/**
 * The API answers JSON and images, never a page of its own (the docs page sets its own Content-Security-Policy), so
 * it sends the headers that protect such answers (OWASP's REST set): nothing may run, frame or sniff them, and other
 * sites may not embed them. The headers meant for HTML documents or for retired browsers (X-XSS-Protection,
 * X-Download-Options, X-DNS-Prefetch-Control, Origin-Agent-Cluster, Cross-Origin-Opener-Policy…) are left off: they
 * did nothing here but add some 300 bytes to every answer a phone receives. HSTS is the gateway's to set over TLS; the
 * API's own copy only matters when someone reaches the API port directly over TLS. Pinned by
 * api/test/security/http-hygiene.test.ts.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Expired budgets are swept this often where the database has no TTL indexes (the embedded one). */
const SWEEP_MS = 10 * 60_000;

/**
 * Security headers on every response, and per-client-address budgets on the routes that guess secrets or send
 * messages, counted in the database (lib/budget.ts) so every API process spends from the same budget.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // Set before routing runs on (404s, errors and the docs page too). They sit with the reply's own headers, so a
    // route can still replace one (the docs page sets its own Content-Security-Policy).
    const headers = Object.entries(API_SECURITY_HEADERS);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
    useBudgetSecret(config.JWT_SECRET);
    // Per-route only (config.rateLimit): the public catalogue and images pay nothing for it.
    await app.register(rateLimit, {
      global: false,
      store: DatabaseRateLimitStore,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        msg: `Too many attempts. Please wait ${context.after} and try again.`,
      }),
    });
    app.decorate('sensitiveRateLimit', { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' });

    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (await ensureBudgetExpiry()) return;
      sweeper = setInterval(() => {
        sweepExpiredBudgets().catch((err: unknown) => app.log.warn({ err }, 'expired budgets could not be swept'));
      }, SWEEP_MS).unref();
    });
    app.addHook('onClose', (_app, done) => {
      clearInterval(sweeper);
      done();
    });
  },
  { name: 'security' },
);
