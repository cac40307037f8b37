import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chessFor, newPlayer, refusalOf, registeredPlayer } from '../../test/challenge-fixtures.js';
import { DIAMOND_DELUXE, fixedClock, label, seedCatalogue } from '../../test/economy-fixtures.js';
import { spinSlots } from '../games/slots/slots-play.js';
import { createChallenge } from '../p2p-challenges/create-challenge.js';
import { setPlayerLimit } from './player-limits.js';
import { useResponsibleGamingClock } from './rg-clock.js';
import { DEFAULT_RG_RULES } from './rg-rules.js';
import { responsibleGamingStatus } from './rg-status.js';

// Wager limits judged by an injected clock (the gate's clock, rg-clock.ts): a raise waits 24 hours,
// a lowering applies at once, each window resets at its UTC end, and currencies count apart.

let t: TestDatabase;
// A Wednesday at noon UTC: its week began Monday the 1st, its month on the 1st.
const clock = fixedClock('2027-09-01T12:00:00Z');
const options = { clock, rules: DEFAULT_RG_RULES };
const HOUR = 60 * 60_000;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  useResponsibleGamingClock(t.db, clock);
});
afterAll(() => t.close());

const spin = (userId: string, betAmount = '10.00') =>
  refusalOf(spinSlots(t.db, userId, { betAmount, gameId: DIAMOND_DELUXE }));
const coinsLimit = (userId: string, period: 'day' | 'week' | 'month', amount: string | null) =>
  setPlayerLimit(t.db, userId, { kind: 'wager', currency: 'coins', period, amount }, options);
const codeOf = (r: Awaited<ReturnType<typeof refusalOf>>) => (r === 'resolved' ? r : r.code);

describe(`wager limits by the injected clock (${label})`, () => {
  it('a raise waits for the delay while a lowering applies at once', async () => {
    clock.set('2027-09-01T12:00:00Z');
    const player = await newPlayer(t.db);
    expect(await coinsLimit(player, 'month', '20.00')).toEqual({
      change: 'applied',
      appliesAt: new Date('2027-09-01T12:00:00Z'),
    });
    expect(codeOf(await spin(player))).toBe('resolved');
    expect(codeOf(await spin(player))).toBe('resolved');
    expect(codeOf(await spin(player))).toBe('wager_limit_reached');

    expect(await coinsLimit(player, 'month', '100.00')).toEqual({
      change: 'pending',
      appliesAt: new Date('2027-09-02T12:00:00Z'),
    });
    const pending = await responsibleGamingStatus(t.db, player, options);
    expect(pending.wager.coins.month).toMatchObject({
      amount: '20.00',
      pending: { amount: '100.00', appliesAt: '2027-09-02T12:00:00.000Z' },
      used: '20.00',
    });
    clock.advance(24 * HOUR - 1);
    expect(codeOf(await spin(player))).toBe('wager_limit_reached');
    clock.advance(1);
    expect(codeOf(await spin(player))).toBe('resolved');
    expect((await responsibleGamingStatus(t.db, player, options)).wager.coins.month).toMatchObject({
      amount: '100.00',
      pending: null,
      used: '30.00',
    });

    // Lowering below what was played this month stops play at once.
    expect((await coinsLimit(player, 'month', '25.00')).change).toBe('applied');
    const refused = await spin(player, '1.00');
    expect(refused).toMatchObject({
      code: 'wager_limit_reached',
      message:
        'This bet would take you past your monthly wager limit of 25.00 GC (30.00 GC played this month). The limit resets Fri 1 Oct 2027, 00:00 UTC.',
    });
  });

  it('removing a limit waits too, and the value in force cancels the pending change', async () => {
    clock.set('2027-09-01T12:00:00Z');
    const player = await newPlayer(t.db);
    await coinsLimit(player, 'day', '10.00');
    expect((await coinsLimit(player, 'day', null)).change).toBe('pending');
    expect((await coinsLimit(player, 'day', '10.00')).change).toBe('cancelled');
    clock.advance(25 * HOUR);
    const status = await responsibleGamingStatus(t.db, player, options);
    expect(status.wager.coins.day).toMatchObject({ amount: '10.00', pending: null });
    expect((await coinsLimit(player, 'day', null)).change).toBe('pending');
    clock.advance(24 * HOUR);
    expect((await responsibleGamingStatus(t.db, player, options)).wager.coins.day.amount).toBeNull();
    expect(codeOf(await spin(player, '50.00'))).toBe('resolved');
  });

  it.each([
    ['day', '2027-09-01T23:59:00Z', '2027-09-02T00:00:00Z'],
    ['week', '2027-09-05T23:59:00Z', '2027-09-06T00:00:00Z'],
    ['month', '2027-09-30T23:59:00Z', '2027-10-01T00:00:00Z'],
  ] as const)('a %s limit resets at the start of the next UTC window', async (period, last, next) => {
    clock.set('2027-09-01T12:00:00Z');
    const player = await newPlayer(t.db);
    await coinsLimit(player, period, '10.00');
    expect(codeOf(await spin(player))).toBe('resolved');
    clock.set(last);
    expect(await spin(player, '0.25')).toMatchObject({
      code: 'wager_limit_reached',
      message: expect.stringContaining(
        `resets ${period === 'week' ? 'Mon 6 Sep' : period === 'day' ? 'Thu 2 Sep' : 'Fri 1 Oct'} 2027, 00:00 UTC`,
      ),
    });
    clock.set(next);
    expect(codeOf(await spin(player))).toBe('resolved');
    const status = await responsibleGamingStatus(t.db, player, options);
    expect(status.wager.coins[period]).toMatchObject({ used: '10.00', resetsAt: expect.any(String) });
  });

  it('counts each currency apart: a coins limit leaves sweepstakes stakes to their own limit', async () => {
    clock.set('2027-09-01T12:00:00Z');
    // A registered player with a declared region: who may stake sweepstakes coins.
    const player = await registeredPlayer(t.db);
    await coinsLimit(player, 'day', '5.00');
    const sweepsChallenge = () =>
      refusalOf(
        createChallenge(t.db, player, chessFor('1.00', { betType: 'sweepstakes' }), {
          now: clock(),
          expiryMs: HOUR,
        }),
      );
    expect(codeOf(await spin(player))).toBe('wager_limit_reached');
    expect(codeOf(await sweepsChallenge())).toBe('resolved');
    await setPlayerLimit(
      t.db,
      player,
      { kind: 'wager', currency: 'sweeps', period: 'week', amount: '1.50' },
      options,
    );
    expect(await sweepsChallenge()).toMatchObject({
      code: 'wager_limit_reached',
      message: expect.stringContaining('weekly wager limit of 1.50 SC (1.00 SC played this week)'),
    });
  });

  it('starts the totals from what was already staked when the first tool is used', async () => {
    clock.set(new Date().toISOString());
    const player = await newPlayer(t.db);
    expect(codeOf(await spin(player))).toBe('resolved');
    expect(codeOf(await spin(player))).toBe('resolved');
    await coinsLimit(player, 'day', '25.00');
    expect((await responsibleGamingStatus(t.db, player, options)).wager.coins.day.used).toBe('20.00');
    expect(codeOf(await spin(player))).toBe('wager_limit_reached');
    expect(codeOf(await spin(player, '5.00'))).toBe('resolved');
  });

  it('stops play at the session limit and lets it resume after the pause', async () => {
    clock.set('2027-09-01T12:00:00Z');
    const player = await newPlayer(t.db);
    await setPlayerLimit(t.db, player, { kind: 'session', minutes: 15 }, options);
    expect(codeOf(await spin(player, '1.00'))).toBe('resolved');
    clock.advance(14 * 60_000);
    expect(codeOf(await spin(player, '1.00'))).toBe('resolved');
    clock.advance(60_000);
    expect(await spin(player, '1.00')).toMatchObject({
      code: 'session_limit_reached',
      message:
        'You reached your session limit of 15 min. Play resumes Wed 1 Sep 2027, 12:44 UTC, after a 30 min pause.',
    });
    const status = await responsibleGamingStatus(t.db, player, options);
    expect(status.playSession).toMatchObject({
      startedAt: '2027-09-01T12:00:00.000Z',
      minutesPlayed: 15,
      limitReached: true,
      resumesAt: '2027-09-01T12:44:00.000Z',
    });
    clock.set('2027-09-01T12:43:59Z');
    expect(codeOf(await spin(player, '1.00'))).toBe('session_limit_reached');
    clock.set('2027-09-01T12:44:01Z');
    expect(codeOf(await spin(player, '1.00'))).toBe('resolved');
    expect((await responsibleGamingStatus(t.db, player, options)).playSession).toMatchObject({
      startedAt: '2027-09-01T12:44:01.000Z',
      minutesPlayed: 0,
      limitReached: false,
    });
  });
});
