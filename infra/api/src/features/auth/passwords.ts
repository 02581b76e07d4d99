/**
 * Password hashing with scrypt (node:crypto), a fresh random salt per hash. The stored form names
 * its parameters, so they can be raised later without invalidating existing hashes:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const PARAMS = { N: 1 << 15, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const maxmem = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PARAMS;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches the stored hash. Every call does one scrypt at least as costly as a
 * fresh hash's, whatever is stored: a stored value that is not a usable scrypt hash ('no-login'
 * staff, a damaged row) is checked against the dummy instead of answering at once, so the answer
 * time does not tell which accounts exist or can sign in.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  const { N, r, p, salt, expected } = parsed ?? DUMMY;
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(key, expected) && parsed !== null;
}

function parseStored(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20 || (N & (N - 1)) !== 0) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length === 0) return null;
  return { N, r, p, salt, expected };
}

// Random salt and key with today's parameters: no password matches it, and checking one costs
// what checking a real hash costs. Built without running scrypt, so the first check is not slower.
const DUMMY = { ...PARAMS, salt: randomBytes(16), expected: randomBytes(KEY_LENGTH) };

/** For unknown usernames and disabled accounts: the same work as a real check. Always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, '');
  return false;
}
