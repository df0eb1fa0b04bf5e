import { Type } from 'typebox';

/**
 * TypeBox pieces every module reuses. Error bodies are `{ msg }` plus optional extras
 * (`success: false`, a fresh `quote`, …) added by the error handler from DomainError.extra.
 */
export const ErrorSchema = Type.Object(
  { msg: Type.String({ description: 'What went wrong, in plain words.' }) },
  { additionalProperties: true },
);

/** `:id` path parameter: an id as a string (ObjectId hex for our own documents). */
export const IdParamsSchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

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

type ErrorCode = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** `errorResponses(400, 404)` → `{ 400: ErrorSchema, 404: ErrorSchema }` for a route's `response`. */
export function errorResponses<C extends ErrorCode>(...codes: C[]): Record<C, typeof ErrorSchema> {
  const out = {} as Record<C, typeof ErrorSchema>;
  for (const code of codes) out[code] = ErrorSchema;
  return out;
}
