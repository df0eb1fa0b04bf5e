import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (N=2^14, r=8, p=1: about 16 MB and tens of milliseconds per hash). */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(plain: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$r$p$<salt b64>$<key b64>` with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against a stored hash with a constant-time comparison. A malformed stored value
 * is simply "no match" (never an exception), so callers answer it like a wrong password.
 */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = typeof stored === 'string' ? stored.split('$') : [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(plain, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of a random, discarded password. Sign-in checks an unknown account against it, so
 * "no such account" costs as much time as "wrong password" and the two cannot be told apart.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$16384$8$1$Awwfeo8Rl1sPrRMi/8Uw6w==$tU5TX66zpg4lbULoWuC81eWMIWyx4UFzAluM3HIsZHh17HvaYeR1KlL+qjNVT9yQdRhYh83o+Z+ce/jSjohIUg==';
