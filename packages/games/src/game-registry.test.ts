import { describe, expect, it } from 'vitest';
import {
  GAMES,
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
      if (game.betLimits) {
        expect(Number.isSafeInteger(game.betLimits.min)).toBe(true);
        expect(game.betLimits.min).toBeGreaterThan(0);
        expect(game.betLimits.max).toBeGreaterThan(game.betLimits.min);
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
});
