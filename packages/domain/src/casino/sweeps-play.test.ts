import type { PlayCurrency } from '@casino/contracts';
import { createDatabase, sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_DELUXE, label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { DEFAULT_SWEEPS_EXCLUDED_REGIONS, useSweepsRules } from '../accounts/sweeps-eligibility.js';
import { isDomainError } from '../errors.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { parseMoney } from '../money.js';
import { dealBaccarat } from '../games/baccarat/baccarat-play.js';
import { actOnBlackjack, dealBlackjack } from '../games/blackjack/blackjack-play.js';
import { rollCrapsDice } from '../games/craps/craps-play.js';
import { spinRouletteWheel } from '../games/roulette/roulette-play.js';
import { spinSlots } from '../games/slots/slots-play.js';
import { dealVideoPokerRound, drawVideoPokerRound } from '../games/video-poker/video-poker-play.js';
import { listGameSessions } from './history.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

/** A registered player (guests may not play with sweepstakes coins) with the starting grant. */
async function registeredPlayer(sweeps = '10.00'): Promise<string> {
  const id = await newPlayer(t.db);
  await t.db
    .updateTable('users')
    .set({
      is_guest: false,
      email: `${id}@sweeps.test`,
      password_hash: 'not-a-real-hash',
      region_country: 'US',
      region_state: 'CA',
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
  if (extra < 0n)
    await t.db
      .transaction()
      .execute((trx) =>
        postTransfer(trx, move(wallet(id), promotions(), -extra, { kind: 'test_drain', currency: 'sweeps' })),
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
  return rows.map((r) => ({ currency: r.currency, label: `${r.kind}:${r.code ?? 'wallet'}` }));
}

type Play = (userId: string, currency: PlayCurrency) => Promise<unknown>;

/** Every one-shot and open-round wager path, each played to its end. */
const PATHS: Array<[name: string, house: string, play: Play]> = [
  [
    'a slot spin',
    'house:slots:diamond-deluxe',
    (u, currency) => spinSlots(t.db, u, { betAmount: '0.50', gameId: DIAMOND_DELUXE, currency }),
  ],
  [
    'a roulette spin',
    'house:roulette',
    (u, currency) => spinRouletteWheel(t.db, u, { betAmount: '1.00', betType: 'red', currency }),
  ],
  [
    'a baccarat coup',
    'house:baccarat',
    (u, currency) =>
      dealBaccarat(t.db, u, {
        bets: [{ type: 'banker', amount: currency === 'coins' ? '10.00' : '1.00' }],
        currency,
      }),
  ],
  [
    'a blackjack hand',
    'house:blackjack',
    async (u, currency) => {
      let round = await dealBlackjack(t.db, u, {
        betAmount: currency === 'coins' ? '5.00' : '1.00',
        currency,
      });
      if (round.insurance?.decision === 'pending') round = await actOnBlackjack(t.db, u, 'no-insurance');
      while (round.phase === 'playing') round = await actOnBlackjack(t.db, u, 'stand');
      expect(round.currency).toBe(currency);
    },
  ],
  [
    'a video poker hand',
    'house:video-poker',
    async (u, currency) => {
      const hand = await dealVideoPokerRound(t.db, u, { betAmount: '1.00', currency });
      expect(hand.currency).toBe(currency);
      const drawn = await drawVideoPokerRound(t.db, u, { held: [true, true, false, false, false] });
      expect(drawn.currency).toBe(currency);
    },
  ],
  [
    'a craps field bet',
    'house:craps',
    async (u, currency) => {
      const roll = await rollCrapsDice(t.db, u, {
        bets: [{ type: 'field', amount: currency === 'coins' ? '5.00' : '1.00' }],
        currency,
      });
      expect(roll.currency).toBe(currency);
    },
  ],
];

describe(`sweepstakes play on every wager path (${label})`, () => {
  it.each(PATHS)(
    '%s with sweepstakes coins moves only sweepstakes accounts, with coins only coin ones',
    async (_name, houseCode, play) => {
      for (const currency of ['sweeps', 'coins'] as const) {
        const userId = await registeredPlayer();
        const moved = await movedBy(() => play(userId, currency));
        // The player's wallet and the game's house account of that currency (and the slots' jackpot
        // pool of that currency): never an account of the other currency.
        expect(moved.length).toBeGreaterThan(0);
        expect(moved.filter((m) => m.currency !== currency)).toEqual([]);
        expect(moved.map((m) => m.label)).toContain(`house:${houseCode}`);
        // The recorded session carries the currency it was played with.
        const sessions = await listGameSessions(t.db, userId);
        expect(sessions.length).toBeGreaterThan(0);
        expect(sessions.every((s) => s.currency === currency)).toBe(true);
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

  it('refuses a guest with the registration message, before anything moves', async () => {
    const guest = await newPlayer(t.db);
    for (const [, , play] of PATHS) {
      const moved = await movedBy(() =>
        play(guest, 'sweeps').then(
          () => expect.unreachable('a guest played with sweepstakes coins'),
          (error: unknown) => {
            expect(isDomainError(error) && error.code).toBe('forbidden');
            expect((error as Error).message).toBe('Register to play with sweepstakes coins.');
          },
        ),
      );
      expect(moved).toEqual([]);
    }
    // Coins stay open to guests.
    await spinSlots(t.db, guest, { betAmount: '1.00', gameId: DIAMOND_DELUXE });
  });

  it.each<
    [name: string, region: { region_country: string | null; region_state: string | null }, code: string]
  >([
    ['no declared region', { region_country: null, region_state: null }, 'region_required'],
    ['an excluded state (US-WA)', { region_country: 'US', region_state: 'WA' }, 'region_excluded'],
    [
      'an excluded state, configured for this database (US-CA)',
      { region_country: 'US', region_state: 'CA' },
      'region_excluded',
    ],
  ])(
    'refuses a registered player with %s on every path, before anything moves',
    async (name, region, code) => {
      const configured = name.includes('configured');
      if (configured) useSweepsRules(t.db, { excludedRegions: ['US-CA'] });
      try {
        const userId = await registeredPlayer();
        await t.db.updateTable('users').set(region).where('id', '=', userId).execute();
        for (const [, , play] of PATHS) {
          const moved = await movedBy(() =>
            play(userId, 'sweeps').then(
              () => expect.unreachable('an ineligible player played with sweepstakes coins'),
              (error: unknown) => expect(isDomainError(error) && error.code).toBe(code),
            ),
          );
          expect(moved).toEqual([]);
        }
        // Coin play stays open to them.
        await spinSlots(t.db, userId, { betAmount: '1.00', gameId: DIAMOND_DELUXE });
      } finally {
        if (configured) useSweepsRules(t.db, { excludedRegions: DEFAULT_SWEEPS_EXCLUDED_REGIONS });
      }
    },
  );

  it.each<[name: string, play: Play, message: RegExp]>([
    [
      'a slot bet over 20.00 SC',
      (u) => spinSlots(t.db, u, { betAmount: '20.01', gameId: DIAMOND_DELUXE, currency: 'sweeps' }),
      /between 0\.20 SC and 20\.00 SC/,
    ],
    [
      'a slot bet under 0.20 SC',
      (u) => spinSlots(t.db, u, { betAmount: '0.19', gameId: DIAMOND_DELUXE, currency: 'sweeps' }),
      /between 0\.20 SC and 20\.00 SC/,
    ],
    [
      'a blackjack bet over 100.00 SC',
      (u) => dealBlackjack(t.db, u, { betAmount: '100.01', currency: 'sweeps' }),
      /between 0\.20 SC and 100\.00 SC/,
    ],
    [
      'a video poker bet over 10.00 SC',
      (u) => dealVideoPokerRound(t.db, u, { betAmount: '10.01', currency: 'sweeps' }),
      /between 0\.20 SC and 10\.00 SC/,
    ],
    [
      'a roulette total over 50.00 SC',
      (u) => spinRouletteWheel(t.db, u, { betAmount: '50.01', betType: 'red', currency: 'sweeps' }),
      /between 0\.20 SC and 50\.00 SC/,
    ],
    [
      'a craps bet over 25.00 SC',
      (u) => rollCrapsDice(t.db, u, { bets: [{ type: 'field', amount: '25.01' }], currency: 'sweeps' }),
      /between 0\.20 SC and 25\.00 SC/,
    ],
  ])('refuses %s, naming the sweepstakes limits', async (_name, play, message) => {
    const userId = await registeredPlayer('200.00');
    const moved = await movedBy(() =>
      play(userId, 'sweeps').then(
        () => expect.unreachable('over the limit'),
        (error: unknown) => {
          expect(isDomainError(error) && error.code).toBe('bet_out_of_range');
          expect((error as Error).message).toMatch(message);
        },
      ),
    );
    expect(moved).toEqual([]);
  });

  it.each(PATHS)(
    'refuses %s over the sweepstakes balance, naming sweepstakes coins',
    async (_name, _house, play) => {
      const userId = await registeredPlayer('0.10');
      const moved = await movedBy(() =>
        play(userId, 'sweeps').then(
          () => expect.unreachable('played without the balance'),
          (error: unknown) => {
            expect(isDomainError(error) && error.code).toBe('insufficient_balance');
            expect((error as Error).message).toMatch(/sweepstakes coins/);
          },
        ),
      );
      expect(moved).toEqual([]);
      expect((await getWalletBalances(t.db, userId)).sweeps).toBe(10n);
    },
  );

  it('keeps craps bets on the table in their currency: another currency waits for them', async () => {
    const userId = await registeredPlayer();
    let roll = await rollCrapsDice(t.db, userId, {
      bets: [{ type: 'pass', amount: '1.00' }],
      currency: 'sweeps',
    });
    while (roll.phase === 'point') {
      // A roll naming no currency plays on in the round's; one naming coins is refused.
      await expect(
        rollCrapsDice(t.db, userId, { bets: [{ type: 'place-6', amount: '6.00' }], currency: 'coins' }),
      ).rejects.toMatchObject({ code: 'round_in_progress', message: /sweepstakes coins/ });
      roll = await rollCrapsDice(t.db, userId, {});
      expect(roll.currency).toBe('sweeps');
    }
    expect(await auditLedger(t.db)).toMatchObject({ ok: true });
  });

  it('feeds and reports one Grand Jackpot per currency', async () => {
    const userId = await registeredPlayer();
    const { getJackpots } = await import('../games/slots/jackpot-pool.js');
    const before = await getJackpots(t.db);
    await spinSlots(t.db, userId, { betAmount: '2.00', gameId: DIAMOND_DELUXE, currency: 'sweeps' });
    const after = await getJackpots(t.db);
    const pool = (js: typeof after, id: string) => parseMoney(js.find((j) => j.id === id)!.amount);
    // 1% of 2.00 SC feeds the sweepstakes pool; the coin pool does not move.
    expect(pool(after, 'grand-sc') - pool(before, 'grand-sc')).toBe(2n);
    expect(pool(after, 'grand')).toBe(pool(before, 'grand'));
    expect(after.find((j) => j.id === 'grand-sc')).toMatchObject({ currency: 'SC', seedAmount: '100.00' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('sweepstakes spins racing on real PostgreSQL', () => {
  it('never spends a small sweepstakes balance twice nor takes it below zero, across two api processes', async () => {
    // A second pool is a second api process: its own seed-pair cache, player turns and batches.
    if (!t.url) throw new Error('needs a server');
    const other = createDatabase({ kind: 'postgres', url: t.url, poolSize: 10 });
    try {
      // 1.00 SC and stakes of 0.60 SC: without a win in between, one spin of each pair is refused.
      for (let trial = 0; trial < 8; trial++) {
        const userId = await registeredPlayer('1.00');
        const spins = await Promise.allSettled(
          [t.db, other.db, t.db, other.db].map((db) =>
            spinSlots(db, userId, { betAmount: '0.60', gameId: DIAMOND_DELUXE, currency: 'sweeps' }),
          ),
        );
        const played = spins.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        const refused = spins.flatMap((s) =>
          s.status === 'rejected' ? [s.reason as { code?: string; message?: string }] : [],
        );
        const balance = (await getWalletBalances(t.db, userId)).sweeps;
        const wins = played.reduce((sum, s) => sum + parseMoney(s.winAmount), 0n);
        expect(balance).toBeGreaterThanOrEqual(0n);
        expect(balance).toBe(100n - 60n * BigInt(played.length) + wins);
        expect(played.length).toBeGreaterThanOrEqual(1);
        if (wins === 0n) expect(played).toHaveLength(1);
        // A refusal is the short wallet (named in sweepstakes coins) or a nonce another process took.
        for (const r of refused) {
          expect(['insufficient_balance', 'conflict']).toContain(r.code);
          if (r.code === 'insufficient_balance') expect(r.message).toMatch(/sweepstakes coins/);
        }
        expect(await listGameSessions(t.db, userId)).toHaveLength(played.length);
        // The coin wallet never moved.
        expect((await getWalletBalances(t.db, userId)).coins).toBe(parseMoney('10000.00'));
      }
      expect(await auditLedger(t.db)).toMatchObject({ ok: true, negativeBalances: [] });
    } finally {
      await other.close();
    }
  });
});
