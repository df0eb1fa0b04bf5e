import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isValidObjectId } from 'mongoose';
import type { Config } from '../config';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { Static } from 'typebox';
import type { PreferencesSchema } from '@farm-store/contracts/accounts';
import type { Permission, StaffRole } from '@farm-store/contracts/enums';

export type Role = 'customer' | 'admin' | 'partner';

/** A customer's phone and message preferences, read with the session so the request need not read the account again. */
export interface CustomerContact {
  phone: string;
  preferences: Static<typeof PreferencesSchema>;
}

/** The signed-in customer a request acts for: their name and contact, as the session check read them. */
export type SignedInCustomer = CustomerContact & { name: string };

export interface Principal {
  id: string;
  role: Role;
  /** Read from the account on every request (absent on a principal being issued a token). */
  name?: string;
  /** Staff only: the role stored now, so a change applies to the very next request. */
  staffRole?: StaffRole | null;
  /** Customers only: their phone and message preferences, read with the session check. */
  contact?: CustomerContact | null;
  /** The millisecond the caller's session started (a long-lived request checks it again: see notifications/events.ts). */
  sessionStartedAt?: number;
}

/** Each kind of session travels in its own header. */
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
    /** A signed-in, active staff member whose role holds `permission` (accounts/roles.ts); other roles → 403. */
    requireStaff(permission: Permission): preHandlerAsyncHookHandler;
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
    /** `sat`: the millisecond the session started (a password reset ends every session started before it). */
    payload: { sub: string; role: Role; sat: number };
  }
}

/**
 * Why a well-signed token no longer opens its account, or (refusal null) the account as stored now: staff their
 * current role — never the token's —, customers their contact.
 */
export type SessionAnswer =
  { refusal: 'gone' | 'ended' | 'inactive' } | { refusal: null; account: { name: string; staffRole: StaffRole | null; contact: CustomerContact | null } };

/** Checks one token against its account. Answered by the accounts module (app.ts passes it in, as it does `roleMay`). */
export type SessionCheck = (role: Role, id: string, issuedAtMs: number) => Promise<SessionAnswer>;

/** Whether a staff role holds a permission: the accounts module's table (accounts/roles.ts). */
export type RoleCheck = (role: StaffRole, permission: Permission) => boolean;

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const REFUSALS = {
  gone: SESSION_ENDED,
  ended: SESSION_ENDED,
  inactive: 'This partner account is not active.',
  staffInactive: 'This staff account has been disabled.',
} as const;

/**
 * The three token kinds (customer, admin, partner): JWTs signed with one secret and told apart by
 * their role claim and by the header they arrive in. Every guarded request also asks `checkSession` whether
 * the account still exists and the session has not been ended since (password reset, partner disabled).
 */
export default fp<{ config: Config; checkSession: SessionCheck; roleMay: RoleCheck }>(
  async (app, { config, checkSession, roleMay }) => {
    await app.register(fastifyJwt, { secret: config.JWT_SECRET });
    app.decorateRequest('auth', null);

    app.decorate('issueToken', (principal: Principal) =>
      app.jwt.sign(
        { sub: principal.id, role: principal.role, sat: Date.now() },
        { expiresIn: principal.role === 'customer' ? config.CUSTOMER_TOKEN_TTL : config.STAFF_TOKEN_TTL },
      ),
    );

    async function principalFrom(request: FastifyRequest, role: Role): Promise<Principal> {
      const token = request.headers[TOKEN_HEADERS[role]];
      if (typeof token !== 'string' || token.length === 0) throw new UnauthorizedError();
      let payload: { sub?: unknown; role?: unknown; sat?: unknown; iat?: unknown };
      try {
        payload = app.jwt.verify(token);
      } catch {
        throw new UnauthorizedError('Your session has expired. Please sign in again.');
      }
      if (typeof payload.sub !== 'string' || !isValidObjectId(payload.sub)) throw new UnauthorizedError();
      if (payload.role !== role) throw new ForbiddenError();
      // Tokens from before `sat` existed carry only `iat`, in seconds.
      const issuedAtMs = typeof payload.sat === 'number' ? payload.sat : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
      // A deleted account, a disabled partner or staff member, or a session ended by a password change loses access at once.
      const result = await checkSession(role, payload.sub, issuedAtMs);
      if (result.refusal) {
        throw new UnauthorizedError(REFUSALS[result.refusal === 'inactive' && role === 'admin' ? 'staffInactive' : result.refusal]);
      }
      return {
        id: payload.sub,
        role,
        name: result.account.name,
        staffRole: result.account.staffRole,
        contact: result.account.contact,
        sessionStartedAt: issuedAtMs,
      };
    }

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      request.auth = await principalFrom(request, 'customer');
    });
    app.decorate('requireStaff', (permission: Permission) => async (request: FastifyRequest) => {
      const principal = await principalFrom(request, 'admin');
      if (!principal.staffRole || !roleMay(principal.staffRole, permission)) {
        throw new ForbiddenError(`Your role (${principal.staffRole ?? 'none'}) may not do this. Please ask the store owner.`);
      }
      request.auth = principal;
    });
    app.decorate('requirePartner', async (request: FastifyRequest) => {
      request.auth = await principalFrom(request, 'partner');
    });
  },
  { name: 'auth' },
);

/** The caller's id inside a route guarded by one of the require* hooks. */
export function callerId(request: FastifyRequest): string {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth.id;
}

/** The signed-in customer's name, phone and message preferences inside a route guarded by requireCustomer. */
export function signedInCustomer(request: FastifyRequest): SignedInCustomer {
  const auth = request.auth;
  if (!auth?.contact || auth.role !== 'customer') throw new UnauthorizedError();
  return { name: auth.name ?? '', ...auth.contact };
}
