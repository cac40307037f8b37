// Recomputes the outcome of any round from its seeds (issue 3, "verify"). The Fairness page and
// outside verifiers call this after the server seed is revealed. Float use per game, in stream
// order (README.md, "Mappings"):
//   craps: 2 floats -> two dice; roulette: 1 float -> pocket; slots: 5 floats -> reel stops;
//   blackjack, video poker, baccarat: 51 floats -> a shuffled 52-card deck (dealing order).
// Player decisions (video poker holds, blackjack actions) can be passed to replay a round to its end.
import { toCard, type Card } from './cards.js';
import { playBaccaratCoup, type BaccaratWinner } from './games/baccarat/baccarat.js';
import { blackjackReducer, newBlackjackState, type BlackjackOutcome } from './games/blackjack/blackjack.js';
import { createFloatStream, type FairnessSeeds } from './fairness-stream.js';
import { pocketFromFloat, rollDice, shuffledDeck } from './fair-mappings.js';
import { findSlot } from './games/slots/featured-slots.js';
import { pocketColor, type RouletteColor } from './games/roulette/roulette.js';
import { evaluateSlotLine, type SlotSymbol } from './games/slots/slots-paytable.js';
import { reelsAtStops, slotStopsFromStream } from './games/slots/slots.js';
import {
  classifyVideoPokerHand,
  dealVideoPoker,
  drawVideoPoker,
  type VideoPokerHand,
} from './games/video-poker/video-poker.js';

export const FAIR_GAMES = ['craps', 'roulette', 'slots', 'blackjack', 'video-poker', 'baccarat'] as const;
export type FairGame = (typeof FAIR_GAMES)[number];

export type VerifiedOutcome =
  | { readonly game: 'craps'; readonly dice: [number, number]; readonly total: number }
  | { readonly game: 'roulette'; readonly number: number; readonly color: RouletteColor }
  | {
      readonly game: 'slots';
      readonly slotId: number;
      readonly stops: number[];
      readonly reels: SlotSymbol[];
      readonly winMultiplier: number;
    }
  | {
      readonly game: 'blackjack';
      readonly deck: Card[];
      readonly playerCards: Card[];
      readonly dealerCards: Card[];
      /** With `actions`: the round replayed to where the actions leave it. */
      readonly final?: {
        readonly hands: Card[][];
        readonly dealerCards: Card[];
        readonly result: BlackjackOutcome;
      };
    }
  | {
      readonly game: 'video-poker';
      readonly deck: Card[];
      readonly hand: Card[];
      readonly handName: VideoPokerHand;
      /** With `holds`: the hand after the draw. */
      readonly final?: {
        readonly hand: Card[];
        readonly handName: VideoPokerHand;
        readonly multiplier: number;
      };
    }
  | {
      readonly game: 'baccarat';
      readonly deck: Card[];
      readonly playerCards: Card[];
      readonly bankerCards: Card[];
      readonly winner: BaccaratWinner;
    };

export interface VerifyOptions {
  /** Which slot (id or slug); required for `slots`. */
  readonly slot?: number | string;
  /** Video poker: the five hold flags the player chose, to recompute the final hand. */
  readonly holds?: readonly boolean[];
  /** Blackjack: the player's actions after the deal, in order, to replay the round. */
  readonly actions?: readonly ('hit' | 'stand' | 'double' | 'split')[];
}

export type VerifyError = 'unknown_game' | 'unknown_slot' | 'invalid_nonce' | 'invalid_replay';

export type VerifyResult =
  | { readonly ok: true; readonly outcome: VerifiedOutcome; readonly floatsUsed: number }
  | { readonly ok: false; readonly error: VerifyError };

export function verify(
  game: FairGame,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  options: VerifyOptions = {},
): VerifyResult {
  if (!Number.isSafeInteger(nonce) || nonce < 0) return { ok: false, error: 'invalid_nonce' };
  const seeds: FairnessSeeds = { serverSeed, clientSeed, nonce };
  const stream = createFloatStream(seeds);
  const done = (outcome: VerifiedOutcome): VerifyResult => ({ ok: true, outcome, floatsUsed: stream.used });
  switch (game) {
    case 'craps': {
      const dice = rollDice(stream);
      return done({ game, dice, total: dice[0] + dice[1] });
    }
    case 'roulette': {
      const pocket = pocketFromFloat(stream.next());
      return done({ game, number: pocket, color: pocketColor(pocket) });
    }
    case 'slots': {
      const slot = options.slot === undefined ? undefined : findSlot(options.slot);
      if (!slot) return { ok: false, error: 'unknown_slot' };
      const stops = slotStopsFromStream(slot, stream);
      const reels = reelsAtStops(slot, stops);
      return done({ game, slotId: slot.id, stops, reels, winMultiplier: evaluateSlotLine(reels).multiplier });
    }
    case 'blackjack': {
      const deck = shuffledDeck(stream);
      const outcome = {
        game,
        deck: deck.map(toCard),
        playerCards: [deck[0]!, deck[2]!].map(toCard),
        dealerCards: [deck[1]!, deck[3]!].map(toCard),
      };
      if (!options.actions) return done(outcome);
      // Replayed with a 1-unit stake: only the cards and the result matter here.
      let r = blackjackReducer(newBlackjackState(), { type: 'deal', bet: 1, deck });
      for (const type of options.actions) {
        if (!r.ok) break;
        r = blackjackReducer(r.state, { type });
      }
      if (!r.ok) return { ok: false, error: 'invalid_replay' };
      const final = {
        hands: r.state.hands.map((h) => h.cards.map(toCard)),
        dealerCards: r.state.dealerCards.map(toCard),
        result: r.view.result,
      };
      return done({ ...outcome, final });
    }
    case 'video-poker': {
      const deck = shuffledDeck(stream);
      const hand = deck.slice(0, 5);
      const outcome = {
        game,
        deck: deck.map(toCard),
        hand: hand.map(toCard),
        handName: classifyVideoPokerHand(hand),
      };
      if (!options.holds) return done(outcome);
      const dealt = dealVideoPoker(1, deck);
      const drawn = dealt.ok ? drawVideoPoker(dealt.state, options.holds) : dealt;
      if (!drawn.ok) return { ok: false, error: 'invalid_replay' };
      const { cards, handName, multiplier } = drawn.view;
      return done({ ...outcome, final: { hand: cards, handName, multiplier } });
    }
    case 'baccarat': {
      const deck = shuffledDeck(stream);
      const coup = playBaccaratCoup(deck)!;
      return done({
        game,
        deck: deck.map(toCard),
        playerCards: coup.playerCards.map(toCard),
        bankerCards: coup.bankerCards.map(toCard),
        winner: coup.winner,
      });
    }
    default:
      return { ok: false, error: 'unknown_game' };
  }
}
