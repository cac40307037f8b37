import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from './game-catalogue.js';

describe('game catalogue', () => {
  it("has unique ids and slugs, and the ids the spec's client uses", () => {
    expect(new Set(GAME_CATALOGUE.map((g) => g.id)).size).toBe(GAME_CATALOGUE.length);
    expect(new Set(GAME_CATALOGUE.map((g) => g.slug)).size).toBe(GAME_CATALOGUE.length);
    expect(GAME_CATALOGUE.find((g) => g.id === 1)?.category).toBe('roulette');
    expect(GAME_CATALOGUE.find((g) => g.id === 2)?.category).toBe('blackjack');
  });

  it.each([
    // Slots: base return + the Grand Jackpot's 1% share (issue 12).
    ['diamond-deluxe', 25, 10_000, '97.50'],
    ['pharaohs-fortune', 10, 5_000, '97.00'],
    ['cosmic-spins', 10, 10_000, '98.00'],
    ['blackjack', 500, 50_000, '99.50'],
    ['jacks-or-better', 100, 10_000, '99.54'],
    ['baccarat', 1_000, 100_000, '98.94'],
    ['craps', 500, 25_000, '98.59'],
    ['european-roulette', 100, 100_000, '97.30'],
    ['live-blackjack', 2_500, 250_000, '99.50'],
    ['live-baccarat', 500, 50_000, '98.94'],
    ['live-holdem', 1_000, 20_000, '100.00'],
  ])('%s bets %i-%i units at %s%% RTP (spec section 9)', (slug, min, max, rtp) => {
    expect(GAME_CATALOGUE.find((g) => g.slug === slug)).toMatchObject({
      minBetUnits: min,
      maxBetUnits: max,
      rtp,
    });
  });
});
