// What the blackjack duel shows. The public view (contracts: BlackjackDuelView) holds each seat's
// progress and, for the hands both seats have finished, their nets and stacks, so nobody learns from
// the other's stack whether a hand still ahead of them is good or bad; at the end everything shows.
// The private view (contracts: BlackjackDuelPrivateView) is the seat's own round as the floor's view
// draws it: the dealer's hole card hidden while the seat plays, the shoe's undealt cards never.
import { BLACKJACK_DUEL } from '@casino/games';
import type { Card } from '../../cards.js';
import { blackjackView, type BlackjackState } from '../blackjack/blackjack.js';
import { roundMoney, type BlackjackDuelSeat } from './blackjack-duel-seat.js';

export interface BlackjackDuelView {
  readonly kind: 'blackjack';
  readonly hands: number;
  readonly startingChips: number;
  readonly handsPlayed: [number, number];
  readonly revealedThrough: number;
  readonly stacks: [number, number];
  readonly results: [number, number][];
}

export interface BlackjackDuelRoundView {
  readonly hand: number;
  readonly dealerCards: Card[];
  readonly dealerValue: number;
  readonly hands: {
    readonly cards: Card[];
    readonly value: number;
    readonly soft: boolean;
    readonly bet: number;
    readonly outcome: string;
    readonly winAmount: number;
  }[];
  readonly activeHand: number;
  readonly insurance: {
    readonly offer: 'insurance' | 'even-money';
    readonly decision: 'pending' | 'taken' | 'declined';
    readonly bet: number;
  } | null;
  readonly canDouble: boolean;
  readonly canSplit: boolean;
  readonly finished: boolean;
  readonly net: number;
}

export interface BlackjackDuelPrivateView {
  readonly kind: 'blackjack';
  readonly hand: number;
  readonly stack: number;
  readonly phase: 'betting' | 'playing' | 'done';
  readonly round: BlackjackDuelRoundView | null;
}

/** A seat's net on hand `hand` (0 for a hand it has not finished). */
const netOf = (seat: BlackjackDuelSeat, hand: number): number =>
  seat.results.find((result) => result.hand === hand)?.net ?? 0;

export function blackjackDuelPublicView(
  seats: readonly [BlackjackDuelSeat, BlackjackDuelSeat],
  over: boolean,
): BlackjackDuelView {
  // Hands sat out (too few chips for the minimum bet) are not shown as played: a seat jumping to the
  // last hand would tell the other that it went broke on hands they have not played yet.
  const played = (seat: BlackjackDuelSeat): number =>
    seat.results.filter((result) => result.round !== null).length;
  const handsPlayed: [number, number] = [played(seats[0]), played(seats[1])];
  const revealedThrough = over ? Math.max(...handsPlayed) : Math.min(...handsPlayed);
  const results: [number, number][] = [];
  for (let hand = 0; hand < revealedThrough; hand += 1)
    results.push([netOf(seats[0], hand), netOf(seats[1], hand)]);
  const stackOf = (index: 0 | 1): number =>
    results.reduce<number>((sum, nets) => sum + nets[index], BLACKJACK_DUEL.startingChips);
  return {
    kind: 'blackjack',
    hands: BLACKJACK_DUEL.hands,
    startingChips: BLACKJACK_DUEL.startingChips,
    handsPlayed,
    revealedThrough,
    stacks: [stackOf(0), stackOf(1)],
    results,
  };
}

function roundView(seat: BlackjackDuelSeat, round: BlackjackState, hand: number): BlackjackDuelRoundView {
  const view = blackjackView(round);
  const finished = round.phase === 'finished';
  const active = round.hands[round.activeHand];
  // The floor's double and split, and chips enough to cover the extra stake.
  const affordable = active !== undefined && active.bet <= seat.stack;
  const { staked, returned } = roundMoney(round);
  return {
    hand,
    dealerCards: view.dealerCards,
    dealerValue: view.dealerValue,
    hands: view.hands.map((hand) => ({
      cards: hand.cards,
      value: hand.value,
      soft: hand.soft,
      bet: hand.bet,
      outcome: hand.outcome,
      winAmount: hand.winAmount,
    })),
    activeHand: view.activeHand,
    insurance: view.insurance
      ? { offer: view.insurance.offer, decision: view.insurance.decision, bet: view.insurance.bet }
      : null,
    canDouble: view.canDouble && affordable,
    canSplit: view.canSplit && affordable,
    finished,
    net: finished ? returned - staked : 0,
  };
}

export function blackjackDuelPrivateView(seat: BlackjackDuelSeat): BlackjackDuelPrivateView {
  // Betting (or done), the seat sees the last hand it played as it ended.
  const last = [...seat.results].reverse().find((result) => result.round !== null);
  const round =
    seat.phase === 'playing' && seat.round
      ? roundView(seat, seat.round, seat.hand)
      : last?.round
        ? roundView(seat, last.round, last.hand)
        : null;
  return { kind: 'blackjack', hand: seat.hand, stack: seat.stack, phase: seat.phase, round };
}
