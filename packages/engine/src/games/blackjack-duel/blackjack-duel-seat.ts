// One seat of the blackjack duel: its stack, the hand it is on and that hand's round on the floor's
// blackjack reducer (games/blackjack/blackjack.ts, dealt from the shared shoe's slice). A seat bets
// hand i, plays it out under the floor's rules, and moves on to hand i + 1 (or is done after the last
// hand, or when its stack cannot cover the minimum bet: it sits the remaining hands out at net 0).
// The stack is the seat's chips off the table: a bet, a double, a split and an insurance stake leave
// it when made; what the round returns comes back when the round ends.
import { BLACKJACK_DUEL } from '@casino/games';
import type { CardId } from '../../cards.js';
import {
  blackjackActionOf,
  blackjackDealFromShoe,
  blackjackReducer,
  type BlackjackMove,
  type BlackjackState,
} from '../blackjack/blackjack.js';
import { blackjackDuelHandCards } from './blackjack-duel-shoe.js';

export type BlackjackDuelPhase = 'betting' | 'playing' | 'done';

/** A finished hand of one seat, as the record keeps it. */
export interface BlackjackDuelHandResult {
  readonly hand: number;
  /** 0 when the seat sat the hand out (its stack could not cover the minimum bet). */
  readonly bet: number;
  readonly actions: readonly BlackjackMove[];
  /** Chips won (above 0) or lost (below 0) on the hand, insurance included. */
  readonly net: number;
  /** The floor's round as it ended (its undealt cards dropped), or null when sat out. */
  readonly round: BlackjackState | null;
  /** The clock ran out while the hand was in play: it was stood (and insurance declined). */
  readonly timedOut: boolean;
}

export interface BlackjackDuelSeat {
  /** Chips off the table. */
  readonly stack: number;
  /** The hand to bet or play next (= hands finished), BLACKJACK_DUEL.hands when done. */
  readonly hand: number;
  readonly phase: BlackjackDuelPhase;
  /** The round in play (its `deck` holds the slice's undealt cards: never sent), or null. */
  readonly round: BlackjackState | null;
  readonly actions: readonly BlackjackMove[];
  readonly results: readonly BlackjackDuelHandResult[];
}

export type SeatResult = { readonly ok: true; readonly seat: BlackjackDuelSeat } | { readonly ok: false };

export function newDuelSeat(): BlackjackDuelSeat {
  return {
    stack: BLACKJACK_DUEL.startingChips,
    hand: 0,
    phase: 'betting',
    round: null,
    actions: [],
    results: [],
  };
}

/** A stake the duel allows now: within the limits, on the bet step, covered by the stack. */
export function isAllowedBet(bet: number, stack: number): boolean {
  return (
    Number.isSafeInteger(bet) &&
    bet >= BLACKJACK_DUEL.minBet &&
    bet <= BLACKJACK_DUEL.maxBet &&
    bet % BLACKJACK_DUEL.betStep === 0 &&
    bet <= stack
  );
}

/** Everything the round staked and returned (hands and insurance). */
export function roundMoney(round: BlackjackState): { staked: number; returned: number } {
  const insurance = round.insurance ?? null;
  return {
    staked: round.hands.reduce((sum, h) => sum + h.bet, 0) + (insurance?.bet ?? 0),
    returned: round.hands.reduce((sum, h) => sum + h.winAmount, 0) + (insurance?.winAmount ?? 0),
  };
}

/** The seat after its hand ends: the return paid in, the hand recorded, the next hand (or done). */
function closeRound(seat: BlackjackDuelSeat, round: BlackjackState, timedOut: boolean): BlackjackDuelSeat {
  const { staked, returned } = roundMoney(round);
  // The stake placed: the first hand's bet, halved back if that hand was doubled.
  const first = round.hands[0];
  const result: BlackjackDuelHandResult = {
    hand: seat.hand,
    bet: first ? (first.doubled ? first.bet / 2 : first.bet) : 0,
    actions: seat.actions,
    net: returned - staked,
    round: { ...round, deck: [] },
    timedOut,
  };
  return nextHand({
    ...seat,
    stack: seat.stack + returned,
    round: result.round,
    actions: [],
    results: [...seat.results, result],
    hand: seat.hand + 1,
  });
}

/** On to the next hand's bet; done after the last, or sitting the rest out when broke. */
function nextHand(seat: BlackjackDuelSeat): BlackjackDuelSeat {
  if (seat.hand >= BLACKJACK_DUEL.hands) return { ...seat, phase: 'done' };
  if (seat.stack >= BLACKJACK_DUEL.minBet) return { ...seat, phase: 'betting' };
  const satOut: BlackjackDuelHandResult[] = [];
  for (let hand = seat.hand; hand < BLACKJACK_DUEL.hands; hand += 1)
    satOut.push({ hand, bet: 0, actions: [], net: 0, round: null, timedOut: false });
  return { ...seat, phase: 'done', hand: BLACKJACK_DUEL.hands, results: [...seat.results, ...satOut] };
}

/** The seat stakes `bet` on its hand: the round is dealt from the hand's cards of the shoe. */
export function placeBet(seat: BlackjackDuelSeat, shoe: readonly CardId[], bet: number): SeatResult {
  if (seat.phase !== 'betting' || !isAllowedBet(bet, seat.stack)) return { ok: false };
  const dealt = blackjackDealFromShoe(bet, blackjackDuelHandCards(shoe, seat.hand));
  if (!dealt.ok) return { ok: false };
  const playing: BlackjackDuelSeat = { ...seat, stack: seat.stack - bet, round: dealt.state, actions: [] };
  // A natural on either side (no dealer ace up) ends the round at the deal.
  if (dealt.state.phase === 'finished') return { ok: true, seat: closeRound(playing, dealt.state, false) };
  return { ok: true, seat: { ...playing, phase: 'playing' } };
}

/** A play on the hand in play, under the floor's rules; extra stakes must be covered by the stack. */
export function playMove(seat: BlackjackDuelSeat, move: BlackjackMove, timedOut = false): SeatResult {
  if (seat.phase !== 'playing' || !seat.round) return { ok: false };
  const played = blackjackReducer(seat.round, blackjackActionOf(move));
  if (!played.ok || played.wagerDelta > seat.stack) return { ok: false };
  const next: BlackjackDuelSeat = {
    ...seat,
    stack: seat.stack - played.wagerDelta,
    round: played.state,
    actions: [...seat.actions, move],
  };
  if (played.state.phase === 'finished') return { ok: true, seat: closeRound(next, played.state, timedOut) };
  return { ok: true, seat: next };
}

/** The clock ran out: a hand in play is played out as if the seat stood (insurance declined). */
export function standOut(seat: BlackjackDuelSeat): BlackjackDuelSeat {
  let current = seat;
  // Each stand finishes one hand (at most two after a split) and the insurance answer comes first.
  for (let guard = 0; current.phase === 'playing' && guard < 4; guard += 1) {
    const move: BlackjackMove = current.round?.insurance?.decision === 'pending' ? 'no-insurance' : 'stand';
    const result = playMove(current, move, true);
    if (!result.ok) break;
    current = result.seat;
  }
  return current.phase === 'playing' ? current : { ...current, phase: 'done' };
}
