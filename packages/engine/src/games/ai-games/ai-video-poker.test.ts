import { describe, expect, it } from 'vitest';
import { toNumber } from '../../ratio.js';
import type { FloatStream } from '../../fairness-stream.js';
import { dealVideoPoker, drawVideoPoker } from '../video-poker/video-poker.js';
import { suitClassOf, videoPokerOptimalStats } from '../video-poker/video-poker-optimal.js';
import {
  AI_DIFFICULTIES,
  DIFFICULTY_TARGET_BP,
  figuresOf,
  fromExact,
  inReturnBand,
} from './ai-design-common.js';
import { AI_VIDEO_POKER_REFERENCE, AI_VIDEO_POKER_VARIANTS } from './ai-video-poker.js';

// The video poker variants' published figures, recomputed by counting every deal and hold exactly,
// then each variant played by its optimal holds against a Monte Carlo estimate.
const all = AI_DIFFICULTIES.flatMap((difficulty) =>
  AI_VIDEO_POKER_VARIANTS[difficulty].map((variant, i) => ({ difficulty, i, variant })),
);
let solved: ReturnType<typeof videoPokerOptimalStats> | undefined;
const solve = () =>
  (solved ??= videoPokerOptimalStats(
    all.map((v) => v.variant.paytable),
    { withHolds: true },
  ));

function mulberry(seed: number): FloatStream {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
    used: 0,
  };
}

/** The first ten cards of a shuffle (all a deal and a draw can use), then the rest in order. */
function dealingDeck(stream: FloatStream): number[] {
  const rest = Array.from({ length: 52 }, (_, i) => i);
  const top: number[] = [];
  for (let i = 0; i < 10; i++) top.push(rest.splice(Math.floor(stream.next() * rest.length), 1)[0]!);
  return [...top, ...rest];
}

describe('AI video poker variants', () => {
  it("publish the exact figures of optimal holds, inside their difficulty's target", () => {
    const stats = solve();
    all.forEach(({ difficulty, variant }, k) => {
      const s = stats[k]!;
      const figures = figuresOf(
        { mean: s.exact, second: s.secondMoment, win: s.netWinChance },
        AI_VIDEO_POKER_REFERENCE,
      );
      expect(variant.figures, `${difficulty} ${JSON.stringify(variant.paytable)}`).toEqual(figures);
      const rtp = fromExact(variant.figures.rtp);
      expect(inReturnBand(rtp)).toBe(true);
      const bp = toNumber(rtp) * 10_000;
      expect(bp).toBeGreaterThanOrEqual(DIFFICULTY_TARGET_BP[difficulty].min);
      expect(bp).toBeLessThanOrEqual(DIFFICULTY_TARGET_BP[difficulty].max);
    });
  }, 120_000);

  it('each return matches 60,000 hands played by the optimal holds (Monte Carlo, 4 standard errors)', () => {
    const stats = solve();
    all.forEach(({ variant }, k) => {
      const holds = stats[k]!.holds!;
      const stream = mulberry(1_000 + k);
      const n = 60_000;
      let returns = 0;
      for (let i = 0; i < n; i++) {
        const dealt = dealVideoPoker(1, dealingDeck(stream), variant.paytable);
        if (!dealt.ok) throw new Error(dealt.error);
        const { key, cards } = suitClassOf(dealt.state.hand);
        const mask = holds.get(key) ?? 0;
        const kept = new Set(cards.filter((_, j) => (mask >> j) & 1));
        const drawn = drawVideoPoker(
          dealt.state,
          dealt.state.hand.map((c) => kept.has(c)),
          variant.paytable,
        );
        if (!drawn.ok) throw new Error(drawn.error);
        returns += drawn.view.multiplier;
      }
      const rtp = toNumber(fromExact(variant.figures.rtp));
      const se = variant.figures.volatility / Math.sqrt(n);
      expect(Math.abs(returns / n - rtp), JSON.stringify(variant.paytable)).toBeLessThan(4 * se);
    });
  }, 300_000);
});
