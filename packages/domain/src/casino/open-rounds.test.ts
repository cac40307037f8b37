import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest } from '../accounts/accounts.js';
import { isDomainError } from '../errors.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { parseMoney } from '../money.js';
import { seed } from '../seed.js';
import { actOnBlackjack, dealBlackjack } from '../games/blackjack/blackjack-play.js';
import { getCrapsTable, rollCrapsDice } from '../games/craps/craps-play.js';
import {
  assertNoOpenRound,
  findOpenRound,
  insertRound,
  latestRound,
  requireOpenRound,
  saveRound,
} from './open-rounds.js';
import {
  currentVideoPoker,
  dealVideoPokerRound,
  drawVideoPokerRound,
} from '../games/video-poker/video-poker-play.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seed(t.db, {
    demo: { email: 'demo@casino.local', password: 'demo-password' },
    admin: { email: 'admin@casino.local', password: 'admin-password' },
  });
});
afterAll(() => t.close());

const fairness = { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 };

describe(`open rounds (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps one open round per player and game, and refuses a stale save', async () => {
    const userId = await createGuest(t.db);
    await t.db.transaction().execute(async (trx) => {
      await insertRound(trx, {
        userId,
        game: 'blackjack',
        status: 'open',
        state: { step: 1 },
        fairness,
        staked: 500n,
        currency: 'coins',
      });
      // Settled rounds and other games do not collide with it.
      await insertRound(trx, {
        userId,
        game: 'blackjack',
        status: 'settled',
        state: { step: 0 },
        fairness,
        staked: 500n,
        currency: 'coins',
      });
      await insertRound(trx, {
        userId,
        game: 'craps',
        status: 'open',
        state: { step: 0 },
        fairness,
        staked: 0n,
        currency: 'coins',
      });
    });
    await expect(
      t.db.transaction().execute((trx) =>
        insertRound(trx, {
          userId,
          game: 'blackjack',
          status: 'open',
          state: {},
          fairness,
          staked: 1n,
          currency: 'coins',
        }),
      ),
    ).rejects.toMatchObject({ code: 'round_in_progress' });
    await expect(
      t.db.transaction().execute((trx) => assertNoOpenRound(trx, userId, 'blackjack')),
    ).rejects.toMatchObject({ code: 'round_in_progress' });

    const open = await findOpenRound<{ step: number }>(t.db, userId, 'blackjack');
    expect(open).toMatchObject({ status: 'open', state: { step: 1 }, fairness, staked: 500n, version: 0 });
    await t.db.transaction().execute(async (trx) => {
      const locked = await requireOpenRound<{ step: number }>(trx, userId, 'blackjack', '');
      await saveRound(trx, locked, { state: { step: 2 }, staked: 1000n, settled: false });
    });
    // The copy read before that save is stale now: saving it again is refused.
    await expect(
      t.db
        .transaction()
        .execute((trx) => saveRound(trx, open!, { state: { step: 9 }, staked: 0n, settled: true })),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await findOpenRound(t.db, userId, 'blackjack')).toMatchObject({
      state: { step: 2 },
      staked: 1000n,
      version: 1,
    });
    expect((await latestRound(t.db, userId, 'craps'))?.status).toBe('open');
    await expect(
      t.db.transaction().execute((trx) => requireOpenRound(trx, userId, 'video-poker', 'Deal first.')),
    ).rejects.toMatchObject({
      code: 'no_active_round',
      message: 'No video poker round in progress. Deal first.',
    });
    // These rounds were written without their stakes (this test exercises the round store alone):
    // remove them, or the money audit of the next test would rightly count their stakes as missing.
    await t.db.deleteFrom('game_rounds').where('user_id', '=', userId).execute();
  });

  it('plays each table game through the domain services with the ledger balanced', async () => {
    const userId = await createGuest(t.db);
    const start = (await getWalletBalances(t.db, userId)).coins;
    let net = 0n;

    let round = await dealBlackjack(t.db, userId, { betAmount: '10.00' });
    // About one deal in thirteen shows the dealer an ace: insurance is decided before anything else.
    if (round.insurance?.decision === 'pending') round = await actOnBlackjack(t.db, userId, 'no-insurance');
    while (round.phase === 'playing') round = await actOnBlackjack(t.db, userId, 'stand');
    net += parseMoney(round.winAmount) - 1000n;
    await expect(actOnBlackjack(t.db, userId, 'hit')).rejects.toSatisfy(
      (e) => isDomainError(e) && e.code === 'no_active_round',
    );

    const hand = await dealVideoPokerRound(t.db, userId, { betAmount: '2.00' });
    expect(await currentVideoPoker(t.db, userId)).toMatchObject({ roundId: hand.roundId, phase: 'holding' });
    const drawn = await drawVideoPokerRound(t.db, userId, { held: [false, false, false, false, false] });
    net += parseMoney(drawn.winAmount) - 200n;

    const roll = await rollCrapsDice(t.db, userId, { bets: [{ type: 'field', amount: '5.00' }] });
    net += parseMoney(roll.winAmount) - 500n;
    expect((await getCrapsTable(t.db, userId)).history).toEqual([{ dice: roll.dice, total: roll.total }]);

    expect((await getWalletBalances(t.db, userId)).coins).toBe(start + net);
    expect(await auditLedger(t.db)).toMatchObject({ ok: true });
  });
});
