// The live blackjack round as a reducer: dealLiveBlackjack(seats, cards) starts it, then
// liveBlackjackReducer(state, action) => { ok, state, stakes } | { ok: false, error } plays it.
// The floor's rules (games/blackjack/blackjack.ts): dealer stands on all 17s, blackjack pays 3:2,
// double on any two cards (after a split too, except split aces), split two cards of one rank once,
// split aces take one card each, 21 after a split is not a blackjack, insurance half the stake
// paying 2:1.
// Deal: each seat in seat order one card, the dealer's up card, each seat a second card, the
// dealer's hole card face down.
// Insurance and peek: with an ace up every seat is asked for insurance first (a time-out declines);
// once all have answered, or with a ten-value card up, the dealer peeks at the hole card. A dealer
// blackjack is turned at once and ends the round (only the original stakes are lost; a natural
// pushes; insurance pays). Otherwise naturals are paid 3:2 and the other hands play.
// Turns: seat by seat, hand by hand; hit, stand, double, split; a time-out stands. Then the dealer
// turns the hole card and draws to 17 (only when a hand is still alive), and every hand is settled.
// Pure: no clock (the room times turns and sends `timeout`), no randomness (the shoe comes in).
import type { CardId } from '../../cards.js';
import { isCardId, rankIndexOf } from '../../cards.js';
import { reject, type Rejected } from '../../engine-result.js';
import { isUnits } from '../../money.js';
import {
  blackjackCardValue,
  dealerHits,
  handValue,
  isNaturalBlackjack,
} from '../blackjack/blackjack-hand.js';
import { insuranceStake, type BlackjackMove } from '../blackjack/blackjack.js';
import {
  LIVE_BLACKJACK_SEAT_COUNT,
  type LiveBlackjackError,
  type LiveBlackjackHand,
  type LiveBlackjackSeat,
  type LiveBlackjackState,
  type LiveSeatStake,
} from './live-blackjack-state.js';
import { liveBlackjackMoves, liveBlackjackView } from './live-blackjack-view.js';

export type LiveBlackjackAction =
  | { readonly type: 'move'; readonly userId: string; readonly move: BlackjackMove }
  /** The turn's or the insurance offer's time ran out: the hand stands / every pending seat declines. */
  | { readonly type: 'timeout' };

/** A stake a move adds to the round; the room puts it in escrow before it keeps the new state. */
export interface LiveExtraStake {
  readonly kind: 'double' | 'split' | 'insurance';
  readonly seat: number;
  readonly hand: number;
  readonly stake: number;
}

export interface LiveBlackjackResult {
  readonly ok: true;
  readonly state: LiveBlackjackState;
  readonly stakes: LiveExtraStake[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<Omit<LiveBlackjackState, 'seats'>> & { seats: Array<Mutable<LiveBlackjackSeat>> };

class ShoeExhausted extends Error {}

function draw(d: Draft): CardId {
  const card = d.cards[d.used];
  if (card === undefined) throw new ShoeExhausted();
  d.used += 1;
  return card;
}

const newHand = (cards: CardId[], fromSplit: boolean): LiveBlackjackHand => ({
  cards,
  doubled: false,
  fromSplit,
  done: false,
  result: null,
});

/** A hand that busted or reached 21 takes no more cards. */
function autoDone(hand: LiveBlackjackHand): LiveBlackjackHand {
  return handValue(hand.cards).total >= 21 ? { ...hand, done: true } : hand;
}

const isNatural = (seat: LiveBlackjackSeat, hand: LiveBlackjackHand): boolean =>
  seat.hands.length === 1 && !hand.fromSplit && isNaturalBlackjack(hand.cards);

function setHand(d: Draft, seatIndex: number, handIndex: number, hand: LiveBlackjackHand): void {
  const seat = d.seats[seatIndex]!;
  const hands = seat.hands.slice();
  hands[handIndex] = hand;
  d.seats[seatIndex] = { ...seat, hands };
}

/** The first hand still to play, from the seat and hand given on. */
function nextTurn(d: Draft): { seat: number; hand: number } | null {
  for (const seat of d.seats) {
    const hand = seat.hands.findIndex((h) => !h.done);
    if (hand >= 0) return { seat: seat.seat, hand };
  }
  return null;
}

function settleHands(d: Draft, dealerTotal: number, dealerNatural: boolean): void {
  d.seats = d.seats.map((seat) => ({
    ...seat,
    hands: seat.hands.map((hand) => {
      const player = handValue(hand.cards).total;
      const natural = isNatural(seat, hand);
      let result: LiveBlackjackHand['result'];
      if (natural) result = dealerNatural ? 'push' : 'blackjack';
      else if (dealerNatural || player > 21) result = 'lose';
      else if (dealerTotal > 21 || player > dealerTotal) result = 'win';
      else result = player === dealerTotal ? 'push' : 'lose';
      return { ...hand, done: true, result };
    }),
  }));
  d.phase = 'finished';
  d.turn = null;
}

/** The dealer turns the hole card, draws to 17 while some hand can still win, and settles. */
function dealerPlays(d: Draft): void {
  d.holeTurned = true;
  const alive = d.seats.some((s) => s.hands.some((h) => !isNatural(s, h) && handValue(h.cards).total <= 21));
  if (alive) while (dealerHits(d.dealer)) d.dealer = [...d.dealer, draw(d)];
  settleHands(d, handValue(d.dealer).total, false);
}

/** After the turn moved: the next hand in turn, or the dealer. */
function advance(d: Draft): void {
  d.turn = nextTurn(d);
  if (!d.turn) dealerPlays(d);
}

/** The dealer's peek (an ace or ten-value up card): a blackjack ends the round at once. */
function peek(d: Draft): void {
  const up = d.dealer[0]!;
  if (blackjackCardValue(up) >= 10 || blackjackCardValue(up) === 1) {
    if (isNaturalBlackjack(d.dealer)) {
      d.holeTurned = true;
      settleHands(d, 21, true);
      return;
    }
  }
  d.phase = 'playing';
  // Naturals stand (paid 3:2 when the round settles).
  d.seats = d.seats.map((s) => ({
    ...s,
    hands: s.hands.map((h) => (isNatural(s, h) ? { ...h, done: true } : h)),
  }));
  advance(d);
}

function validSeats(seats: readonly LiveSeatStake[]): boolean {
  const numbers = new Set(seats.map((s) => s.seat));
  return (
    numbers.size === seats.length &&
    seats.every(
      (s) =>
        Number.isInteger(s.seat) &&
        s.seat >= 0 &&
        s.seat < LIVE_BLACKJACK_SEAT_COUNT &&
        s.owner !== '' &&
        isUnits(s.stake) &&
        s.stake > 0 &&
        s.behind.every((b) => isUnits(b.stake) && b.stake > 0),
    )
  );
}

function run(d: Draft, step: (d: Draft) => void): LiveBlackjackError | null {
  try {
    step(d);
    return null;
  } catch (error) {
    if (error instanceof ShoeExhausted) return 'shoe_exhausted';
    throw error;
  }
}

/** Deals the round to the seats with a stake, from `cards` (the shoe from the round's first card). */
export function dealLiveBlackjack(
  seats: readonly LiveSeatStake[],
  cards: readonly CardId[],
): { ok: true; state: LiveBlackjackState } | Rejected<LiveBlackjackError> {
  if (seats.length === 0) return reject('no_seats');
  if (!validSeats(seats)) return reject('invalid_stake');
  if (!cards.every(isCardId)) return reject('shoe_exhausted');
  const d: Draft = {
    version: 1,
    phase: 'playing',
    cards: cards.slice(),
    used: 0,
    dealer: [],
    holeTurned: false,
    seats: [...seats]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({
        seat: s.seat,
        owner: s.owner,
        stake: s.stake,
        behind: s.behind.map((b) => ({ ...b })),
        hands: [newHand([], false)],
        insurance: 'none' as const,
      })),
    turn: null,
  };
  const error = run(d, () => {
    for (const s of d.seats) s.hands = [newHand([draw(d)], false)];
    d.dealer = [draw(d)];
    for (const s of d.seats) s.hands = [newHand([...s.hands[0]!.cards, draw(d)], false)];
    d.dealer = [...d.dealer, draw(d)];
    if (blackjackCardValue(d.dealer[0]!) === 1) {
      d.phase = 'insurance';
      d.seats = d.seats.map((s) => ({ ...s, insurance: 'pending' }));
    } else peek(d);
  });
  return error ? reject(error) : { ok: true, state: d };
}

function answerInsurance(d: Draft, userId: string, take: boolean, stakes: LiveExtraStake[]): void {
  d.seats = d.seats.map((s) => {
    if (s.owner !== userId || s.insurance !== 'pending') return s;
    // A one-unit stake has no insurance to take (half of it floors to nothing): declined.
    const stake = insuranceStake(s.stake);
    if (take && stake > 0) stakes.push({ kind: 'insurance', seat: s.seat, hand: 0, stake });
    return { ...s, insurance: take && stake > 0 ? 'taken' : 'declined' };
  });
  if (!d.seats.some((s) => s.insurance === 'pending')) peek(d);
}

function play(
  d: Draft,
  move: Exclude<BlackjackMove, 'insurance' | 'no-insurance'>,
  stakes: LiveExtraStake[],
): void {
  const turn = d.turn!;
  const seatIndex = d.seats.findIndex((s) => s.seat === turn.seat);
  const seat = d.seats[seatIndex]!;
  const hand = seat.hands[turn.hand]!;
  switch (move) {
    case 'hit':
      setHand(d, seatIndex, turn.hand, autoDone({ ...hand, cards: [...hand.cards, draw(d)] }));
      break;
    case 'stand':
      setHand(d, seatIndex, turn.hand, { ...hand, done: true });
      break;
    case 'double':
      stakes.push({ kind: 'double', seat: seat.seat, hand: turn.hand, stake: seat.stake });
      setHand(d, seatIndex, turn.hand, {
        ...hand,
        cards: [...hand.cards, draw(d)],
        doubled: true,
        done: true,
      });
      break;
    case 'split': {
      stakes.push({ kind: 'split', seat: seat.seat, hand: 1, stake: seat.stake });
      const [a, b] = hand.cards as [CardId, CardId];
      const aces = rankIndexOf(a) === 12;
      const first = autoDone(newHand([a, draw(d)], true));
      const second = autoDone(newHand([b, draw(d)], true));
      d.seats[seatIndex] = {
        ...seat,
        hands: aces
          ? [
              { ...first, done: true },
              { ...second, done: true },
            ]
          : [first, second],
      };
      break;
    }
  }
  advance(d);
}

const MOVE_ERRORS: Partial<Record<BlackjackMove, LiveBlackjackError>> = {
  double: 'cannot_double',
  split: 'cannot_split',
};

/** Applies one action; a refused one returns a stable code and leaves the state as it was. */
export function liveBlackjackReducer(
  state: LiveBlackjackState,
  action: LiveBlackjackAction,
): LiveBlackjackResult | Rejected<LiveBlackjackError> {
  if (state.phase === 'finished') return reject('round_finished');
  const d: Draft = { ...state, seats: state.seats.slice() };
  const stakes: LiveExtraStake[] = [];
  let step: (d: Draft) => void;
  if (action.type === 'timeout') {
    step =
      state.phase === 'insurance'
        ? (draft) => {
            draft.seats = draft.seats.map((s) =>
              s.insurance === 'pending' ? { ...s, insurance: 'declined' } : s,
            );
            peek(draft);
          }
        : (draft) => play(draft, 'stand', stakes);
  } else {
    const legal = liveBlackjackMoves(liveBlackjackView(state), action.userId);
    if (!legal.includes(action.move)) return reject(refusalOf(state, action.userId, action.move));
    const { move, userId } = action;
    step =
      move === 'insurance' || move === 'no-insurance'
        ? (draft) => answerInsurance(draft, userId, move === 'insurance', stakes)
        : (draft) => play(draft, move, stakes);
  }
  const error = run(d, step);
  if (error) return reject(error);
  return { ok: true, state: { ...d, version: state.version + 1 }, stakes };
}

function refusalOf(state: LiveBlackjackState, userId: string, move: BlackjackMove): LiveBlackjackError {
  const insurance = move === 'insurance' || move === 'no-insurance';
  if (state.phase === 'insurance') {
    if (!insurance) return 'insurance_pending';
    return state.seats.some((s) => s.owner === userId) ? 'insurance_not_offered' : 'not_your_turn';
  }
  if (insurance) return 'insurance_not_offered';
  const seat = state.seats.find((s) => s.seat === state.turn?.seat);
  if (seat?.owner !== userId) return 'not_your_turn';
  return MOVE_ERRORS[move] ?? 'not_your_turn';
}
