import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isValidObjectId } from 'mongoose';
import type { Config } from '../config';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { PartnerModel } from '../modules/partners/model';

export type Role = 'customer' | 'admin' | 'partner';
export interface Principal {
  id: string;
  role: Role;
}

/** Each kind of session travels in its own header (SPEC §6). */
export const TOKEN_HEADERS: Record<Role, string> = {
  customer: 'x-auth-token',
  admin: 'x-admin-token',
  partner: 'x-partner-token',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs a session token for a customer, admin or partner. */
    issueToken(principal: Principal): string;
    requireCustomer: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    /** A signed-in partner whose account is still active. */
    requirePartner: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Who is calling; set by the require* hooks, null on public routes. */
    auth: Principal | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
  }
}

/**
 * The three token kinds (customer, admin, partner): JWTs signed with one secret and told apart by
 * their role claim and by the header they arrive in.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(fastifyJwt, { secret: config.JWT_SECRET });
    app.decorateRequest('auth', null);

    app.decorate('issueToken', (principal: Principal) =>
      app.jwt.sign(
        { sub: principal.id, role: principal.role },
        { expiresIn: principal.role === 'customer' ? config.CUSTOMER_TOKEN_TTL : config.STAFF_TOKEN_TTL },
      ),
    );

    function principalFrom(request: FastifyRequest, role: Role): Principal {
      const token = request.headers[TOKEN_HEADERS[role]];
      if (typeof token !== 'string' || token.length === 0) throw new UnauthorizedError();
      let payload: { sub?: unknown; role?: unknown };
      try {
        payload = app.jwt.verify(token);
      } catch {
        throw new UnauthorizedError('Your session has expired. Please sign in again.');
      }
      if (typeof payload.sub !== 'string' || !isValidObjectId(payload.sub)) throw new UnauthorizedError();
      if (payload.role !== role) throw new ForbiddenError();
      return { id: payload.sub, role };
    }

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      request.auth = principalFrom(request, 'customer');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.auth = principalFrom(request, 'admin');
    });
    app.decorate('requirePartner', async (request: FastifyRequest) => {
      const principal = principalFrom(request, 'partner');
      // A disabled partner loses access at once, whatever tokens they still hold.
      const active = await PartnerModel.exists({ _id: principal.id, active: true });
      if (!active) throw new UnauthorizedError('This partner account is not active.');
      request.auth = principal;
    });
  },
  { name: 'auth' },
);

/** The caller's id inside a route guarded by one of the require* hooks. */
export function callerId(request: FastifyRequest): string {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth.id;
}
