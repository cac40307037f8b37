import type { AiTableRound, PlayCurrency } from '@casino/contracts';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { listGameSessions } from '../casino/history.js';
import { isDomainError } from '../errors.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney, parseMoney } from '../money.js';
import { playAiGame } from './ai-game-play.js';
import { actAiTable, dealAiTable, drawAiTable } from './ai-game-tables.js';

// Generated games with sweepstakes coins (issue 18): the currency named at the play or the deal is
// the one staked and paid, the round's for every later move; the sweepstakes play gate and the
// registry's SC limits (0.20-50.00 SC) apply as on every other game.

let t: TestDatabase;
const ids: Record<'slots' | 'blackjack' | 'poker', number> = { slots: 0, blackjack: 0, poker: 0 };
beforeAll(async () => {
  t = await createTestDatabase();
  // The seed includes the studio's curated games (one of each type).
  await seedCatalogue(t.db);
  for (const type of ['slots', 'blackjack', 'poker'] as const) {
    const row = await t.db
      .selectFrom('ai_games')
      .select('id')
      .where('curated', '=', true)
      .where('game_type', '=', type)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids[type] = row.id;
  }
});
afterAll(() => t.close());

/** A registered player from an eligible region (guests may not play with sweepstakes coins). */
async function registeredPlayer(sweeps = '100.00'): Promise<string> {
  const id = await newPlayer(t.db);
  await t.db
    .updateTable('users')
    .set({
      is_guest: false,
      email: `${id}@ai-sweeps.test`,
      password_hash: 'not-a-real-hash',
      region_country: 'US',
      region_state: 'NY',
    })
    .where('id', '=', id)
    .execute();
  const extra = parseMoney(sweeps) - parseMoney('10.00');
  if (extra > 0n)
    await t.db
      .transaction()
      .execute((trx) =>
        postTransfer(trx, move(promotions(), wallet(id), extra, { kind: 'test_grant', currency: 'sweeps' })),
      );
  return id;
}

/** The accounts a play wrote ledger entries to (a leg that nets to zero still counts), with their currency. */
async function movedBy(play: () => Promise<unknown>): Promise<Array<{ currency: string; label: string }>> {
  const last = async () =>
    BigInt(
      (await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from ledger_entries`.execute(t.db))
        .rows[0]!.id,
    );
  const before = await last();
  await play();
  const { rows } = await sql<{ currency: string; kind: string; code: string | null }>`
    select distinct a.currency, a.kind, a.code from ledger_entries e join accounts a on a.id = e.account_id
    where e.id > ${before}`.execute(t.db);
  return rows.map((r) => ({ currency: r.currency, label: r.code ?? r.kind }));
}

/** The answer carries the currency and the balance of that currency. */
async function expectCurrencyOf(
  userId: string,
  answer: { currency: PlayCurrency; balance: string },
  currency: PlayCurrency,
): Promise<void> {
  expect(answer.currency).toBe(currency);
  expect(answer.balance).toBe(formatMoney((await getWalletBalances(t.db, userId))[currency]));
}

type Play = (userId: string, currency: PlayCurrency, betAmount?: string) => Promise<unknown>;

/** A bet inside both currencies' limits (coins 10-5,000, SC 0.20-50). */
const BET = '20.00';

/** Each AI wager path, played to its end: a one-shot round, a blackjack hand (doubling when it may), a video poker hand. */
const PATHS: Array<[name: string, play: Play]> = [
  [
    'a one-shot round (AI slots)',
    async (u, currency, betAmount = BET) => {
      const played = await playAiGame(t.db, u, ids.slots, { betAmount, currency });
      await expectCurrencyOf(u, played, currency);
    },
  ],
  [
    'an AI blackjack hand',
    async (u, currency, betAmount = BET) => {
      let round: AiTableRound = await dealAiTable(t.db, u, ids.blackjack, { betAmount, currency });
      await expectCurrencyOf(u, round, currency);
      let first = true;
      while (round.phase === 'playing') {
        // A double stakes its copy in the round's currency too.
        const move = first && round.blackjack?.canDouble ? 'double' : 'stand';
        first = false;
        round = await actAiTable(t.db, u, ids.blackjack, { move, roundId: round.roundId });
        await expectCurrencyOf(u, round, currency);
      }
      expect(round.sessionId).not.toBeNull();
    },
  ],
  [
    'an AI video poker hand',
    async (u, currency, betAmount = BET) => {
      const dealt = await dealAiTable(t.db, u, ids.poker, { betAmount, currency });
      await expectCurrencyOf(u, dealt, currency);
      const drawn = await drawAiTable(t.db, u, ids.poker, {
        held: [true, true, false, false, false],
        roundId: dealt.roundId,
      });
      await expectCurrencyOf(u, drawn, currency);
      expect(drawn.phase).toBe('finished');
    },
  ],
];

const refusedWith = (code: string, message: RegExp | string) => (error: unknown) => {
  expect(isDomainError(error) && error.code).toBe(code);
  if (typeof message === 'string') expect((error as Error).message).toBe(message);
  else expect((error as Error).message).toMatch(message);
};

describe(`AI games with sweepstakes coins (${label})`, () => {
  it.each(PATHS)(
    '%s with sweepstakes coins moves only sweepstakes accounts, with coins only coin ones',
    async (_name, play) => {
      for (const currency of ['sweeps', 'coins'] as const) {
        const userId = await registeredPlayer();
        const before = await getWalletBalances(t.db, userId);
        const moved = await movedBy(() => play(userId, currency));
        // The player's wallet and the studio's house account of that currency, never the other's.
        expect(moved.length).toBeGreaterThan(0);
        expect(moved.filter((m) => m.currency !== currency)).toEqual([]);
        expect(moved.map((m) => m.label).sort()).toEqual(['house:ai-games', 'wallet']);
        const after = await getWalletBalances(t.db, userId);
        const other = currency === 'coins' ? 'sweeps' : 'coins';
        expect(after[other]).toBe(before[other]);
        // The recorded sessions (and their `game.settled` events) carry the currency played with.
        const sessions = await listGameSessions(t.db, userId);
        expect(sessions.length).toBeGreaterThan(0);
        expect(sessions.every((s) => s.currency === currency)).toBe(true);
        const net = sessions.reduce((sum, s) => sum + parseMoney(s.winAmount) - parseMoney(s.betAmount), 0n);
        expect(after[currency] - before[currency]).toBe(net);
        const events = await t.db
          .selectFrom('domain_events')
          .select('payload')
          .where('user_id', '=', userId)
          .where('type', '=', 'game.settled')
          .execute();
        expect(events.map((e) => (e.payload as { currency: string }).currency)).toEqual(
          sessions.map(() => currency),
        );
      }
      expect(await auditLedger(t.db)).toMatchObject({ ok: true, houseMismatches: [], negativeBalances: [] });
    },
  );

  it('refuses a guest sweepstakes play on every path with the registration message, before anything moves', async () => {
    const guest = await newPlayer(t.db);
    for (const [name, play] of PATHS) {
      const moved = await movedBy(() =>
        play(guest, 'sweeps').then(
          () => expect.unreachable(`a guest played ${name} with sweepstakes coins`),
          refusedWith('forbidden', 'Register to play with sweepstakes coins.'),
        ),
      );
      expect(moved).toEqual([]);
    }
    expect(await listGameSessions(t.db, guest)).toEqual([]);
    expect(await t.db.selectFrom('game_rounds').where('user_id', '=', guest).select('id').execute()).toEqual(
      [],
    );
    // Coins stay open to guests.
    await PATHS[0]![1](guest, 'coins');
  });

  it.each<[name: string, bet: string, currency: PlayCurrency, refused: RegExp | null]>([
    ['refuses 0.10 SC (under 0.20 SC)', '0.10', 'sweeps', /^The bet must be between 0\.20 SC and 50\.00 SC$/],
    ['refuses 50.01 SC (over 50 SC)', '50.01', 'sweeps', /^The bet must be between 0\.20 SC and 50\.00 SC$/],
    ['takes 0.20 SC (the SC minimum)', '0.20', 'sweeps', null],
    ['takes 50.00 SC (the SC maximum)', '50.00', 'sweeps', null],
    // The coin limits (10-5,000) stay as they were: 50.01 coins is a fine bet, 5 coins is not.
    ['takes 50.01 coins', '50.01', 'coins', null],
    ['refuses 5.00 coins (under 10)', '5.00', 'coins', /^The bet must be between 10\.00 and 5000\.00$/],
  ])('%s on every AI path; a refused bet moves nothing', async (_name, bet, currency, refused) => {
    for (const [name, play] of PATHS) {
      const userId = await registeredPlayer();
      const before = await getWalletBalances(t.db, userId);
      const moved = await movedBy(() =>
        refused === null
          ? play(userId, currency, bet)
          : play(userId, currency, bet).then(
              () => expect.unreachable(`${name} took a bet of ${bet} ${currency}`),
              refusedWith('bet_out_of_range', refused),
            ),
      );
      if (refused) {
        expect(moved).toEqual([]);
        expect(await getWalletBalances(t.db, userId)).toEqual(before);
      } else expect(moved.length).toBeGreaterThan(0);
    }
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('settles a sweepstakes hand in sweepstakes coins even when its later moves name no currency', async () => {
    const userId = await registeredPlayer();
    const before = await getWalletBalances(t.db, userId);
    const dealt = await dealAiTable(t.db, userId, ids.poker, { betAmount: '1.00', currency: 'sweeps' });
    // The draw request carries no currency: the round's own is used.
    const drawn = await drawAiTable(t.db, userId, ids.poker, {
      held: [false, false, false, false, false],
      roundId: dealt.roundId,
    });
    const after = await getWalletBalances(t.db, userId);
    expect(drawn.currency).toBe('sweeps');
    expect(after.coins).toBe(before.coins);
    expect(after.sweeps).toBe(before.sweeps - parseMoney('1.00') + parseMoney(drawn.winAmount));
  });
});
