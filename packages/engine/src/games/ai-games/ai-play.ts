// One round of a generated game decided at once (slots, roulette, arcade), from the round's float
// stream, and the replay of any round for verification (blackjack and video poker included, with
// the player's moves or holds). Floats per type: slots one per reel; roulette one; wheel and dice
// one; plinko one per row; blackjack AI_BLACKJACK_SHOE cards; video poker a 52-card shuffle.
import { toCard, type Card } from '../../cards.js';
import { reject, type Rejected } from '../../engine-result.js';
import { createFloatStream, type FairnessSeeds, type FloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';
import {
  classifyVideoPokerHand,
  dealVideoPoker,
  drawVideoPoker,
  type VideoPokerHand,
} from '../video-poker/video-poker.js';
import { isDiceChoice, playAiArcade, type AiArcadeRound, type AiDiceChoice } from './ai-arcade.js';
import {
  actAiBlackjack,
  aiBlackjackShoe,
  aiBlackjackView,
  dealAiBlackjack,
  type AiBlackjackMove,
  type AiBlackjackView,
} from './ai-blackjack.js';
import type { AiMathDesign } from './ai-designs.js';
import { isAiRouletteBet, spinAiRoulette, type AiRouletteBet } from './ai-roulette.js';
import { spinAiSlots, type AiSlotsLineWin } from './ai-slots.js';

/** What the player chose for a one-shot round (nothing for slots and the wheel or plinko). */
export interface AiOneShotChoice {
  readonly roulette?: AiRouletteBet;
  readonly dice?: AiDiceChoice;
}

export type AiOneShotOutcome =
  | {
      readonly type: 'slots';
      readonly stops: number[];
      readonly window: number[][];
      readonly lineWins: AiSlotsLineWin[];
      readonly linePay: number;
    }
  | {
      readonly type: 'roulette';
      readonly bet: AiRouletteBet;
      readonly pocket: number;
      readonly won: boolean;
    }
  | { readonly type: 'arcade'; readonly round: AiArcadeRound };

export type AiPlayError = 'not_one_shot' | 'invalid_choice';

export interface AiOneShotResult {
  readonly ok: true;
  readonly outcome: AiOneShotOutcome;
  readonly winUnits: number;
}

/** Whether a choice fits the design (a bet on this wheel, a dice chance in range). */
export function aiChoiceRefusal(design: AiMathDesign, choice: AiOneShotChoice): AiPlayError | null {
  switch (design.kind) {
    case 'roulette':
      return choice.roulette && isAiRouletteBet(design, choice.roulette) ? null : 'invalid_choice';
    case 'arcade':
      if (design.game !== 'dice') return null;
      return choice.dice && isDiceChoice(design, choice.dice) ? null : 'invalid_choice';
    case 'slots':
      return null;
    default:
      return 'not_one_shot';
  }
}

export function playAiOneShot(
  design: AiMathDesign,
  betUnits: number,
  stream: FloatStream,
  choice: AiOneShotChoice,
): AiOneShotResult | Rejected<AiPlayError> {
  const refusal = aiChoiceRefusal(design, choice);
  if (refusal) return reject(refusal);
  switch (design.kind) {
    case 'slots': {
      const spin = spinAiSlots(design, betUnits, stream);
      const { stops, window, lineWins, linePay } = spin;
      return {
        ok: true,
        outcome: { type: 'slots', stops, window, lineWins, linePay },
        winUnits: spin.winUnits,
      };
    }
    case 'roulette': {
      const bet = choice.roulette!;
      const spin = spinAiRoulette(design, bet, betUnits, stream);
      return {
        ok: true,
        outcome: { type: 'roulette', bet, pocket: spin.pocket, won: spin.won },
        winUnits: spin.winUnits,
      };
    }
    case 'arcade': {
      const round = playAiArcade(design, betUnits, stream, choice.dice ?? null);
      return { ok: true, outcome: { type: 'arcade', round }, winUnits: round.winUnits };
    }
    default:
      return reject('not_one_shot');
  }
}

// ---------- verification ----------

export type AiVerifiedOutcome =
  | { readonly type: 'one-shot'; readonly outcome: AiOneShotOutcome }
  | { readonly type: 'blackjack'; readonly view: AiBlackjackView }
  | {
      readonly type: 'poker';
      readonly dealt: Card[];
      readonly cards: Card[];
      readonly hand: VideoPokerHand;
      readonly multiplier: number;
    };

export interface AiReplay {
  readonly choice?: AiOneShotChoice;
  /** Blackjack: the moves after the deal, in order. */
  readonly moves?: readonly AiBlackjackMove[];
  /** Video poker: the five hold flags. */
  readonly holds?: readonly boolean[];
}

/**
 * Recomputes a round from its seeds and the design (the Fairness page, outside verifiers): the same
 * functions the server decided it with, on a 1-unit stake (only the outcome matters here).
 */
export function verifyAiRound(
  design: AiMathDesign,
  seeds: FairnessSeeds,
  replay: AiReplay,
): { ok: true; outcome: AiVerifiedOutcome } | Rejected<'invalid_replay'> {
  const stream = createFloatStream(seeds);
  switch (design.kind) {
    case 'blackjack': {
      let r = dealAiBlackjack(design, 1, aiBlackjackShoe(stream));
      for (const move of replay.moves ?? []) {
        if (!r.ok) break;
        r = actAiBlackjack(design, r.state, move);
      }
      if (!r.ok) return reject('invalid_replay');
      return { ok: true, outcome: { type: 'blackjack', view: aiBlackjackView(design, r.state) } };
    }
    case 'poker': {
      const deck = shuffledDeck(stream);
      const dealt = dealVideoPoker(1, deck, design.paytable);
      if (!dealt.ok || !replay.holds) return reject('invalid_replay');
      const drawn = drawVideoPoker(dealt.state, replay.holds, design.paytable);
      if (!drawn.ok) return reject('invalid_replay');
      return {
        ok: true,
        outcome: {
          type: 'poker',
          dealt: dealt.state.hand.map(toCard),
          cards: drawn.state.hand.map(toCard),
          hand: classifyVideoPokerHand(drawn.state.hand),
          multiplier: drawn.view.multiplier,
        },
      };
    }
    default: {
      const played = playAiOneShot(design, 1, stream, replay.choice ?? {});
      if (!played.ok) return reject('invalid_replay');
      return { ok: true, outcome: { type: 'one-shot', outcome: played.outcome } };
    }
  }
}
