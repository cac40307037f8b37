// Blackjack as a reducer: (state, action) => result (issue 3, "Blackjack").
// Rules: one freshly shuffled 52-card deck per round, dealt player, dealer, player, dealer (the
// dealer's second card is the hole card, hidden until the dealer plays). Dealer hits 16 or less and
// stands on 17 or more (soft 17 included). A blackjack returns 2.5x (3:2), a win 2x, a push the
// bet. If either side has a natural blackjack the round ends at once (both: push).
// Double down: on any two-card hand (also after a split, except split aces): the bet doubles, one
// card, then the hand stands. Split: a first two-card hand of two cards of the same rank splits
// once into two hands, each with the original bet; each receives a second card (hand 1 first);
// split aces get one card each and stand; 21 after a split is not a blackjack.
// Insurance (issue 12): when the dealer's up card is an ace the dealer does not check the hole card
// at once; the player is first offered insurance (a side bet of half the bet, floor to the unit,
// returning 3x = 2:1 if the hole card makes a dealer blackjack) or, holding a blackjack, even money
// (the blackjack paid 1:1 at once, whatever the hole card). Taking or declining settles the side bet
// when the dealer then checks for blackjack; no other action is taken until the player decides.
// Phases: betting -> playing -> finished (a new deal starts from betting or finished).
// The state is plain JSON (numbers and arrays) so the server can store it between requests;
// `deck` holds the undealt cards and must never be sent to the player.
import { DECK_SIZE, isCardId, toCard, type Card, type CardId } from '../../cards.js';
import { dealerHits, handValue, isNaturalBlackjack } from './blackjack-hand.js';
import { reject, type Rejected } from '../../engine-result.js';
import { applyMultiplier, isUnits } from '../../money.js';

export type BlackjackPhase = 'betting' | 'playing' | 'finished';
export type BlackjackOutcome = 'continue' | 'blackjack' | 'bust' | 'win' | 'lose' | 'push';

export interface BlackjackHand {
  readonly cards: CardId[];
  /** Stake on this hand in minor units (doubled after a double down). */
  readonly bet: number;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  /** True once the hand takes no more cards (stood, doubled, busted, 21, split aces). */
  readonly done: boolean;
  readonly outcome: BlackjackOutcome;
  /** Returned in minor units, stake included; 0 until settled. */
  readonly winAmount: number;
}

/** The insurance offer of a round with a dealer ace up (absent in states stored before issue 12). */
export interface BlackjackInsurance {
  /** Even money is insurance offered on a player blackjack. */
  readonly offer: 'insurance' | 'even-money';
  readonly decision: 'pending' | 'taken' | 'declined';
  /** Insurance stake in minor units (0 unless insurance was taken). */
  readonly bet: number;
  /** Returned by the insurance bet, stake included (0 unless the dealer had blackjack). */
  readonly winAmount: number;
}

export interface BlackjackState {
  readonly phase: BlackjackPhase;
  /** Undealt cards, next card first. Secret. */
  readonly deck: CardId[];
  readonly dealerCards: CardId[];
  readonly hands: BlackjackHand[];
  readonly activeHand: number;
  readonly insurance?: BlackjackInsurance | null;
}

export type BlackjackAction =
  | { readonly type: 'deal'; readonly bet: number; readonly deck: readonly CardId[] }
  | { readonly type: 'hit' }
  | { readonly type: 'stand' }
  | { readonly type: 'double' }
  | { readonly type: 'split' }
  | { readonly type: 'insurance'; readonly take: boolean };

/**
 * A player's decision after the deal as stored with the round and replayed by `verify`
 * ('insurance' / 'no-insurance' answer the insurance or even-money offer).
 */
export const BLACKJACK_MOVES = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'] as const;
export type BlackjackMove = (typeof BLACKJACK_MOVES)[number];

export function blackjackActionOf(move: BlackjackMove): Exclude<BlackjackAction, { type: 'deal' }> {
  if (move === 'insurance' || move === 'no-insurance')
    return { type: 'insurance', take: move === 'insurance' };
  return { type: move };
}

export type BlackjackError =
  | 'invalid_bet'
  | 'invalid_deck'
  | 'round_in_progress'
  | 'no_active_round'
  | 'cannot_double'
  | 'cannot_split'
  | 'insurance_pending'
  | 'insurance_not_offered'
  | 'unknown_action';

export interface BlackjackHandView {
  readonly cards: Card[];
  readonly value: number;
  /** True when an ace counts as 11 in `value` ("soft 17"). */
  readonly soft: boolean;
  readonly bet: number;
  readonly outcome: BlackjackOutcome;
  readonly winAmount: number;
}

/** What the API exposes: no deck, and no hole card while the player is playing. */
export interface BlackjackView {
  readonly phase: BlackjackPhase;
  readonly playerCards: Card[];
  readonly dealerCards: Card[];
  readonly playerValue: number;
  readonly playerSoft: boolean;
  readonly dealerValue: number;
  readonly dealerSoft: boolean;
  readonly result: BlackjackOutcome;
  /** Everything the round returned, insurance included. */
  readonly winAmount: number;
  /** Everything staked on the round, insurance included. */
  readonly totalBet: number;
  readonly insurance: BlackjackInsurance | null;
  readonly hands: BlackjackHandView[];
  readonly activeHand: number;
  readonly canDouble: boolean;
  readonly canSplit: boolean;
}

export interface BlackjackResult {
  readonly ok: true;
  readonly state: BlackjackState;
  readonly view: BlackjackView;
  /** Extra stake this action puts on the table (the bet on deal, a copy on double or split). */
  readonly wagerDelta: number;
}

export const BLACKJACK_RETURN = {
  blackjack: { num: 5, den: 2 },
  win: { num: 2, den: 1 },
  push: { num: 1, den: 1 },
  /** Insurance pays 2:1. */
  insurance: { num: 3, den: 1 },
  /** Even money: a blackjack paid 1:1. */
  evenMoney: { num: 2, den: 1 },
} as const;

/** Insurance costs half the bet (rounded down to the unit). */
export function insuranceStake(bet: number): number {
  return Math.floor(bet / 2);
}

/** What an insurance stake returns once the dealer has checked: 3x on a dealer blackjack, else 0. */
export function insuranceReturn(stakeUnits: number, dealerCards: readonly CardId[]): number {
  return isNaturalBlackjack(dealerCards) ? applyMultiplier(stakeUnits, BLACKJACK_RETURN.insurance) : 0;
}

const isAce = (card: CardId | undefined): boolean => card !== undefined && card >> 2 === 12;

export function newBlackjackState(): BlackjackState {
  return { phase: 'betting', deck: [], dealerCards: [], hands: [], activeHand: 0 };
}

function newHand(cards: CardId[], bet: number, fromSplit: boolean): BlackjackHand {
  return { cards, bet, doubled: false, fromSplit, done: false, outcome: 'continue', winAmount: 0 };
}

const insurancePending = (state: BlackjackState): boolean => state.insurance?.decision === 'pending';

function canDouble(state: BlackjackState): boolean {
  const hand = state.hands[state.activeHand];
  if (state.phase !== 'playing' || insurancePending(state)) return false;
  if (!hand || hand.done || hand.cards.length !== 2) return false;
  return !(hand.fromSplit && hand.cards[0]! >> 2 === 12);
}

function canSplit(state: BlackjackState): boolean {
  const hand = state.hands[state.activeHand];
  if (state.phase !== 'playing' || insurancePending(state)) return false;
  if (state.hands.length !== 1 || !hand || hand.cards.length !== 2) return false;
  return hand.cards[0]! >> 2 === hand.cards[1]! >> 2;
}

/** Marks a hand done when it busted or reached 21. */
function autoDone(hand: BlackjackHand): BlackjackHand {
  const { total } = handValue(hand.cards);
  if (total > 21) return { ...hand, done: true, outcome: 'bust' };
  if (total === 21) return { ...hand, done: true };
  return hand;
}

function settleHand(hand: BlackjackHand, dealerTotal: number): BlackjackHand {
  const player = handValue(hand.cards).total;
  if (player > 21) return { ...hand, outcome: 'bust', winAmount: 0 };
  if (dealerTotal > 21 || player > dealerTotal)
    return { ...hand, outcome: 'win', winAmount: applyMultiplier(hand.bet, BLACKJACK_RETURN.win) };
  if (player === dealerTotal) return { ...hand, outcome: 'push', winAmount: hand.bet };
  return { ...hand, outcome: 'lose', winAmount: 0 };
}

/** Moves to the next unfinished hand, or lets the dealer play and settles the round. */
function advance(state: BlackjackState): BlackjackState {
  const next = state.hands.findIndex((h) => !h.done);
  if (next >= 0) return { ...state, activeHand: next };
  const deck = state.deck.slice();
  const dealerCards = state.dealerCards.slice();
  // The dealer draws only if some hand is still alive (nothing to beat otherwise).
  if (state.hands.some((h) => handValue(h.cards).total <= 21)) {
    while (dealerHits(dealerCards)) dealerCards.push(deck.shift()!);
  }
  const dealerTotal = handValue(dealerCards).total;
  return {
    ...state,
    phase: 'finished',
    deck,
    dealerCards,
    hands: state.hands.map((h) => settleHand(h, dealerTotal)),
  };
}

function validDeck(deck: readonly CardId[]): boolean {
  return deck.length === DECK_SIZE && deck.every(isCardId) && new Set(deck).size === DECK_SIZE;
}

/** The round decided by naturals once the dealer has checked the hole card (null: play goes on). */
function settleNaturals(hand: BlackjackHand, dealerCards: readonly CardId[]): BlackjackHand | null {
  const playerBj = isNaturalBlackjack(hand.cards);
  const dealerBj = isNaturalBlackjack(dealerCards);
  if (playerBj && dealerBj) return { ...hand, done: true, outcome: 'push', winAmount: hand.bet };
  if (playerBj)
    return {
      ...hand,
      done: true,
      outcome: 'blackjack',
      winAmount: applyMultiplier(hand.bet, BLACKJACK_RETURN.blackjack),
    };
  if (dealerBj) return { ...hand, done: true, outcome: 'lose', winAmount: 0 };
  return null;
}

function deal(
  state: BlackjackState,
  bet: number,
  deck: readonly CardId[],
  valid: (deck: readonly CardId[]) => boolean = validDeck,
): BlackjackState | BlackjackError {
  if (state.phase === 'playing') return 'round_in_progress';
  if (!isUnits(bet) || bet === 0) return 'invalid_bet';
  if (!valid(deck)) return 'invalid_deck';
  const [p1, d1, p2, d2, ...rest] = deck as [CardId, CardId, CardId, CardId, ...CardId[]];
  const hand = newHand([p1, p2], bet, false);
  const dealerCards = [d1, d2];
  // An ace up: the player decides on insurance (or even money) before the dealer checks.
  if (isAce(d1)) {
    const offer = isNaturalBlackjack(hand.cards) ? 'even-money' : 'insurance';
    const insurance: BlackjackInsurance = { offer, decision: 'pending', bet: 0, winAmount: 0 };
    return { phase: 'playing', deck: rest, dealerCards, hands: [hand], activeHand: 0, insurance };
  }
  const settled = settleNaturals(hand, dealerCards);
  if (settled) return { phase: 'finished', deck: rest, dealerCards, hands: [settled], activeHand: 0 };
  return { phase: 'playing', deck: rest, dealerCards, hands: [hand], activeHand: 0 };
}

/**
 * The most cards one round can take, so a slice of a multi-deck shoe this long never runs dry: a hand
 * takes cards only while its total is 20 or less and every card counts at least 1, so at most 21
 * cards per hand, two hands after a split; the dealer hits only on 16 or less, so at most 17 cards.
 */
export const BLACKJACK_ROUND_MAX_CARDS = 2 * 21 + 17;

const validShoeSlice = (cards: readonly CardId[]): boolean =>
  cards.length >= BLACKJACK_ROUND_MAX_CARDS && cards.every(isCardId);

/**
 * Deals a round from a slice of a multi-deck shoe (the blackjack duel of issue 14) rather than from
 * one fresh 52-card deck: the same rules, but cards may repeat, and the slice must hold at least
 * BLACKJACK_ROUND_MAX_CARDS of them (the cards the round does not take are never seen).
 */
export function blackjackDealFromShoe(
  bet: number,
  cards: readonly CardId[],
): BlackjackResult | Rejected<BlackjackError> {
  const next = deal(newBlackjackState(), bet, cards, validShoeSlice);
  if (typeof next === 'string') return reject(next);
  return { ok: true, state: next, view: blackjackView(next), wagerDelta: bet };
}

/** The insurance (or even money) decision, then the dealer's check for blackjack. */
function decideInsurance(state: BlackjackState, take: boolean): BlackjackResult | Rejected<BlackjackError> {
  const offered = state.insurance;
  const hand = state.hands[0];
  if (!offered || offered.decision !== 'pending' || !hand) return reject('insurance_not_offered');
  if (offered.offer === 'even-money' && take) {
    const paid: BlackjackHand = {
      ...hand,
      done: true,
      outcome: 'win',
      winAmount: applyMultiplier(hand.bet, BLACKJACK_RETURN.evenMoney),
    };
    const next: BlackjackState = {
      ...state,
      phase: 'finished',
      hands: [paid],
      insurance: { ...offered, decision: 'taken' },
    };
    return { ok: true, state: next, view: blackjackView(next), wagerDelta: 0 };
  }
  const stakeUnits = offered.offer === 'insurance' && take ? insuranceStake(hand.bet) : 0;
  const insurance: BlackjackInsurance = {
    ...offered,
    decision: take ? 'taken' : 'declined',
    bet: stakeUnits,
    winAmount: insuranceReturn(stakeUnits, state.dealerCards),
  };
  const settled = settleNaturals(hand, state.dealerCards);
  const next: BlackjackState = settled
    ? { ...state, phase: 'finished', hands: [settled], insurance }
    : { ...state, insurance };
  return { ok: true, state: next, view: blackjackView(next), wagerDelta: stakeUnits };
}

function replaceActive(state: BlackjackState, hand: BlackjackHand, deck: CardId[]): BlackjackState {
  const hands = state.hands.slice();
  hands[state.activeHand] = hand;
  return { ...state, hands, deck };
}

/** The reducer. A rejected action returns an error code and no state (the old state stands). */
export function blackjackReducer(
  state: BlackjackState,
  action: BlackjackAction,
): BlackjackResult | Rejected<BlackjackError> {
  if (action.type === 'deal') {
    const next = deal(state, action.bet, action.deck);
    if (typeof next === 'string') return reject(next);
    return { ok: true, state: next, view: blackjackView(next), wagerDelta: action.bet };
  }
  const hand = state.hands[state.activeHand];
  if (state.phase !== 'playing' || !hand) return reject('no_active_round');
  if (action.type === 'insurance') return decideInsurance(state, action.take);
  if (insurancePending(state)) return reject('insurance_pending');
  const deck = state.deck.slice();
  let next: BlackjackState;
  let wagerDelta = 0;
  switch (action.type) {
    case 'hit':
      next = advance(
        replaceActive(state, autoDone({ ...hand, cards: [...hand.cards, deck.shift()!] }), deck),
      );
      break;
    case 'stand':
      next = advance(replaceActive(state, { ...hand, done: true }, deck));
      break;
    case 'double': {
      if (!canDouble(state)) return reject('cannot_double');
      wagerDelta = hand.bet;
      const doubled = autoDone({
        ...hand,
        cards: [...hand.cards, deck.shift()!],
        bet: hand.bet * 2,
        doubled: true,
      });
      next = advance(replaceActive(state, { ...doubled, done: true }, deck));
      break;
    }
    case 'split': {
      if (!canSplit(state)) return reject('cannot_split');
      wagerDelta = hand.bet;
      const [a, b] = hand.cards as [CardId, CardId];
      const aces = a >> 2 === 12;
      const first = autoDone(newHand([a, deck.shift()!], hand.bet, true));
      const second = autoDone(newHand([b, deck.shift()!], hand.bet, true));
      const hands = aces
        ? [
            { ...first, done: true },
            { ...second, done: true },
          ]
        : [first, second];
      next = advance({ ...state, deck, hands, activeHand: 0 });
      break;
    }
    default:
      return reject('unknown_action');
  }
  return { ok: true, state: next, view: blackjackView(next), wagerDelta };
}

function roundResult(state: BlackjackState): BlackjackOutcome {
  if (state.phase !== 'finished') return 'continue';
  const [only] = state.hands;
  if (state.hands.length === 1 && only) return only.outcome;
  const bet = state.hands.reduce((s, h) => s + h.bet, 0);
  const won = state.hands.reduce((s, h) => s + h.winAmount, 0);
  if (state.hands.every((h) => h.outcome === 'bust')) return 'bust';
  return won > bet ? 'win' : won === bet ? 'push' : 'lose';
}

export function blackjackView(state: BlackjackState): BlackjackView {
  const hideHole = state.phase === 'playing';
  const dealerVisible = hideHole ? state.dealerCards.slice(0, 1) : state.dealerCards;
  const active = state.hands[state.activeHand] ?? state.hands[0];
  const activeValue = handValue(active?.cards ?? []);
  const dealerValue = handValue(dealerVisible);
  const insurance = state.insurance ?? null;
  return {
    phase: state.phase,
    playerCards: (active?.cards ?? []).map(toCard),
    dealerCards: dealerVisible.map(toCard),
    playerValue: activeValue.total,
    playerSoft: activeValue.soft,
    dealerValue: dealerValue.total,
    dealerSoft: dealerValue.soft,
    result: roundResult(state),
    winAmount: state.hands.reduce((s, h) => s + h.winAmount, 0) + (insurance?.winAmount ?? 0),
    totalBet: state.hands.reduce((s, h) => s + h.bet, 0) + (insurance?.bet ?? 0),
    insurance,
    hands: state.hands.map((h) => ({
      cards: h.cards.map(toCard),
      value: handValue(h.cards).total,
      soft: handValue(h.cards).soft,
      bet: h.bet,
      outcome: h.outcome,
      winAmount: h.winAmount,
    })),
    activeHand: state.activeHand,
    canDouble: canDouble(state),
    canSplit: canSplit(state),
  };
}
