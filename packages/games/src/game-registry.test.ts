import { describe, expect, it } from 'vitest';
import {
  betLimitsOf,
  betLimitsOfId,
  GAMES,
  PLAY_CURRENCIES,
  gameById,
  gameBySlug,
  gameMatchesSearch,
  gameOf,
  gamesInCategory,
  houseAccountOf,
  type GameDefinition,
  type GameKey,
} from './game-registry.js';

describe('game registry', () => {
  it.each([
    ['id', (g: GameDefinition) => g.id],
    ['key', (g: GameDefinition) => g.key],
    ['slug', (g: GameDefinition) => g.slug],
    ['name', (g: GameDefinition) => g.name],
  ])('gives every game its own %s', (_field, pick) => {
    const values: unknown[] = GAMES.map((game) => pick(game));
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(GAMES.map((game) => [game.key, game] as const))(
    '%s has sane limits, route and return',
    (_key, game) => {
      for (const currency of PLAY_CURRENCIES) {
        const limits = game.betLimits?.[currency];
        if (!limits) continue;
        expect(Number.isSafeInteger(limits.min)).toBe(true);
        expect(Number.isSafeInteger(limits.max)).toBe(true);
        expect(limits.min).toBeGreaterThan(0);
        expect(limits.max).toBeGreaterThan(limits.min);
      }
      expect(game.playPath).toMatch(/^\/[a-z0-9-]*(\?[a-z]+=[a-z0-9-]+)?$/);
      expect(game.rtp).toMatch(/^\d{2,3}\.\d{2}$/);
      expect(Number(game.rtp)).toBeLessThanOrEqual(100);
      expect(game.rulesSummary.length).toBeGreaterThan(10);
    },
  );

  it('finds games by id, slug and key', () => {
    expect(gameById(2)?.key).toBe('blackjack');
    expect(gameBySlug('jacks-or-better')?.key).toBe('video-poker');
    expect(gameOf('holdem').id).toBe(12);
    expect(gameById(999)).toBeUndefined();
  });

  it("settles each house game against its own house account; hold'em has none", () => {
    const houses = GAMES.flatMap((game) => (game.houseAccount === null ? [] : [game.houseAccount]));
    expect(new Set(houses).size).toBe(houses.length);
    expect(houseAccountOf('video-poker')).toBe('video-poker');
    for (const slot of gamesInCategory('slots')) expect(slot.houseAccount).toBe(`slots:${slot.slug}`);
    expect(() => houseAccountOf('holdem')).toThrow(/no house account/);
  });

  it('ranks every slot on the slots leaderboard and every live table with its table game', () => {
    for (const slot of gamesInCategory('slots')) expect(slot.leaderboardCategory).toBe('slots');
    expect(gameOf('live-blackjack').leaderboardCategory).toBe(gameOf('blackjack').leaderboardCategory);
    expect(gameOf('live-roulette').leaderboardCategory).toBe(gameOf('roulette').leaderboardCategory);
    expect(gameOf('video-poker').leaderboardCategory).toBe('video_poker');
  });

  it('opens each slot machine by its own id', () => {
    for (const slot of gamesInCategory('slots')) expect(slot.playPath).toBe(`/slots?game=${slot.id}`);
  });

  it.each<[query: string, finds: GameKey[]]>([
    ['poker', ['video-poker', 'holdem']],
    ['POKER', ['video-poker', 'holdem']],
    ['roulette', ['roulette', 'live-roulette']],
    ['dice', ['craps']],
    ['royal reels', ['diamond-deluxe', 'pharaohs-fortune', 'cosmic-spins']],
    ['live blackjack', ['live-blackjack']],
    ['no such game', []],
  ])('search "%s" finds %j', (query, finds) => {
    expect(GAMES.filter((game) => gameMatchesSearch(game, query)).map((g) => g.key)).toEqual(finds);
  });

  // The limits table, per currency, in minor units: sweepstakes limits are an operator's (0.20 SC
  // minimum, 5-100 SC maximum), far below the coin limits of the same game.
  it.each<[GameKey, coins: [number, number], sweeps: [number, number]]>([
    ['roulette', [100, 100_000], [20, 5_000]],
    ['blackjack', [500, 50_000], [20, 10_000]],
    ['video-poker', [100, 10_000], [20, 1_000]],
    ['baccarat', [1_000, 100_000], [20, 5_000]],
    ['craps', [500, 25_000], [20, 2_500]],
    ['diamond-deluxe', [25, 10_000], [20, 2_000]],
    ['pharaohs-fortune', [10, 5_000], [20, 1_000]],
    ['cosmic-spins', [10, 10_000], [20, 2_000]],
    ['live-roulette', [100, 100_000], [20, 5_000]],
    ['live-blackjack', [2_500, 250_000], [100, 10_000]],
    ['live-baccarat', [500, 50_000], [20, 5_000]],
    ['holdem', [1_000, 20_000], [20, 500]],
  ])('%s takes %j in coins and %j in sweepstakes coins', (key, [cMin, cMax], [sMin, sMax]) => {
    expect(betLimitsOf(key)).toEqual({ min: cMin, max: cMax });
    expect(betLimitsOf(key, 'coins')).toEqual({ min: cMin, max: cMax });
    expect(betLimitsOf(key, 'sweeps')).toEqual({ min: sMin, max: sMax });
    expect(betLimitsOfId(gameOf(key).id, 'sweeps')).toEqual({ min: sMin, max: sMax });
  });

  it('lists every game with limits in the table above, and keeps every sweepstakes limit within 0.20-100 SC', () => {
    for (const game of GAMES) {
      const sweeps = game.betLimits?.sweeps;
      if (!sweeps) continue;
      expect(sweeps.min).toBeGreaterThanOrEqual(20);
      expect(sweeps.max).toBeLessThanOrEqual(10_000);
      // Never above the coin limits of the same game.
      expect(sweeps.max).toBeLessThanOrEqual(game.betLimits.coins.max);
    }
    expect(betLimitsOfId(999, 'sweeps')).toBeUndefined();
  });
});
