import { describe, expect, it } from 'vitest';
import type { FloatStream } from '../../fairness-stream.js';
import { toNumber } from '../../ratio.js';
import { blackjackCardValue } from '../blackjack/blackjack-hand.js';
import { AI_ARCADE_GAMES } from './ai-arcade.js';
import { actAiBlackjack, aiBlackjackShoe, dealAiBlackjack, type AiBlackjackDesign } from './ai-blackjack.js';
import { createAiBlackjackAdvisor } from './ai-blackjack-math.js';
import { AI_DIFFICULTIES, fromExact, type DesignFigures } from './ai-design-common.js';
import { designAiMath, type AiMathDesign } from './ai-designs.js';
import { playAiOneShot, type AiOneShotChoice } from './ai-play.js';

// Every generated design's exact return against a Monte Carlo estimate of the same game, played
// through the same round functions the server settles with. The stream is a fast seeded generator
// (mulberry32) instead of the HMAC stream: the round functions take any float stream, and the
// sample sizes here would spend minutes on HMACs. A check passes when the estimate lies within
// 4 standard errors of the exact value (a false alarm about once in 16,000 runs; the seeds are
// fixed, so a run is reproducible), the standard error coming from the design's exact volatility.

function mulberry(seed: number): FloatStream {
  let a = seed >>> 0;
  let used = 0;
  return {
    next() {
      used++;
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
    get used() {
      return used;
    },
  };
}

const Z = 4;
const BET = 1_000_000; // large, so floor rounding of fractional pays is negligible (< 1e-6)

function expectWithin(figures: DesignFigures, returns: number, wins: number, n: number) {
  const rtp = toNumber(fromExact(figures.rtp));
  const se = figures.volatility / Math.sqrt(n);
  expect(Math.abs(returns / n - rtp), `return ${returns / n} vs exact ${rtp} (se ${se})`).toBeLessThan(
    Z * se + 1e-6,
  );
  const hit = toNumber(fromExact(figures.hitRate));
  const hitSe = Math.sqrt((hit * (1 - hit)) / n);
  expect(Math.abs(wins / n - hit), `net-win rate ${wins / n} vs exact ${hit}`).toBeLessThan(Z * hitSe + 1e-9);
}

function oneShot(design: AiMathDesign, n: number, choice: (stream: FloatStream) => AiOneShotChoice) {
  const stream = mulberry(20_261_204);
  let returns = 0;
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const r = playAiOneShot(design, BET, stream, choice(stream));
    if (!r.ok) throw new Error(r.error);
    returns += r.winUnits / BET;
    if (r.winUnits > BET) wins++;
  }
  return { returns, wins };
}

describe('generated designs: exact return = Monte Carlo within its confidence interval', () => {
  it.each(AI_DIFFICULTIES)('slots (%s): 400,000 spins', (difficulty) => {
    const design = designAiMath('slots', difficulty, `mc-slots-${difficulty}`);
    const { returns, wins } = oneShot(design, 400_000, () => ({}));
    expectWithin(design.figures, returns, wins, 400_000);
  });

  it.each(AI_DIFFICULTIES)('roulette (%s): 400,000 straight-up bets on 7', (difficulty) => {
    const design = designAiMath('roulette', difficulty, `mc-roulette-${difficulty}`);
    const { returns, wins } = oneShot(design, 400_000, () => ({ roulette: { type: 'straight', value: 7 } }));
    expectWithin(design.figures, returns, wins, 400_000);
  });

  it("roulette: every kind of bet returns the wheel's return", () => {
    const design = designAiMath('roulette', 'medium', 'mc-roulette-bets');
    if (design.kind !== 'roulette') throw new Error('not roulette');
    const rtp = toNumber(fromExact(design.figures.rtp));
    for (const type of ['color', 'parity', 'half', 'third', 'sixth'] as const) {
      const n = 200_000;
      const { returns } = oneShot(design, n, () => ({ roulette: { type, value: 0 } }));
      // Even-money to 6x bets swing at most like the straight bet: its volatility bounds the error.
      expect(Math.abs(returns / n - rtp)).toBeLessThan((Z * design.figures.volatility) / Math.sqrt(n));
    }
  });

  describe.each(AI_ARCADE_GAMES)('arcade %s', (game) => {
    it.each(AI_DIFFICULTIES)('%s: 400,000 rounds', (difficulty) => {
      const design = designAiMath('arcade', difficulty, `mc-${game}-${difficulty}`, game);
      // Dice's figures are for a 50% roll; its return is the same at every chance (checked below).
      const { returns, wins } = oneShot(design, 400_000, () => ({
        dice: { chance: 50, direction: 'under' },
      }));
      expectWithin(design.figures, returns, wins, 400_000);
    });
  });

  it('dice returns the same at every chance and direction', () => {
    const design = designAiMath('arcade', 'medium', 'mc-dice-chances', 'dice');
    if (design.kind !== 'arcade' || design.game !== 'dice') throw new Error('not dice');
    const rtp = design.rtpBp / 10_000;
    for (const [chance, direction] of [
      [10, 'over'],
      [33, 'under'],
      [90, 'over'],
    ] as const) {
      const n = 300_000;
      const { returns } = oneShot(design, n, () => ({ dice: { chance, direction } }));
      const sd = rtp * Math.sqrt((100 - chance) / chance);
      expect(Math.abs(returns / n - rtp), `${chance}% ${direction}`).toBeLessThan((Z * sd) / Math.sqrt(n));
    }
  });

  it.each(AI_DIFFICULTIES)(
    'blackjack (%s): 200,000 hands played by the exact advisor',
    (difficulty) => {
      {
        const design = designAiMath('blackjack', difficulty, `mc-bj-${difficulty}`) as AiBlackjackDesign;
        const advise = createAiBlackjackAdvisor(design.rules);
        const stream = mulberry(77);
        const n = 200_000;
        let returns = 0;
        let wins = 0;
        const value = (card: number) => blackjackCardValue(card);
        for (let i = 0; i < n; i++) {
          let r = dealAiBlackjack(design, 100, aiBlackjackShoe(stream));
          while (r.ok && r.state.phase === 'playing') {
            const hand = r.state.hands[r.state.active]!;
            const up = value(r.state.dealer[0]!);
            r = actAiBlackjack(design, r.state, advise(up, hand.cards.map(value), hand.fromSplit));
          }
          if (!r.ok) throw new Error(r.error);
          const staked = r.state.hands.reduce((s, h) => s + h.bet, 0);
          const back = r.state.hands.reduce((s, h) => s + h.winAmount, 0);
          // A hand's figures are per unit of the first bet: doubles and splits add to the return.
          returns += (back - staked) / 100 + 1;
          if (back > staked) wins++;
        }
        expectWithin(design.figures, returns, wins, n);
      }
    },
    120_000,
  );
});
