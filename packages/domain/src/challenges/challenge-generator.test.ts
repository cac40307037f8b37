import { describe, expect, it } from 'vitest';
import type { SettledPlay } from '../projections/settled-play.js';
import {
  challengeTitle,
  generateDailyChallenges,
  PLAY_TEMPLATES,
  WIN_TEMPLATES,
} from './challenge-generator.js';
import { challengeProgressOf } from './challenge-progress.js';

describe('daily challenge generation', () => {
  it('gives the same three challenges for the same player and day, and others on other days', () => {
    const a = generateDailyChallenges('player-1', '2026-06-01');
    expect(generateDailyChallenges('player-1', '2026-06-01')).toEqual(a);
    const days = Array.from({ length: 30 }, (_, i) =>
      generateDailyChallenges('player-1', `2026-06-${String(i + 1).padStart(2, '0')}`)
        .map((c) => `${c.challengeType}:${c.gameType}`)
        .join(','),
    );
    expect(new Set(days).size).toBeGreaterThan(10);
  });

  it('always has rounds of one game, a win amount, and rounds of any game (so every round counts)', () => {
    for (let i = 0; i < 500; i++) {
      const [first, second, third] = generateDailyChallenges(`player-${i}`, '2026-06-01');
      expect(first).toMatchObject({ slot: 0, challengeType: 'play_sessions' });
      expect(first?.gameType).not.toBe('any');
      expect(second).toMatchObject({ slot: 1, challengeType: 'win_amount' });
      expect(third).toMatchObject({ slot: 2, challengeType: 'play_sessions', gameType: 'any', target: 15n });
    }
  });

  it('offers every template of the pools (none is unreachable)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++)
      for (const c of generateDailyChallenges(`p${i}`, '2026-01-01'))
        seen.add(`${c.challengeType}:${c.gameType}`);
    expect(seen.size).toBe(PLAY_TEMPLATES.length + WIN_TEMPLATES.length + 1);
  });

  it.each([
    [{ challengeType: 'play_sessions', gameType: 'slots', target: 10n }, 'Play 10 slot spins'],
    [{ challengeType: 'play_sessions', gameType: 'any', target: 15n }, 'Play 15 rounds of any game'],
    [{ challengeType: 'win_amount', gameType: 'blackjack', target: 10_000n }, 'Win 100 coins at blackjack'],
    [{ challengeType: 'win_amount', gameType: 'slots', target: 5_000n }, 'Win 50 coins on slots'],
  ] as const)('titles %o as %s', (spec, title) => {
    expect(challengeTitle(spec)).toBe(title);
  });
});

const play = (category: SettledPlay['category'], betUnits: bigint, winUnits: bigint): SettledPlay => ({
  eventId: 1n,
  userId: 'u',
  at: new Date(),
  gameId: 1,
  gameSlug: 'x',
  category,
  currency: 'coins',
  betUnits,
  winUnits,
  freeSpin: false,
  gameData: {},
});

describe('how a play advances a challenge', () => {
  it.each([
    ['a slot spin counts for a slots play challenge', 'play_sessions', 'slots', play('slots', 100n, 0n), 1n],
    ['a slot spin does not count for blackjack', 'play_sessions', 'blackjack', play('slots', 100n, 0n), 0n],
    ['any game counts for "any"', 'play_sessions', 'any', play('baccarat', 100n, 0n), 1n],
    ['video poker counts only for "any"', 'play_sessions', 'any', play('video_poker', 100n, 0n), 1n],
    ['a winning round adds what it returned', 'win_amount', 'slots', play('slots', 100n, 1_000n), 1_000n],
    ['a push adds nothing to a win challenge', 'win_amount', 'any', play('blackjack', 500n, 500n), 0n],
    ['a loss adds nothing to a win challenge', 'win_amount', 'any', play('roulette', 500n, 0n), 0n],
    ['an unranked game still counts for "any" play', 'play_sessions', 'any', play(null, 100n, 0n), 1n],
  ] as const)('%s', (_name, challenge_type, game_type, p, expected) => {
    expect(challengeProgressOf({ challenge_type, game_type }, p)).toBe(expected);
  });
});
