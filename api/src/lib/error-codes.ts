import type { ErrorCode } from '@farm-store/contracts/common';

/** What commonErrorCodes reads of a route (Fastify's route options). */
interface RouteFacts {
  method: string | string[];
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown; security?: readonly unknown[] };
  config?: { rateLimit?: unknown };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses any route of its kind can answer, whatever its own code does: 400 where the caller sends
 * something to validate (a body, a query, headers, a path parameter — a malformed %-escape included), 415 where a
 * body is parsed, 401/403 where a session is needed, 404 where the path carries an id, 429 where the route is
 * rate-limited, 413, 414 and 503 everywhere (the gateway refuses a large body or an over-long address on any path;
 * any route may meet a database outage). A route lists the others itself (409 where its rules can refuse, 404 for a missing resource…).
 */
export function commonErrorCodes(route: RouteFacts): ErrorCode[] {
  const methods = [route.method].flat().map((m) => m.toUpperCase());
  const hasBody = methods.some((m) => BODY_METHODS.has(m));
  const hasParams = route.url.includes(':');
  const schema = route.schema ?? {};
  const codes: ErrorCode[] = [413, 414, 503];
  if (hasBody || hasParams || schema.body || schema.querystring || schema.headers) codes.push(400);
  if (hasBody) codes.push(415);
  if (schema.security?.length) codes.push(401, 403);
  if (hasParams) codes.push(404);
  if (route.config?.rateLimit) codes.push(429);
  return codes.sort((a, b) => a - b);
}
