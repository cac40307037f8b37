import { createHash } from 'node:crypto';
import type { ChallengeGameType, ChallengeType } from '@casino/contracts';
import type { CalendarDay } from '../calendar-day.js';
import { MINOR_UNITS_PER_COIN } from '../money.js';

/** One daily challenge before it is stored. Targets are rounds (play_sessions) or minor units (win_amount). */
export interface ChallengeSpec {
  slot: number;
  challengeType: ChallengeType;
  gameType: ChallengeGameType;
  target: bigint;
  rewardCoins: bigint;
  rewardPoints: number;
}

type Template = Omit<ChallengeSpec, 'slot'>;

const coins = (n: number): bigint => BigInt(n) * MINOR_UNITS_PER_COIN;

/**
 * The pools challenges are drawn from. Poker joins them once poker hands settle through the ledger;
 * until then a poker challenge could not be completed, so none is offered.
 */
export const PLAY_TEMPLATES: readonly Template[] = [
  {
    challengeType: 'play_sessions',
    gameType: 'slots',
    target: 10n,
    rewardCoins: coins(25),
    rewardPoints: 10,
  },
  {
    challengeType: 'play_sessions',
    gameType: 'blackjack',
    target: 5n,
    rewardCoins: coins(25),
    rewardPoints: 10,
  },
  {
    challengeType: 'play_sessions',
    gameType: 'roulette',
    target: 5n,
    rewardCoins: coins(25),
    rewardPoints: 10,
  },
  { challengeType: 'play_sessions', gameType: 'craps', target: 5n, rewardCoins: coins(25), rewardPoints: 10 },
];

export const WIN_TEMPLATES: readonly Template[] = [
  {
    challengeType: 'win_amount',
    gameType: 'slots',
    target: coins(50),
    rewardCoins: coins(50),
    rewardPoints: 20,
  },
  {
    challengeType: 'win_amount',
    gameType: 'blackjack',
    target: coins(100),
    rewardCoins: coins(75),
    rewardPoints: 25,
  },
  {
    challengeType: 'win_amount',
    gameType: 'roulette',
    target: coins(100),
    rewardCoins: coins(75),
    rewardPoints: 25,
  },
  {
    challengeType: 'win_amount',
    gameType: 'craps',
    target: coins(100),
    rewardCoins: coins(75),
    rewardPoints: 25,
  },
  {
    challengeType: 'win_amount',
    gameType: 'any',
    target: coins(200),
    rewardCoins: coins(100),
    rewardPoints: 40,
  },
];

/** Every day's third challenge: whatever the player likes to play, every round counts toward it. */
export const ANY_GAME_TEMPLATE: Template = {
  challengeType: 'play_sessions',
  gameType: 'any',
  target: 15n,
  rewardCoins: coins(40),
  rewardPoints: 15,
};

export const CHALLENGES_PER_DAY = 3;

/**
 * A player's three challenges of a day, drawn from sha256(userId, day): rounds of one game, a win
 * amount (one game or any), and rounds of any game. The same player and day always give the same
 * challenges, so whichever request or projector stores them first, they are the same.
 */
export function generateDailyChallenges(userId: string, day: CalendarDay): ChallengeSpec[] {
  const digest = createHash('sha256').update(`daily-challenges|${userId}|${day}`).digest();
  const pick = <T>(pool: readonly T[], byte: number): T => {
    const item = pool[(digest[byte] ?? 0) % pool.length];
    if (item === undefined) throw new Error('empty challenge pool');
    return item;
  };
  return [pick(PLAY_TEMPLATES, 0), pick(WIN_TEMPLATES, 1), ANY_GAME_TEMPLATE].map((template, slot) => ({
    slot,
    ...template,
  }));
}

const GAME_NOUNS: Record<ChallengeGameType, { rounds: string; where: string }> = {
  slots: { rounds: 'slot spins', where: 'on slots' },
  blackjack: { rounds: 'blackjack hands', where: 'at blackjack' },
  poker: { rounds: 'poker hands', where: 'at poker' },
  roulette: { rounds: 'roulette spins', where: 'at roulette' },
  craps: { rounds: 'craps rolls', where: 'at craps' },
  any: { rounds: 'rounds of any game', where: 'in any game' },
};

/** "Play 10 slot spins", "Win 50 coins on slots". */
export function challengeTitle(spec: Pick<ChallengeSpec, 'challengeType' | 'gameType' | 'target'>): string {
  const nouns = GAME_NOUNS[spec.gameType];
  if (spec.challengeType === 'play_sessions') return `Play ${spec.target} ${nouns.rounds}`;
  return `Win ${spec.target / MINOR_UNITS_PER_COIN} coins ${nouns.where}`;
}
