// Generated blackjack variants (issue 19), played as a reducer: (state, move) => result.
// Cards: every card is drawn from a full 52-card deck, card = floor(f x 52) of the round's floats
// in order (the first AI_BLACKJACK_SHOE floats are drawn at the deal and kept, secret, in the
// state). Deal: player, dealer up card, player, dealer hole card. The dealer peeks: with a natural
// the round ends at once (a player natural pushes, other hands lose the bet). A player natural pays
// the variant's rule. Moves: hit, stand, double (one card, stake doubled; the variant says which
// totals may), split (two cards of the same value, once; aces get one card each); a hand at 21
// stands. Then the dealer draws to 17 (hitting soft 17 when the variant says so) and each hand is
// settled; with the 22 rule a dealer 22 pushes every hand still standing.
// The exact return under optimal play is ai-blackjack-math.ts's; the designer picks a variant from a
// curated list whose returns lie in each difficulty's target (proven by the tests).
import { toCard, type Card, type CardId } from '../../cards.js';
import { reject, type Rejected } from '../../engine-result.js';
import type { FloatStream } from '../../fairness-stream.js';
import { applyMultiplier, isUnits } from '../../money.js';
import { blackjackCardValue, handValue, isNaturalBlackjack } from '../blackjack/blackjack-hand.js';
import { add, ONE } from '../../ratio.js';
import { aiBlackjackMoments, canDoubleTotal, type AiBlackjackRules } from './ai-blackjack-math.js';
import { figuresOf, pickOne, type AiDifficulty, type DesignFigures } from './ai-design-common.js';

/** Cards drawn at the deal: more than two split hands and the dealer can take. */
export const AI_BLACKJACK_SHOE = 48;

export interface AiBlackjackDesign {
  readonly kind: 'blackjack';
  readonly rules: AiBlackjackRules;
  readonly figures: DesignFigures;
}

export const AI_BLACKJACK_MOVES = ['hit', 'stand', 'double', 'split'] as const;
export type AiBlackjackMove = (typeof AI_BLACKJACK_MOVES)[number];

export type AiHandOutcome = 'playing' | 'blackjack' | 'win' | 'lose' | 'push' | 'bust';

export interface AiBlackjackHand {
  readonly cards: CardId[];
  readonly bet: number;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  readonly done: boolean;
  readonly outcome: AiHandOutcome;
  readonly winAmount: number;
}

export interface AiBlackjackState {
  readonly phase: 'playing' | 'finished';
  /** The round's cards in draw order (secret) and how many are used. */
  readonly shoe: CardId[];
  readonly used: number;
  readonly dealer: CardId[];
  readonly hands: AiBlackjackHand[];
  readonly active: number;
}

export type AiBlackjackError = 'invalid_bet' | 'not_playing' | 'cannot_double' | 'cannot_split';

export interface AiBlackjackResult {
  readonly ok: true;
  readonly state: AiBlackjackState;
  /** Extra stake this move put on the table (a double or a split). */
  readonly wagerDelta: number;
}

// ---------- the curated variants ----------

const rules = (
  pays: [number, number],
  dealerHitsSoft17: boolean,
  double: AiBlackjackRules['double'],
  split: boolean,
  doubleAfterSplit: boolean,
  dealer22Pushes = false,
): AiBlackjackRules => ({
  blackjackPays: { num: pays[0], den: pays[1] },
  dealerHitsSoft17,
  double,
  split,
  doubleAfterSplit,
  dealer22Pushes,
});

/**
 * Rule sets per difficulty, each with an exact return inside the difficulty's target (the tests
 * compute every one): easy ones return 96-97.5%, medium 95-96.8%, hard 94-95.6%.
 */
export const AI_BLACKJACK_VARIANTS: Readonly<Record<AiDifficulty, readonly AiBlackjackRules[]>> = {
  easy: [
    rules([1, 1], false, 'any', true, true),
    rules([6, 5], false, '9-11', false, false),
    rules([6, 5], true, 'any', false, false),
    rules([3, 2], true, 'none', false, false),
    rules([1, 1], false, '9-11', true, true),
  ],
  medium: [
    rules([1, 1], false, 'none', true, false),
    rules([6, 5], false, 'none', true, false),
    rules([1, 1], true, '10-11', false, false),
    rules([6, 5], true, 'none', false, false),
    rules([1, 1], false, 'any', false, false),
  ],
  hard: [
    rules([2, 1], false, 'any', true, true, true),
    rules([2, 1], true, 'any', true, true, true),
    rules([2, 1], false, 'none', true, false, true),
    rules([1, 1], true, 'none', false, false),
    rules([1, 1], false, 'none', false, false),
  ],
};

const figuresCache = new Map<string, DesignFigures>();

/** Exact figures of a rule set under optimal play (kept per rule set: they never change). */
export function aiBlackjackFigures(variant: AiBlackjackRules): DesignFigures {
  const key = JSON.stringify(variant);
  const known = figuresCache.get(key);
  if (known) return known;
  const figures = computeFigures(variant);
  figuresCache.set(key, figures);
  return figures;
}

function computeFigures(variant: AiBlackjackRules): DesignFigures {
  const m = aiBlackjackMoments(variant);
  // X is the net result; the return is 1 + X, so E[(1+X)^2] = 1 + 2E[X] + E[X^2].
  const mean = add(ONE, m.mean);
  const second = add(add(ONE, add(m.mean, m.mean)), m.second);
  return figuresOf({ mean, second, win: m.win }, 'a hand, optimal play');
}

export function designAiBlackjack(difficulty: AiDifficulty, stream: FloatStream): AiBlackjackDesign {
  const variant = pickOne(stream, AI_BLACKJACK_VARIANTS[difficulty]);
  return { kind: 'blackjack', rules: variant, figures: aiBlackjackFigures(variant) };
}

// ---------- the round ----------

export const aiBlackjackShoe = (stream: FloatStream): CardId[] =>
  Array.from({ length: AI_BLACKJACK_SHOE }, () => Math.floor(stream.next() * 52));

const total = (cards: readonly CardId[]) => handValue(cards).total;

export function canDoubleHand(design: AiBlackjackDesign, hand: AiBlackjackHand): boolean {
  return (
    !hand.done &&
    hand.cards.length === 2 &&
    (!hand.fromSplit || design.rules.doubleAfterSplit) &&
    canDoubleTotal(design.rules, total(hand.cards))
  );
}

export function canSplitHand(design: AiBlackjackDesign, state: AiBlackjackState): boolean {
  const hand = state.hands[0];
  return (
    design.rules.split &&
    state.phase === 'playing' &&
    state.hands.length === 1 &&
    hand !== undefined &&
    hand.cards.length === 2 &&
    blackjackCardValue(hand.cards[0]!) === blackjackCardValue(hand.cards[1]!)
  );
}

/** Deals a round: stake `bet`, cards from the shoe. */
export function dealAiBlackjack(
  design: AiBlackjackDesign,
  bet: number,
  shoe: readonly CardId[],
): AiBlackjackResult | Rejected<AiBlackjackError> {
  if (!isUnits(bet) || bet === 0) return reject('invalid_bet');
  const [p1, d1, p2, d2] = shoe;
  const player = [p1!, p2!];
  const dealer = [d1!, d2!];
  const hand: AiBlackjackHand = {
    cards: player,
    bet,
    doubled: false,
    fromSplit: false,
    done: false,
    outcome: 'playing',
    winAmount: 0,
  };
  const state: AiBlackjackState = {
    phase: 'playing',
    shoe: shoe.slice(),
    used: 4,
    dealer,
    hands: [hand],
    active: 0,
  };
  const dealerNatural = isNaturalBlackjack(dealer);
  const playerNatural = isNaturalBlackjack(player);
  if (dealerNatural || playerNatural) {
    const outcome: AiHandOutcome = dealerNatural ? (playerNatural ? 'push' : 'lose') : 'blackjack';
    const paysNatural = {
      num: design.rules.blackjackPays.num + design.rules.blackjackPays.den,
      den: design.rules.blackjackPays.den,
    };
    const winAmount =
      outcome === 'push' ? bet : outcome === 'blackjack' ? applyMultiplier(bet, paysNatural) : 0;
    return {
      ok: true,
      state: { ...state, phase: 'finished', hands: [{ ...hand, done: true, outcome, winAmount }] },
      wagerDelta: bet,
    };
  }
  return { ok: true, state: advance(design, state), wagerDelta: bet };
}

function draw(state: AiBlackjackState): [CardId, AiBlackjackState] {
  const card = state.shoe[state.used];
  if (card === undefined) throw new RangeError('the round ran out of drawn cards');
  return [card, { ...state, used: state.used + 1 }];
}

const withHand = (state: AiBlackjackState, index: number, hand: AiBlackjackHand): AiBlackjackState => ({
  ...state,
  hands: state.hands.map((h, i) => (i === index ? hand : h)),
});

/** A hand at 21 or over is done; when every hand is done the dealer plays and the round settles. */
function advance(design: AiBlackjackDesign, start: AiBlackjackState): AiBlackjackState {
  let state = start;
  state.hands.forEach((hand, i) => {
    if (!hand.done && total(hand.cards) >= 21) state = withHand(state, i, { ...hand, done: true });
  });
  const next = state.hands.findIndex((h) => !h.done);
  if (next >= 0) return { ...state, active: next };
  return settle(design, state);
}

function settle(design: AiBlackjackDesign, start: AiBlackjackState): AiBlackjackState {
  let state = start;
  const live = state.hands.some((h) => total(h.cards) <= 21);
  if (live) {
    for (;;) {
      const v = handValue(state.dealer);
      const hits = v.total < 17 || (v.total === 17 && v.soft && design.rules.dealerHitsSoft17);
      if (!hits) break;
      const [card, after] = draw(state);
      state = { ...after, dealer: [...after.dealer, card] };
    }
  }
  const dealerTotal = total(state.dealer);
  const hands = state.hands.map((hand): AiBlackjackHand => {
    const mine = total(hand.cards);
    let outcome: AiHandOutcome;
    if (mine > 21) outcome = 'bust';
    else if (dealerTotal === 22 && design.rules.dealer22Pushes) outcome = 'push';
    else if (dealerTotal > 21 || mine > dealerTotal) outcome = 'win';
    else outcome = mine === dealerTotal ? 'push' : 'lose';
    const winAmount = outcome === 'win' ? hand.bet * 2 : outcome === 'push' ? hand.bet : 0;
    return { ...hand, done: true, outcome, winAmount };
  });
  return { ...state, phase: 'finished', hands, active: 0 };
}

export function actAiBlackjack(
  design: AiBlackjackDesign,
  state: AiBlackjackState,
  move: AiBlackjackMove,
): AiBlackjackResult | Rejected<AiBlackjackError> {
  if (state.phase !== 'playing') return reject('not_playing');
  const index = state.active;
  const hand = state.hands[index]!;
  switch (move) {
    case 'stand':
      return {
        ok: true,
        state: advance(design, withHand(state, index, { ...hand, done: true })),
        wagerDelta: 0,
      };
    case 'hit': {
      const [card, after] = draw(state);
      return {
        ok: true,
        state: advance(design, withHand(after, index, { ...hand, cards: [...hand.cards, card] })),
        wagerDelta: 0,
      };
    }
    case 'double': {
      if (!canDoubleHand(design, hand)) return reject('cannot_double');
      const [card, after] = draw(state);
      const doubled = { ...hand, cards: [...hand.cards, card], bet: hand.bet * 2, doubled: true, done: true };
      return { ok: true, state: advance(design, withHand(after, index, doubled)), wagerDelta: hand.bet };
    }
    case 'split': {
      if (!canSplitHand(design, state)) return reject('cannot_split');
      let s = state;
      const split = hand.cards.map((card): AiBlackjackHand => ({ ...hand, cards: [card], fromSplit: true }));
      const hands: AiBlackjackHand[] = [];
      for (const h of split) {
        const [card, after] = draw(s);
        s = after;
        // Split aces take one card each and stand.
        hands.push({ ...h, cards: [...h.cards, card], done: blackjackCardValue(h.cards[0]!) === 1 });
      }
      return { ok: true, state: advance(design, { ...s, hands, active: 0 }), wagerDelta: hand.bet };
    }
  }
}

// ---------- what the player sees ----------

export interface AiBlackjackHandView {
  readonly cards: Card[];
  readonly value: number;
  readonly soft: boolean;
  readonly bet: number;
  readonly outcome: AiHandOutcome;
  readonly winAmount: number;
}

export interface AiBlackjackView {
  readonly phase: 'playing' | 'finished';
  /** The up card only while the player plays; every card once finished. */
  readonly dealerCards: Card[];
  readonly dealerValue: number;
  readonly hands: AiBlackjackHandView[];
  readonly activeHand: number;
  readonly canDouble: boolean;
  readonly canSplit: boolean;
  readonly totalBet: number;
  readonly winAmount: number;
}

export function aiBlackjackView(design: AiBlackjackDesign, state: AiBlackjackState): AiBlackjackView {
  const finished = state.phase === 'finished';
  const dealer = finished ? state.dealer : state.dealer.slice(0, 1);
  const active = state.hands[state.active];
  return {
    phase: state.phase,
    dealerCards: dealer.map(toCard),
    dealerValue: total(dealer),
    hands: state.hands.map((h) => {
      const v = handValue(h.cards);
      return {
        cards: h.cards.map(toCard),
        value: v.total,
        soft: v.soft,
        bet: h.bet,
        outcome: h.outcome,
        winAmount: h.winAmount,
      };
    }),
    activeHand: state.active,
    canDouble: !finished && active !== undefined && canDoubleHand(design, active),
    canSplit: !finished && canSplitHand(design, state),
    totalBet: state.hands.reduce((s, h) => s + h.bet, 0),
    winAmount: state.hands.reduce((s, h) => s + h.winAmount, 0),
  };
}
