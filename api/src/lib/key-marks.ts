import { createHash } from 'node:crypto';

/**
 * The field under `prefix` that marks a key (a refund's, a store credit entry's) as applied to a document. Any text,
 * a client's Idempotency-Key included, becomes a safe field name (no dots, no '$'). "Not applied yet" is then
 * `{ [field]: { $exists: false } }`: the embedded database evaluates `$ne` over a path inside an array of
 * subdocuments wrongly once the array holds two entries, so a key is never looked for inside an array.
 */
export function keyMark(prefix: string, key: string): string {
  return `${prefix}.k${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}
