import { createHash, createHmac, randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import mongoose, { Types } from 'mongoose';
import { parseJsonBody, startTestApp, type TestApp } from '../../helpers/build-app';
import type { AppDependencies } from '../../../src/app';

/** A route as the running app registered it (HEAD twins of GET routes left out: same hooks, same handler). */
export interface CollectedRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  key: string;
}

/**
 * Starts the real app and records every route it registers, read from the app itself through Fastify's
 * `fastify.initialization` diagnostics channel (an onRoute hook added before any plugin), so a route added
 * later is seen without anyone listing it here.
 */
export async function startAppCollectingRoutes(
  overrides: Record<string, string> = {},
  deps: AppDependencies = {},
): Promise<{ t: TestApp; routes: CollectedRoute[] }> {
  const routes: CollectedRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, schema: route.schema, key: `${method} ${route.url}` });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    const t = await startTestApp(overrides, deps);
    return { t, routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}

// ---------------------------------------------------------------- tokens

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT signed by hand, so tests can forge what the app must refuse. */
export function signJwt(payload: Record<string, unknown>, secret: string, alg: 'HS256' | 'none' = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function expiredToken(secret: string, sub: string, role: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role, iat: now - 7200, exp: now - 3600 }, secret);
}

export function foreignToken(sub: string, role: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role, iat: now, exp: now + 3600 }, randomBytes(32).toString('hex'));
}

export function unsignedToken(sub: string, role: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role, iat: now, exp: now + 3600 }, '', 'none');
}

export const newId = () => new Types.ObjectId().toString();

// ---------------------------------------------------------------- database snapshots

export interface Snapshot {
  counts: Record<string, number>;
  /** One hash per collection over its documents (sorted by _id). */
  hashes: Record<string, string>;
}

/**
 * Collections the API's background work writes on its own clock (the order-message outbox: its sender and the
 * reconciliation that records messages for orders the tests store directly). A request never writes them except
 * through an order change, which the orders collection shows. And `turns` (lib/turns.ts): a lock, taken and ended
 * by a call that may change a rule's data before it knows whether it will (an assign to an order id that turns out
 * unknown); it holds no data.
 */
const BACKGROUND_COLLECTIONS = new Set(['outbox', 'outbox_claims', 'notification_meta', 'turns']);
/** Counts of calls (lib/budget.ts): every call to a limited route spends from its client's budget, malformed or not. */
const COUNTERS = new Set(['budgets']);

/** Counts of every collection and a hash of each one's documents: any write shows, and where. */
export async function snapshot(): Promise<Snapshot> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !BACKGROUND_COLLECTIONS.has(name) && !COUNTERS.has(name))
    .sort();
  const counts: Record<string, number> = {};
  const hashes: Record<string, string> = {};
  for (const name of names) {
    const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
    const hash = createHash('sha256');
    for (const doc of docs) hash.update(JSON.stringify(doc));
    counts[name] = docs.length;
    hashes[name] = hash.digest('hex');
  }
  return { counts, hashes };
}

/** A readable difference between two snapshots (empty when equal). */
export function snapshotDiff(before: Snapshot, after: Snapshot): string {
  const names = [...new Set([...Object.keys(before.hashes), ...Object.keys(after.hashes)])].sort();
  return names
    .filter((n) => before.hashes[n] !== after.hashes[n])
    .map((n) => (before.counts[n] === after.counts[n] ? `${n}: documents changed` : `${n}: ${before.counts[n] ?? 0} → ${after.counts[n] ?? 0}`))
    .join(', ');
}

// ---------------------------------------------------------------- responses

/** Fetch with a raw body and headers; answers status, parsed JSON (or text) and headers. */
export async function rawCall(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: string | Buffer | FormData; headers?: Record<string, string>; timeoutMs?: number } = {},
) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: opts.headers,
    body: opts.body as RequestInit['body'],
    signal: opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: parseJsonBody(text, undefined), text, headers: response.headers };
}

/** True for an error answer of the API's one shape: JSON `{msg: "…"}`. */
export function isMsgBody(json: unknown): boolean {
  return typeof json === 'object' && json !== null && typeof (json as { msg?: unknown }).msg === 'string';
}
