import { MINOR_UNITS_PER_COIN } from '../money.js';
import { isWinningPlay, type SettledPlay } from '../projections/settled-play.js';

/**
 * The achievements, as a table of rules over settled plays. Each rule says how much one play adds
 * to its progress; the achievement unlocks when the progress reaches the target. A new achievement
 * is one more row: no game knows about any of them.
 */
export interface AchievementRule {
  id: string;
  name: string;
  description: string;
  /** An icon name the web app draws (trophy, cards, slot, burst, crown, spade, target, dice, gem, star, flame, coins). */
  badgeIcon: string;
  /** What the progress counts: rounds, or minor units of coins (shown as coins). */
  unit: 'count' | 'coins';
  target: bigint;
  /** What one play adds to the progress (0 for a play that does not count). */
  progressOf(play: SettledPlay): bigint;
}

const one = (condition: boolean): bigint => (condition ? 1n : 0n);
const coins = (n: number): bigint => BigInt(n) * MINOR_UNITS_PER_COIN;

const betsOf = (play: SettledPlay): Array<Record<string, unknown>> =>
  Array.isArray(play.gameData.bets)
    ? (play.gameData.bets as unknown[]).filter(
        (b): b is Record<string, unknown> => typeof b === 'object' && b !== null,
      )
    : [];

/** Blackjack: the natural is the round's result, or one of its hands' outcome. */
const isBlackjackNatural = (play: SettledPlay): boolean =>
  play.category === 'blackjack' &&
  (play.gameData.result === 'blackjack' ||
    (Array.isArray(play.gameData.hands) &&
      (play.gameData.hands as Array<{ outcome?: unknown }>).some((h) => h.outcome === 'blackjack')));

/** Video poker records `hand: 'royal-flush'`; a poker hand may name it as its category or name. */
const isRoyalFlush = (play: SettledPlay): boolean =>
  [play.gameData.hand, play.gameData.handCategory, play.gameData.handName].some(
    (v) => v === 'royal-flush' || v === 'Royal Flush',
  );

export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  {
    id: 'first-win',
    name: 'First Win',
    description: 'Win your first round of any game.',
    badgeIcon: 'trophy',
    unit: 'count',
    target: 1n,
    progressOf: (play) => one(isWinningPlay(play)),
  },
  {
    id: 'first-blackjack',
    name: 'Natural 21',
    description: 'Get your first blackjack.',
    badgeIcon: 'cards',
    unit: 'count',
    target: 1n,
    progressOf: (play) => one(isBlackjackNatural(play)),
  },
  {
    id: 'spins-100',
    name: 'Spin Doctor',
    description: 'Play 100 slot spins.',
    badgeIcon: 'slot',
    unit: 'count',
    target: 100n,
    progressOf: (play) => one(play.category === 'slots'),
  },
  {
    id: 'win-50x',
    name: 'Fifty Times Over',
    description: 'Win 50 times your bet or more in a single round.',
    badgeIcon: 'burst',
    unit: 'count',
    target: 1n,
    progressOf: (play) => one(play.betUnits > 0n && play.winUnits >= play.betUnits * 50n),
  },
  {
    id: 'royal-flush',
    name: 'Royal Flush',
    description: 'Make a royal flush.',
    badgeIcon: 'crown',
    unit: 'count',
    target: 1n,
    progressOf: (play) => one(isRoyalFlush(play)),
  },
  {
    id: 'poker-hand-won',
    name: 'Poker Shark',
    description: "Win a hand of Texas Hold'em poker.",
    badgeIcon: 'spade',
    unit: 'count',
    target: 1n,
    progressOf: (play) => one(play.category === 'poker' && isWinningPlay(play)),
  },
  {
    id: 'straight-up',
    name: 'Straight Up',
    description: 'Win a single-number bet at roulette.',
    badgeIcon: 'target',
    unit: 'count',
    target: 1n,
    progressOf: (play) =>
      one(play.category === 'roulette' && betsOf(play).some((b) => b.type === 'number' && b.won === true)),
  },
  {
    id: 'hard-way',
    name: 'The Hard Way',
    description: 'Win a hard six or hard eight bet at craps.',
    badgeIcon: 'dice',
    unit: 'count',
    target: 1n,
    progressOf: (play) =>
      one(
        play.category === 'craps' &&
          betsOf(play).some((b) => (b.type === 'hard-six' || b.type === 'hard-eight') && b.outcome === 'win'),
      ),
  },
  {
    id: 'high-roller',
    name: 'High Roller',
    description: 'Stake 100 coins or more on a single round.',
    badgeIcon: 'gem',
    unit: 'count',
    target: 1n,
    progressOf: (play) => one(!play.freeSpin && play.betUnits >= coins(100)),
  },
  {
    id: 'wins-50',
    name: 'Winning Ways',
    description: 'Win 50 rounds.',
    badgeIcon: 'star',
    unit: 'count',
    target: 50n,
    progressOf: (play) => one(isWinningPlay(play)),
  },
  {
    id: 'rounds-500',
    name: 'Regular',
    description: 'Play 500 rounds of any game.',
    badgeIcon: 'flame',
    unit: 'count',
    target: 500n,
    progressOf: () => 1n,
  },
  {
    id: 'wagered-10000',
    name: 'Big Spender',
    description: 'Wager 10,000 coins in total.',
    badgeIcon: 'coins',
    unit: 'coins',
    target: coins(10_000),
    progressOf: (play) => (play.freeSpin ? 0n : play.betUnits),
  },
];
