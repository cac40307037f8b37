import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { expectAuditOk } from '../../test/challenge-fixtures.js';
import { label, seedCatalogue } from '../../test/economy-fixtures.js';
import {
  emitSweepsRound,
  grantSweeps,
  playSweepsChallenge,
  project,
  registeredPlayer,
} from '../../test/redemption-fixtures.js';
import { systemClock } from '../clock.js';
import { getPlaythrough, redeemableUnitsOf } from './player-playthrough.js';
import { sweepsWagerOf } from './playthrough-projection.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const playedOf = async (userId: string) =>
  (
    await t.db
      .selectFrom('sweeps_grants')
      .select('played')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((g) => g.played);

const event = (type: string, payload: Record<string, unknown>, userId: string | null = 'u1') => ({
  id: 1n,
  type,
  user_id: userId,
  payload,
  created_at: new Date(),
});

describe('which settled events are sweepstakes wagers', () => {
  it.each([
    ['a sweepstakes round', event('game.settled', { currency: 'sweeps', betAmount: '250' }), 250n],
    ['a coins round (no currency: coins)', event('game.settled', { betAmount: '250' }), null],
    ['a coins round', event('game.settled', { currency: 'coins', betAmount: '250' }), null],
    [
      'a sweepstakes free spin (the promotions account staked it)',
      event('game.settled', { currency: 'sweeps', betAmount: '250', gameData: { freeSpin: true } }),
      null,
    ],
    ['a malformed stake', event('game.settled', { currency: 'sweeps', betAmount: '2.50' }), null],
    ['a zero stake', event('game.settled', { currency: 'sweeps', betAmount: '0' }), null],
    [
      'a sweepstakes challenge, won or lost',
      event('p2p_challenge_settled', { currency: 'sweeps', betAmount: '12.50', result: 'creator' }),
      1_250n,
    ],
    [
      'a sweepstakes challenge drawn',
      event('p2p_challenge_settled', { currency: 'sweeps', betAmount: '12.50', result: 'draw' }),
      1_250n,
    ],
    [
      'a voided challenge (nobody played)',
      event('p2p_challenge_settled', { currency: 'sweeps', betAmount: '12.50', result: 'void' }),
      null,
    ],
    [
      'a coins challenge',
      event('p2p_challenge_settled', { currency: 'coins', betAmount: '12.50', result: 'draw' }),
      null,
    ],
    ['another event', event('feed.item', { currency: 'sweeps', betAmount: '250' }), null],
    ['an event of nobody', event('game.settled', { currency: 'sweeps', betAmount: '250' }, null), null],
  ])('%s', (_name, stored, stake) => {
    expect(sweepsWagerOf(stored)?.stake ?? null).toBe(stake);
  });
});

describe(`playthrough from settled wagers (${label})`, () => {
  it('rounds play grants through oldest first; a grant given later locks only its own amount', async () => {
    const player = await registeredPlayer(t.db);
    // The starting grant (10.00 SC) and a promotion of 20.00 SC.
    await grantSweeps(t.db, player, 2_000n);
    await emitSweepsRound(t.db, player, 400n);
    await emitSweepsRound(t.db, player, 800n);
    // A coins round and a free spin play nothing through.
    await emitSweepsRound(t.db, player, 5_000n, { currency: 'coins' });
    await emitSweepsRound(t.db, player, 5_000n, { gameData: { freeSpin: true } });
    await project(t.db);
    expect(await playedOf(player)).toEqual([1_000n, 200n]);
    expect(await redeemableUnitsOf(t.db, player)).toEqual({
      balance: 3_000n,
      locked: 1_800n,
      redeemable: 1_200n,
    });

    await grantSweeps(t.db, player, 500n);
    expect(await redeemableUnitsOf(t.db, player)).toEqual({
      balance: 3_500n,
      locked: 2_300n,
      redeemable: 1_200n,
    });
    await emitSweepsRound(t.db, player, 2_000n);
    await project(t.db);
    expect(await playedOf(player)).toEqual([1_000n, 2_000n, 200n]);
    expect(await redeemableUnitsOf(t.db, player)).toEqual({
      balance: 3_500n,
      locked: 300n,
      redeemable: 3_200n,
    });

    // Wagering beyond every grant banks nothing for grants to come.
    await emitSweepsRound(t.db, player, 10_000n);
    await project(t.db);
    await grantSweeps(t.db, player, 100n);
    expect(await redeemableUnitsOf(t.db, player)).toEqual({
      balance: 3_600n,
      locked: 100n,
      redeemable: 3_500n,
    });
  });

  it('a real sweepstakes challenge plays both players through, a voided one nobody', async () => {
    const a = await registeredPlayer(t.db);
    const b = await registeredPlayer(t.db, 'Bo');
    await playSweepsChallenge(t.db, a, b, '4.00', 'void');
    await project(t.db);
    expect([await playedOf(a), await playedOf(b)]).toEqual([[0n], [0n]]);
    await playSweepsChallenge(t.db, a, b, '4.00', 'creator');
    await project(t.db);
    expect([await playedOf(a), await playedOf(b)]).toEqual([[400n], [400n]]);
    // The winner holds 14.00 SC: 10.00 granted, 6.00 of it played through, plus the 4.00 won.
    expect(await redeemableUnitsOf(t.db, a)).toEqual({ balance: 1_400n, locked: 600n, redeemable: 800n });
    // The loser holds 6.00 SC, all of it still locked (10.00 granted, 4.00 played through).
    expect(await redeemableUnitsOf(t.db, b)).toEqual({ balance: 600n, locked: 600n, redeemable: 0n });
    await expectAuditOk(t.db);
  });

  it('the player page projects their own wagers first and shows each grant', async () => {
    const player = await registeredPlayer(t.db);
    await grantSweeps(t.db, player, 1_500n);
    await emitSweepsRound(t.db, player, 1_250n);
    const page = await getPlaythrough(t.db, player, systemClock);
    expect(page).toMatchObject({ sweepstakesCoins: '25.00', redeemable: '12.50', locked: '12.50' });
    expect(page.grants.map((g) => [g.source, g.amount, g.played, g.locked])).toEqual([
      ['promotion_test', '15.00', '2.50', '12.50'],
      ['signup_grant', '10.00', '10.00', '0.00'],
    ]);
  });
});
