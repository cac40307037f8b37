import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, register } from './accounts.js';
import {
  hashPasswordWith,
  needsRehash,
  PASSWORD_HASH_PARAMS,
  usePasswordHashParams,
  verifyPassword,
} from './password.js';
import { TEST_HASH_PARAMS } from '../../test/fast-password-hashing.js';

let t: TestDatabase;
beforeAll(async () => {
  // This file checks the product's parameters, not the cheap ones the test setup makes hashes with.
  usePasswordHashParams(PASSWORD_HASH_PARAMS);
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
  usePasswordHashParams(TEST_HASH_PARAMS); // the next file of this worker (isolate: false) hashes cheaply again
});

/** The parameters every hash was made with before they were raised to OWASP's. */
const OLD_PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };
const paramsOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

describe('password hashes', () => {
  it("hash with OWASP's scrypt parameters (N=2^17, r=8, p=1)", async () => {
    expect(PASSWORD_HASH_PARAMS).toMatchObject({ N: 131_072, r: 8, p: 1 });
    const stored = await hashPasswordWith('correct horse', PASSWORD_HASH_PARAMS);
    expect(paramsOf(stored)).toEqual([131_072, 8, 1]);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });

  it.each([
    ['another scheme', 'bcrypt$12$abc'],
    [
      'a cost far beyond what we write (a hostile row must not tie up the server)',
      'scrypt$4194304$8$1$c2FsdA==$aGFzaA==',
    ],
    ['a cost that is not a power of two', 'scrypt$100000$8$1$c2FsdA==$aGFzaA=='],
    ['missing parts', 'scrypt$131072$8'],
  ])('refuses %s without computing it', async (_name, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('upgrades an older, weaker hash at the next sign-in, and only then', async () => {
    const userId = await register(
      t.db,
      {
        email: 'upgrade@casino.test',
        password: 'a-fine-password',
        firstName: 'Up',
        lastName: 'Grade',
        dateOfBirth: '1990-01-01',
      },
      { clock: () => new Date('2026-11-24T00:00:00Z') },
    );
    const old = await hashPasswordWith('a-fine-password', OLD_PARAMS);
    await t.db.updateTable('users').set({ password_hash: old }).where('id', '=', userId).execute();
    expect(needsRehash(old)).toBe(true);

    // A wrong password changes nothing.
    await expect(authenticate(t.db, 'upgrade@casino.test', 'not-it')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    const stored = () =>
      t.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    expect((await stored()).password_hash).toBe(old);

    expect(await authenticate(t.db, 'upgrade@casino.test', 'a-fine-password')).toBe(userId);
    const upgraded = (await stored()).password_hash ?? '';
    expect(paramsOf(upgraded)).toEqual([131_072, 8, 1]);
    expect(await verifyPassword('a-fine-password', upgraded)).toBe(true);
    // The next sign-in works against the new hash and leaves it alone.
    expect(await authenticate(t.db, 'upgrade@casino.test', 'a-fine-password')).toBe(userId);
    expect((await stored()).password_hash).toBe(upgraded);
  });
});
