import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

/**
 * OWASP's scrypt parameters (Password Storage Cheat Sheet: N=2^17, r=8, p=1): 128 MiB and a few
 * hundred milliseconds per hash on one core. Hashes made with weaker parameters are upgraded at the
 * player's next sign-in (`needsRehash`).
 */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keylen: 32 };

/** What new hashes are made with (and older, weaker ones rehashed to): PASSWORD_HASH_PARAMS. */
let hashParams: ScryptParams = PASSWORD_HASH_PARAMS;

/**
 * Makes new hashes with other parameters. Only the test setup (test/fast-password-hashing.ts) calls
 * it: a few hundred test files register and sign in thousands of players, and at 128 MiB and ~0.3 s a
 * hash that CPU is minutes of every CI run spent on nothing the tests check. The product never calls it.
 */
export function usePasswordHashParams(params: ScryptParams): void {
  hashParams = params;
}

// scrypt needs 128 * N * r bytes; Node refuses above maxmem (32 MiB by default).
const maxmemOf = (N: number, r: number) => 128 * N * r * 2;

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash, so they can be raised. */
export async function hashPasswordWith(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params.keylen, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: maxmemOf(params.N, params.r),
  });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export const hashPassword = (password: string): Promise<string> => hashPasswordWith(password, hashParams);

// Hashes we wrote are within these bounds; anything else in the column is refused, not computed.
const WITHIN_BOUNDS = (n: number, r: number, p: number) =>
  Number.isInteger(Math.log2(n)) && n >= 2 ** 10 && n <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (!WITHIN_BOUNDS(N, R, P)) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmemOf(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with weaker parameters than today's (rehash it at sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  const { N, r: R, p: P } = hashParams;
  return scheme !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
}

/** A hash of nothing in particular, verified against when the email is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
