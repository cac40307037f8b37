// Live baccarat (issue 16): one coup for everyone at the table, dealt in order from the table's
// eight-deck shoe (shoe.ts) starting at the round's recorded position, with the floor's third-card
// rules (games/baccarat playBaccaratCoup: player, banker, player, banker, then the third cards).
// Bets and returns (stake included):
//   player 2x, banker 39/20 (5% commission, rounded down to the unit), tie 9x, and on a tie the
//   player and banker bets push: exactly the floor's settleBaccaratBet and BACCARAT_RETURNS;
//   player pair / banker pair 12x (11:1) when that hand's first two cards are of the same rank
//   (suits may differ), whatever the winner.
// Exposure (the table's per-round cap): the house's loss on a result is the returns it pays minus
// the stakes it holds; the round's exposure is the largest loss over the twelve results (winner x
// player pair x banker pair), or 0.
import { rankIndexOf, type CardId } from '../../cards.js';
import { applyMultiplier, type Multiplier } from '../../money.js';
import { ratio, type Ratio } from '../../ratio.js';
import { LIVE_SHOE_DECKS } from '../../shoe.js';
import {
  playBaccaratCoup,
  settleBaccaratBet,
  type BaccaratCoup,
  type BaccaratWinner,
} from '../baccarat/baccarat.js';

export const LIVE_BACCARAT_BET_TYPES = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type LiveBaccaratBetType = (typeof LIVE_BACCARAT_BET_TYPES)[number];
export const LIVE_BACCARAT_DECKS = LIVE_SHOE_DECKS['live-baccarat'];
/** A pair bet pays 11 to 1. */
export const BACCARAT_PAIR_RETURN: Multiplier = { num: 12, den: 1 };
/** The most cards a coup takes (two hands of three). */
export const BACCARAT_COUP_MAX_CARDS = 6;

export interface LiveBaccaratBet {
  readonly type: LiveBaccaratBetType;
  /** Stake in units. */
  readonly amount: number;
}

/** A coup of the live table, as the round records it. */
export interface LiveBaccaratCoup extends BaccaratCoup {
  /** The player's first two cards are of one rank. */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  /** The shoe position of the coup's first card and how many cards it took (4-6). */
  readonly position: number;
  readonly cardsUsed: number;
}

/** The outcome a bet is settled on: who won and which pairs came. */
export type LiveBaccaratResult = Pick<LiveBaccaratCoup, 'winner' | 'playerPair' | 'bankerPair'>;

const isPair = (cards: readonly CardId[]) =>
  cards.length >= 2 && rankIndexOf(cards[0] ?? -1) === rankIndexOf(cards[1] ?? -2);

/** The coup dealt from `shoe` starting at `position`, or null when fewer than six cards remain. */
export function liveBaccaratCoup(shoe: readonly CardId[], position: number): LiveBaccaratCoup | null {
  if (!Number.isInteger(position) || position < 0) return null;
  const coup = playBaccaratCoup(shoe.slice(position, position + BACCARAT_COUP_MAX_CARDS));
  if (!coup) return null;
  return {
    ...coup,
    playerPair: isPair(coup.playerCards),
    bankerPair: isPair(coup.bankerCards),
    position,
    cardsUsed: coup.playerCards.length + coup.bankerCards.length,
  };
}

/** Units the bet returns on the result, stake included (0 when it loses). */
export function liveBaccaratPayout(bet: LiveBaccaratBet, result: LiveBaccaratResult): number {
  switch (bet.type) {
    case 'player-pair':
      return result.playerPair ? applyMultiplier(bet.amount, BACCARAT_PAIR_RETURN) : 0;
    case 'banker-pair':
      return result.bankerPair ? applyMultiplier(bet.amount, BACCARAT_PAIR_RETURN) : 0;
    default:
      return settleBaccaratBet({ type: bet.type, amount: bet.amount }, result.winner).winAmount;
  }
}

export function baccaratBetKind(bet: Pick<LiveBaccaratBet, 'type'>): LiveBaccaratBetType {
  return bet.type;
}

/** Each bet type is one spot on the layout. */
export function baccaratSpotKey(bet: Pick<LiveBaccaratBet, 'type'>): string {
  return bet.type;
}

const WINNERS: readonly BaccaratWinner[] = ['player', 'banker', 'tie'];

/** Every result a coup can have: three winners, each with or without either pair. */
export const LIVE_BACCARAT_RESULTS: readonly LiveBaccaratResult[] = WINNERS.flatMap((winner) =>
  [false, true].flatMap((playerPair) =>
    [false, true].map((bankerPair) => ({ winner, playerPair, bankerPair })),
  ),
);

/** The house's worst-case loss on the round in units: max over the results of returns - stakes, at least 0. */
export function liveBaccaratExposure(bets: readonly LiveBaccaratBet[]): number {
  // Each type's stakes pay alike, so pay each type's total (a full table holds thousands of bets).
  // Pooling cannot lower a payout: the commission rounds down per bet, so the pooled banker return
  // is at least the sum of the single ones (exposure is an upper bound, never below the real loss).
  const byType = new Map<LiveBaccaratBetType, number>();
  for (const bet of bets) byType.set(bet.type, (byType.get(bet.type) ?? 0) + bet.amount);
  const pooled = [...byType].map(([type, amount]) => ({ type, amount }));
  const staked = pooled.reduce((sum, bet) => sum + bet.amount, 0);
  const losses = LIVE_BACCARAT_RESULTS.map(
    (result) => pooled.reduce((sum, bet) => sum + liveBaccaratPayout(bet, result), 0) - staked,
  );
  return Math.max(0, ...losses);
}

/**
 * The chance that a hand's first two cards from a full shoe of `decks` decks share a rank: whatever
 * the first card, (4·decks − 1) of the other (52·decks − 1) cards match its rank. Every position of a
 * shuffled shoe is alike, so this holds for the player's cards 1 and 3 and the banker's 2 and 4.
 */
export function baccaratPairProbability(decks: number): Ratio {
  return ratio(4 * decks - 1, 52 * decks - 1);
}

/** The exact house edge of a pair bet paying 11:1: 1 − 12 · P(pair). 8 decks: 43/415 ≈ 10.36%. */
export function baccaratPairEdge(decks: number): Ratio {
  const p = baccaratPairProbability(decks);
  return ratio(p.den - 12n * p.num, p.den);
}

/** The live table's pair edge (eight decks): 43/415. */
export const LIVE_BACCARAT_PAIR_EDGE: Ratio = baccaratPairEdge(LIVE_BACCARAT_DECKS);
