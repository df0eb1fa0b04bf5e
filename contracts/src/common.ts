import { Type } from 'typebox';

/**
 * TypeBox pieces every module reuses. Error bodies are `{ msg }` plus optional extras
 * (`success: false`, a fresh `quote`, …) added by the error handler from the API's DomainError.extra.
 */
export const ErrorSchema = Type.Object({ msg: Type.String({ description: 'What went wrong, in plain words.' }) }, { additionalProperties: true });

/**
 * A string schema's `x-invalid`: the plain-language message when a value does not match its `pattern`, said by the
 * API's error handler instead of the validator's "must match pattern" (api/src/plugins/error-handler.ts).
 */
export const INVALID_MESSAGE = 'x-invalid';

/** JavaScript's `\s`, spelt out: other regex engines (a fuzzer's) read `\s` and `\d` more widely than our validator. */
export const WHITESPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * A pattern for one of `words` written in any case with whitespace anywhere ("Dry Fruits" for `dryfruits`);
 * `orBlank` also takes an empty or blank value.
 */
export function anyCaseOrSpacing(words: readonly string[], { orBlank = false } = {}): string {
  const ws = `[${WHITESPACE}]*`;
  const spelt = words.map((word) => [...word].map((c) => (c === c.toUpperCase() ? c : `[${c}${c.toUpperCase()}]`)).join(ws));
  return `^${ws}(?:${spelt.join('|')})${orBlank ? '?' : ''}${ws}$`;
}

/** Our documents' ids: a MongoDB ObjectId as 24 hexadecimal digits. */
export const ID_PATTERN = '^[0-9a-fA-F]{24}$';

export const IdSchema = Type.String({
  pattern: ID_PATTERN,
  maxLength: 24,
  description: 'An id: 24 hexadecimal digits.',
  examples: ['64b0c0ffee0000000000a001'],
  [INVALID_MESSAGE]: 'Nothing has that id.',
});

/**
 * `:id` path parameter: anything but an id answers 404 (api/src/plugins/error-handler.ts), like an id that is not there; one
 * longer than 100 characters is refused by the router first (414).
 */
export const IdParamsSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });

/** Page number, from 1. */
export const PageQuery = Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: 'Page number, from 1.' });

/** Page size; callers pick their own default and ceiling. */
export function LimitQuery(opts: { default: number; maximum: number }) {
  return Type.Integer({ minimum: 1, maximum: opts.maximum, default: opts.default, description: `Items per page (at most ${opts.maximum}).` });
}

/** Optional page/limit pair for lists that are unpaginated unless asked. */
export const OptionalPaginationQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, description: 'Page number, from 1.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Items per page (at most 200).' })),
};

/** A plain `{ msg }` success body (deletes and other calls with nothing else to say). */
export const MessageSchema = Type.Object({ msg: Type.String() });

export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 503;

/** What each error status means to a caller, for the OpenAPI document; the body is always `{ msg }`. */
const ERROR_MEANINGS: Record<ErrorCode, string> = {
  400: 'The request is not valid (a field, the query, the path or the JSON itself); `msg` says what.',
  401: 'No session, or one that has ended or was signed out: sign in again.',
  403: 'Signed in, but this session may not do this (another role, or a staff member without this permission).',
  404: 'Nothing with that id (or not an id at all), or not yours.',
  409: 'The request does not fit the current state of what it changes; `msg` says why.',
  413: 'The request is too large (bodies: 256 KB, image uploads: their own limit).',
  414: 'The address is too long: a path parameter over 100 characters, or over 8 KB in all (the gateway).',
  415: 'The body is not JSON.',
  429: 'Too many attempts from this client: wait a minute and try again.',
  503: 'The database did not answer; nothing is lost, retry after the Retry-After seconds.',
};

const errorSchemas = new Map<ErrorCode, typeof ErrorSchema>();
function errorSchema(code: ErrorCode): typeof ErrorSchema {
  let schema = errorSchemas.get(code);
  if (!schema) {
    const headers = code === 503 ? { headers: { 'retry-after': Type.String({ description: 'Seconds to wait.' }) } } : {};
    schema = Type.Object(ErrorSchema.properties, { additionalProperties: true, description: ERROR_MEANINGS[code], ...headers });
    errorSchemas.set(code, schema);
  }
  return schema;
}

/** `errorResponses(400, 404)` → `{ 400: {msg}, 404: {msg} }` (each with its meaning) for a route's `response`. */
export function errorResponses<C extends ErrorCode>(...codes: C[]): Record<C, typeof ErrorSchema> {
  const out = {} as Record<C, typeof ErrorSchema>;
  for (const code of codes) out[code] = errorSchema(code);
  return out;
}

/** A 6-digit Indian pincode as typed (whitespace anywhere is dropped; the first digit is not 0), or blank for none. */
export const PincodeSchema = Type.String({
  maxLength: 20,
  pattern: `^[${WHITESPACE}]*(?:[1-9](?:[${WHITESPACE}]*[0-9]){5}[${WHITESPACE}]*)?$`,
  description: '6 digits (spaces are ignored), or blank for none.',
  [INVALID_MESSAGE]: 'A pincode is 6 digits, e.g. 500081.',
});

/** A pincode that must be given (6 digits, spaces ignored): for calls that mean nothing without one. */
export const GivenPincodeSchema = Type.String({
  maxLength: 20,
  pattern: `^[${WHITESPACE}]*[1-9](?:[${WHITESPACE}]*[0-9]){5}[${WHITESPACE}]*$`,
  description: '6 digits (spaces are ignored).',
  [INVALID_MESSAGE]: 'A pincode is 6 digits, e.g. 500081.',
});

/** Text with something besides whitespace in it (the services trim it and refuse what is left blank). */
export const NOT_BLANK_PATTERN = `[^${WHITESPACE}]`;
