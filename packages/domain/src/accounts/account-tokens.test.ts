import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@casino/contracts';
import type { AccountTokenPurpose } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeToken, hashToken, issueToken } from './account-tokens.js';
import { registeredPlayer } from './account-test-players.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const T0 = new Date('2026-05-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let n = 0;

async function issued(purpose: AccountTokenPurpose, issuedAt = T0) {
  const email = `tokens-${++n}@casino.test`;
  const userId = await registeredPlayer(t.db, email);
  const token = await t.db
    .transaction()
    .execute((trx) => issueToken(trx, { userId, purpose, email, now: issuedAt }));
  return { userId, email, token };
}
const consume = (purpose: AccountTokenPurpose, token: string, now: Date) =>
  t.db.transaction().execute((trx) => consumeToken(trx, { purpose, token, now }));

describe(`account tokens on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each([
    ['verify_email', EMAIL_VERIFICATION_TTL_MS],
    ['reset_password', PASSWORD_RESET_TTL_MS],
  ] as const)('%s: good until %i ms after it was issued, by the injected clock', async (purpose, ttl) => {
    const early = await issued(purpose);
    expect(await consume(purpose, early.token, at(ttl - 1))).toEqual({
      userId: early.userId,
      email: early.email,
    });
    const late = await issued(purpose);
    expect(await consume(purpose, late.token, at(ttl))).toBeNull();
    expect(await consume(purpose, late.token, at(ttl + 86_400_000))).toBeNull();
  });

  it.each([
    {
      name: 'used once: the second use finds nothing',
      spoil: async (purpose: AccountTokenPurpose, token: string) => {
        expect(await consume(purpose, token, at(1_000))).not.toBeNull();
      },
    },
    {
      name: 'voided by a newer token of the same purpose',
      spoil: async (purpose: AccountTokenPurpose, _token: string, userId: string, email: string) => {
        await t.db
          .transaction()
          .execute((trx) => issueToken(trx, { userId, purpose, email, now: at(1_000) }));
      },
    },
    {
      name: 'the account no longer has the address it was sent to',
      spoil: async (_purpose: AccountTokenPurpose, _token: string, userId: string) => {
        await t.db
          .updateTable('users')
          .set({ email: `moved-${userId}@casino.test` })
          .where('id', '=', userId)
          .execute();
      },
    },
  ])('refused when $name', async ({ spoil }) => {
    const { userId, email, token } = await issued('reset_password');
    await spoil('reset_password', token, userId, email);
    expect(await consume('reset_password', token, at(2_000))).toBeNull();
  });

  it('a token of one purpose does nothing for the other', async () => {
    const { token } = await issued('verify_email');
    expect(await consume('reset_password', token, at(1_000))).toBeNull();
    expect(await consume('verify_email', token, at(1_000))).not.toBeNull();
  });

  it('a token of the other player, or a made-up one, finds nothing', async () => {
    expect(await consume('reset_password', 'A'.repeat(43), at(1_000))).toBeNull();
  });

  it('keeps only the hash of the secret', async () => {
    const { token, userId } = await issued('reset_password');
    const rows = await t.db.selectFrom('account_tokens').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      token,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('ten players racing with one token: exactly one of ten uses gets it', async () => {
    const { token } = await issued('reset_password');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consume('reset_password', token, at(1_000))),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});
