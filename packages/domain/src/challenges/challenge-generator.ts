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

const play = (
  gameType: ChallengeGameType,
  rounds: number,
  rewardCoins: number,
  rewardPoints: number,
): Template => ({
  challengeType: 'play_sessions',
  gameType,
  target: BigInt(rounds),
  rewardCoins: coins(rewardCoins),
  rewardPoints,
});
const win = (
  gameType: ChallengeGameType,
  amount: number,
  rewardCoins: number,
  rewardPoints: number,
): Template => ({
  challengeType: 'win_amount',
  gameType,
  target: coins(amount),
  rewardCoins: coins(rewardCoins),
  rewardPoints,
});

/** The pools challenges are drawn from (poker hands settle as live hold'em game sessions). */
export const PLAY_TEMPLATES: readonly Template[] = [
  play('slots', 10, 25, 10),
  play('blackjack', 5, 25, 10),
  play('roulette', 5, 25, 10),
  play('craps', 5, 25, 10),
  play('poker', 5, 25, 10),
];

export const WIN_TEMPLATES: readonly Template[] = [
  win('slots', 50, 50, 20),
  win('blackjack', 100, 75, 25),
  win('roulette', 100, 75, 25),
  win('craps', 100, 75, 25),
  win('poker', 100, 75, 25),
  win('any', 200, 100, 40),
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
