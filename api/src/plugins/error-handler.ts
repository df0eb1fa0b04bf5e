import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../lib/errors';
import { INVALID_MESSAGE } from '@farm-store/contracts/common';
import { isDatabaseUnavailableError, isDuplicateKeyError } from '../lib/mongo';
import routeMethods from './route-methods';

export const UNAVAILABLE_MSG = 'The store is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying a 503: the driver notices a recovered database within about one. */
export const UNAVAILABLE_RETRY_AFTER = '5';
const INTERNAL_MSG = 'Something went wrong on our side. Please try again.';

/**
 * One place that turns failures into `{ msg }` bodies. Expected failures keep their status and plain
 * message; database outages become 503; everything else is a 500 whose details only reach the log.
 */
export default fp(
  async (app) => {
    // Registered before the routes (app.ts), so its onRoute hook sees every path the 405 answer below looks up.
    await app.register(routeMethods);
    // A request no route takes can still fail before its answer (a body with no Content-Type under an unknown
    // method, say QUERY); it is answered as unrouted all the same: 405 or 404, not 400.
    app.setErrorHandler((err: FastifyError, request, reply) => (request.is404 ? answerUnrouted(request, reply) : answerError(err, request, reply)));

    app.setNotFoundHandler(answerUnrouted);
  },
  { name: 'error-handler' },
);

/** The `{ msg }` answer to an error of a routed request (or of the router itself: routerErrors). */
function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof DomainError) {
    return reply.status(err.statusCode).send({ ...err.extra, msg: err.message });
  }
  if (err.validation) {
    if (err.validationContext !== 'params') return reply.status(400).send({ msg: describeValidationError(err) });
    // A path parameter (always an id) that fails its schema names nothing: 404, as for an id that is not there;
    // unless the path is another method's route (GET /admin/orders/assign, where only PUT is): then 405.
    const path = request.url.split('?')[0];
    if (request.server.allowedMethods(path).length > 0) return answerUnrouted(request, reply);
    return reply.status(404).send({ msg: describeValidationError(err) });
  }
  if (isDatabaseUnavailableError(err)) {
    request.log.warn({ err }, 'database unavailable');
    return reply.status(503).header('retry-after', UNAVAILABLE_RETRY_AFTER).send({ msg: UNAVAILABLE_MSG });
  }
  if (isDuplicateKeyError(err)) {
    return reply.status(409).send({ msg: 'That already exists.' });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limit, bad address.
    return reply.status(status).send({ msg: clientErrorMessage(status, err) });
  }
  request.log.error({ err }, 'unexpected error');
  return reply.status(500).send({ msg: INTERNAL_MSG });
}

/** A path that exists with other methods is a 405 naming them (RFC 9110 asks for Allow); any other is a 404. */
function answerUnrouted(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  const allowed = request.server.allowedMethods(path);
  if (allowed.length === 0) return reply.status(404).send({ msg: `No such address: ${request.method} ${path}` });
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send({
      msg: `${request.method} is not allowed at ${path}; use ${allowed.join(', ')}.`,
    });
}

/**
 * The server's `frameworkErrors` (server-options.ts): failures the router meets before any route or hook runs (a
 * path parameter over the router's length limit, 414; a malformed %-escape in the path, 400) answer through the
 * handler above like any other, instead of in Fastify's own shape.
 */
export function routerErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // The answer is sent here; the reply's thenable only tells when it has gone out, which Fastify does not wait for.
  void answerError(err, request, reply);
}

function clientErrorMessage(status: number, err: FastifyError): string {
  switch (status) {
    case 413:
      return 'That request is too large.';
    case 414:
      return 'That address is too long.';
    case 415:
      return 'Send the request as JSON.';
    case 429:
      return 'Too many attempts. Please wait a minute and try again.';
    default:
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return 'The request body is not valid JSON.';
      }
      return err.code === 'FST_ERR_BAD_URL' ? 'That address is not valid.' : err.message;
  }
}

/** What describeValidationError reads of the schema that failed: its fields' titles and its plain message(s). */
interface ValueSchema {
  properties?: Record<string, { title?: string }>;
  [INVALID_MESSAGE]?: string | Record<string, string>;
}

/** The checks of a value's form whose failure a schema's `x-invalid` message explains (not its type or range). */
const PLAIN_KEYWORDS = new Set(['pattern', 'minLength', 'maxLength', 'multipleOf', 'exclusiveMinimum']);

/** "body/phone must be string" → "phone must be text." in plain words. */
function describeValidationError(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return 'The request is not valid.';
  const field = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const params = first.params;
  // Ajv's verbose errors (plugins/validation.ts) carry the schema and the value.
  const { parentSchema, data } = first as { parentSchema?: ValueSchema; data?: unknown };
  if (first.keyword === 'required') {
    const missing = String(params.missingProperty);
    return `${parentSchema?.properties?.[missing]?.title ?? missing} is required.`;
  }
  // `x-invalid`: one message for the form checks of a value, or one per keyword ({ pattern: …, maxLength: … }).
  const invalid = parentSchema?.[INVALID_MESSAGE];
  const plain = typeof invalid === 'string' ? (PLAIN_KEYWORDS.has(first.keyword) ? invalid : undefined) : invalid?.[first.keyword];
  if (first.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    return typeof plain === 'string' ? plain.replace('{field}', name) : `Unexpected field: ${name}.`;
  }
  if (typeof plain === 'string') return plain.replace('{value}', String(data));
  const where = field || err.validationContext || 'request';
  return `${where} ${first.message ?? 'is not valid'}.`;
}
