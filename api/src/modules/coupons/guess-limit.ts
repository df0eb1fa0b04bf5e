import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';

/** The answer for a code that matches no coupon; the guess limit counts these. */
export class UnknownCouponError extends BadRequestError {
  constructor() {
    super('This coupon code is not valid.', { success: false });
  }
}

export interface CouponGuessLimit {
  /** preHandler: refuses every coupon lookup of a client that has used up its misses for the window. */
  check(request: FastifyRequest): Promise<void>;
  /** onError: counts a lookup of a code that matches no coupon against the client. */
  countMiss(request: FastifyRequest, reply: FastifyReply, error: Error): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One per-client budget of unknown coupon codes, shared by every call that looks a code up (coupon apply,
     * quote, placing an order), so private codes cannot be guessed through any of them. Only misses count: a
     * shopper re-quoting a cart with a real code is never held up. Counted per API process, like the other limits.
     */
    couponGuesses: CouponGuessLimit;
  }
}

const hasCouponCode = (body: unknown) => typeof body === 'object' && body !== null && typeof (body as { couponCode?: unknown }).couponCode === 'string';

export function couponGuessLimit(maxMisses: number, windowMs = 60_000, now = Date.now): CouponGuessLimit {
  const misses = new Map<string, { count: number; resetAt: number }>();
  const current = (client: string) => {
    const entry = misses.get(client);
    return entry && entry.resetAt > now() ? entry : null;
  };
  return {
    async check(request) {
      if (!hasCouponCode(request.body)) return;
      const entry = current(request.ip);
      if (entry && entry.count >= maxMisses) {
        const seconds = Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
        throw new TooManyRequestsError(`Too many coupon codes tried. Please wait ${seconds} seconds and try again.`);
      }
    },
    async countMiss(request, _reply, error) {
      if (!(error instanceof UnknownCouponError)) return;
      const entry = current(request.ip);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Expired entries are dropped as new ones arrive, so the map holds at most the last window's clients.
      if (misses.size > 10_000) for (const [client, e] of misses) if (e.resetAt <= now()) misses.delete(client);
      misses.set(request.ip, { count: 1, resetAt: now() + windowMs });
    },
  };
}
