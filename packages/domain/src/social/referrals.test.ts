import { REFERRAL_QUALIFYING_ROUNDS } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_DELUXE, label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { createGuest, register } from '../accounts/accounts.js';
import { systemClock } from '../clock.js';
import { isDomainError } from '../errors.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { parseMoney } from '../money.js';
import { drainPendingEvents } from '../projections/event-projector.js';
import { GAME_SETTLED } from '../projections/settled-play.js';
import {
  getReferralSummary,
  newReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralCodeOf,
  referralLink,
} from './referrals.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const clock = systemClock;
const REWARD = parseMoney('1000.00');
let emails = 0;
const registration = (referralCode?: string) => ({
  email: `referred-${Date.now()}-${emails++}@example.com`,
  password: 'a long password',
  firstName: 'Rita',
  lastName: 'Ref',
  dateOfBirth: '1990-01-01',
  ...(referralCode === undefined ? {} : { referralCode }),
});

async function rounds(userId: string, n: number): Promise<void> {
  await t.db
    .insertInto('domain_events')
    .values(
      Array.from({ length: n }, () => ({
        type: GAME_SETTLED,
        user_id: userId,
        payload: JSON.stringify({ gameId: DIAMOND_DELUXE, betAmount: '100', winAmount: '0', gameData: {} }),
      })),
    )
    .execute();
}

const coins = async (userId: string) => (await getWalletBalances(t.db, userId)).coins;
const rewardTransactions = async (referredId: string) =>
  (
    await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `referral:${referredId}`)
      .execute()
  ).length;
const referralOf = (referredId: string) =>
  t.db.selectFrom('referrals').selectAll().where('referred_user_id', '=', referredId).executeTakeFirst();

describe('referral codes', () => {
  it('are short, from an alphabet without look-alike characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      for (const ch of code) expect(REFERRAL_CODE_ALPHABET).toContain(ch);
    }
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it.each([
    ['an origin', 'https://casino.example', 'https://casino.example/?ref=ABCD2345'],
    ['an origin with a slash', 'http://localhost:5000/', 'http://localhost:5000/?ref=ABCD2345'],
  ])('link from %s', (_name, origin, expected) => {
    expect(referralLink(origin, 'ABCD2345')).toBe(expected);
  });
});

describe(`referrals (${label})`, () => {
  it('makes a code on first use, keeps it, and draws again when it collides with another player’s', async () => {
    const a = await newPlayer(t.db);
    const b = await newPlayer(t.db);
    // The same draws for both players: the second collides with the first's code and draws again.
    const sequence = () => {
      let i = 0;
      return () => (i++ < REFERRAL_CODE_LENGTH ? 0 : 1);
    };
    const codeA = await referralCodeOf(t.db, a, sequence());
    expect(codeA).toBe('AAAAAAAA');
    const codeB = await referralCodeOf(t.db, b, sequence());
    expect(codeB).toBe('BBBBBBBB');
    expect(await referralCodeOf(t.db, a)).toBe(codeA);
  });

  it('registration refuses an unknown code with a clear message and creates nothing', async () => {
    const form = registration('ZZZZ9999');
    const error = await register(t.db, form, { clock }).catch((e: unknown) => e);
    expect(isDomainError(error) && error.message).toBe('body.referralCode: Unknown referral code');
    expect(isDomainError(error) && error.details).toEqual({ field: 'referralCode' });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', form.email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses a guest registering with their own code; a guest sign-up ignores an unknown code', async () => {
    const guest = await createGuest(t.db, { referralCode: 'NOBODY99' });
    expect(await referralOf(guest)).toBeUndefined();
    const own = await referralCodeOf(t.db, guest);
    const error = await register(t.db, registration(own), { clock, guestUserId: guest }).catch(
      (e: unknown) => e,
    );
    expect(isDomainError(error) && error.message).toBe(
      'body.referralCode: You cannot use your own referral code',
    );
  });

  it(`pays the referrer once the referred player registered and played ${REFERRAL_QUALIFYING_ROUNDS} rounds, once`, async () => {
    const referrer = await newPlayer(t.db);
    const code = await referralCodeOf(t.db, referrer);
    const before = await coins(referrer);
    const referred = await register(t.db, registration(code.toLowerCase()), { clock });
    expect(await referralOf(referred)).toMatchObject({ referrer_user_id: referrer, qualified_at: null });

    await rounds(referred, REFERRAL_QUALIFYING_ROUNDS - 1);
    await drainPendingEvents(t.db, { clock });
    expect(await coins(referrer)).toBe(before);
    await rounds(referred, 1);
    await drainPendingEvents(t.db, { clock });
    expect(await coins(referrer)).toBe(before + REWARD);
    await rounds(referred, 5);
    await drainPendingEvents(t.db, { clock });
    expect(await coins(referrer)).toBe(before + REWARD);
    expect(await rewardTransactions(referred)).toBe(1);
    const row = await referralOf(referred);
    expect(row?.qualified_at).not.toBeNull();
    expect(row?.reward_transaction_id).not.toBeNull();

    const summary = await getReferralSummary(t.db, referrer, 'https://casino.example');
    expect(summary).toMatchObject({
      code,
      link: `https://casino.example/?ref=${code}`,
      referred: 1,
      qualified: 1,
      coinsEarned: '1000.00',
      reward: '1000.00',
      qualifyingRounds: REFERRAL_QUALIFYING_ROUNDS,
    });
    expect(summary.recent[0]?.player).toMatchObject({ id: referred, displayName: 'Rita R.' });
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('a referred guest is not paid for until they register; registering after enough rounds pays then', async () => {
    const referrer = await newPlayer(t.db);
    const code = await referralCodeOf(t.db, referrer);
    const before = await coins(referrer);
    const guest = await createGuest(t.db, { referralCode: code });
    await rounds(guest, REFERRAL_QUALIFYING_ROUNDS + 1);
    await drainPendingEvents(t.db, { clock });
    expect(await coins(referrer)).toBe(before);
    await register(t.db, registration(), { clock, guestUserId: guest });
    expect(await coins(referrer)).toBe(before + REWARD);
    expect(await rewardTransactions(guest)).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('referral races (PostgreSQL)', () => {
  it('a registration and a projector at once pay exactly once, whichever commits first', async () => {
    for (let trial = 0; trial < 6; trial++) {
      const referrer = await newPlayer(t.db);
      const code = await referralCodeOf(t.db, referrer);
      const before = await coins(referrer);
      const guest = await createGuest(t.db, { referralCode: code });
      await rounds(guest, REFERRAL_QUALIFYING_ROUNDS);
      await Promise.all([
        register(t.db, registration(), { clock, guestUserId: guest }),
        drainPendingEvents(t.db, { clock, limit: 1 + (trial % 3) }),
      ]);
      await drainPendingEvents(t.db, { clock });
      expect(await coins(referrer)).toBe(before + REWARD);
      expect(await rewardTransactions(guest)).toBe(1);
    }
  });

  it('two projectors at once pay exactly once', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const referrer = await newPlayer(t.db);
      const code = await referralCodeOf(t.db, referrer);
      const before = await coins(referrer);
      const referred = await register(t.db, registration(code), { clock });
      await rounds(referred, REFERRAL_QUALIFYING_ROUNDS + 3);
      await Promise.all([
        drainPendingEvents(t.db, { clock, limit: 1 }),
        drainPendingEvents(t.db, { clock, limit: 2 }),
        drainPendingEvents(t.db, { clock, userId: referred }),
      ]);
      expect(await coins(referrer)).toBe(before + REWARD);
      expect(await rewardTransactions(referred)).toBe(1);
    }
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});
