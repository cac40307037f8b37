// Video poker, Jacks or Better (issue 3): deal five cards from a shuffled deck, the player holds
// any subset, and the replacements are drawn from the same deck order (cards 6, 7, ... of the
// shuffled deck, filling the discarded positions left to right). Paytable 9/6 "full pay", returns
// per unit bet with the stake included.
import { toCard, type Card, type CardId, DECK_SIZE, isCardId } from '../../cards.js';
import { reject, type Rejected } from '../../engine-result.js';
import { handClasses, rawDigits } from '../../hand-classes.js';
import { evaluateHand, handCategory, ROYAL_FLUSH_RANK, type HandRank } from '../../hand-evaluator.js';
import { isUnits } from '../../money.js';

export const VIDEO_POKER_HANDS = [
  'nothing',
  'jacks-or-better',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type VideoPokerHand = (typeof VIDEO_POKER_HANDS)[number];
export type VideoPokerPaytable = Readonly<Record<VideoPokerHand, number>>;

/** Each paytable hand's display name, as the machine shows it and the server's `handName` spells it. */
export const VIDEO_POKER_HAND_NAMES: Readonly<Record<VideoPokerHand, string>> = {
  nothing: 'No Win',
  'jacks-or-better': 'Jacks or Better',
  'two-pair': 'Two Pair',
  'three-of-a-kind': 'Three of a Kind',
  straight: 'Straight',
  flush: 'Flush',
  'full-house': 'Full House',
  'four-of-a-kind': 'Four of a Kind',
  'straight-flush': 'Straight Flush',
  'royal-flush': 'Royal Flush',
};

export const JACKS_OR_BETTER_9_6: VideoPokerPaytable = {
  nothing: 0,
  'jacks-or-better': 1,
  'two-pair': 2,
  'three-of-a-kind': 3,
  straight: 4,
  flush: 6,
  'full-house': 9,
  'four-of-a-kind': 25,
  'straight-flush': 50,
  'royal-flush': 800,
};

const JACK = 9; // rank index of the jack (0 = deuce)

/** The Jacks or Better hand of a 5-card hand rank from the evaluator. */
export function videoPokerHandOfRank(rank: HandRank): VideoPokerHand {
  if (rank === ROYAL_FLUSH_RANK) return 'royal-flush';
  const category = handCategory(rank);
  if (category === 'high-card') return 'nothing';
  if (category === 'one-pair') {
    const pairRank = rawDigits(handClasses().rawOfRank[rank] ?? 0)[0] ?? 0;
    return pairRank >= JACK ? 'jacks-or-better' : 'nothing';
  }
  return category;
}

export function classifyVideoPokerHand(cards: readonly CardId[]): VideoPokerHand {
  if (cards.length !== 5) throw new RangeError('video poker hands have 5 cards');
  return videoPokerHandOfRank(evaluateHand(cards));
}

export interface VideoPokerState {
  readonly phase: 'holding' | 'finished';
  readonly bet: number;
  readonly hand: CardId[];
  /** Undealt cards in deck order; replacements come from the front. Secret. */
  readonly deck: CardId[];
  readonly held: boolean[];
}

export interface VideoPokerView {
  readonly phase: 'holding' | 'finished';
  readonly cards: Card[];
  readonly held: boolean[];
  readonly handName: VideoPokerHand;
  readonly multiplier: number;
  readonly winAmount: number;
}

export interface VideoPokerResult {
  readonly ok: true;
  readonly state: VideoPokerState;
  readonly view: VideoPokerView;
}

export type VideoPokerError = 'invalid_bet' | 'invalid_deck' | 'invalid_holds' | 'already_drawn';

function view(state: VideoPokerState, paytable: VideoPokerPaytable): VideoPokerView {
  const handName = classifyVideoPokerHand(state.hand);
  const finished = state.phase === 'finished';
  const multiplier = finished ? paytable[handName] : 0;
  return {
    phase: state.phase,
    cards: state.hand.map(toCard),
    held: state.held.slice(),
    handName,
    multiplier,
    winAmount: state.bet * multiplier,
  };
}

/** Deals the first five cards of a shuffled 52-card deck. */
export function dealVideoPoker(
  bet: number,
  deck: readonly CardId[],
  paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6,
): VideoPokerResult | Rejected<VideoPokerError> {
  if (!isUnits(bet) || bet === 0) return reject('invalid_bet');
  if (deck.length !== DECK_SIZE || !deck.every(isCardId) || new Set(deck).size !== DECK_SIZE)
    return reject('invalid_deck');
  const state: VideoPokerState = {
    phase: 'holding',
    bet,
    hand: deck.slice(0, 5),
    deck: deck.slice(5),
    held: [false, false, false, false, false],
  };
  return { ok: true, state, view: view(state, paytable) };
}

/** Replaces every card not held with the next cards of the deck, left to right, and pays. */
export function drawVideoPoker(
  state: VideoPokerState,
  holds: readonly boolean[],
  paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6,
): VideoPokerResult | Rejected<VideoPokerError> {
  if (state.phase !== 'holding') return reject('already_drawn');
  if (holds.length !== 5 || !holds.every((h) => typeof h === 'boolean')) return reject('invalid_holds');
  const deck = state.deck.slice();
  const hand = state.hand.map((card, i) => (holds[i] ? card : deck.shift()!));
  const next: VideoPokerState = { phase: 'finished', bet: state.bet, hand, deck, held: holds.slice() };
  return { ok: true, state: next, view: view(next, paytable) };
}
