import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards.js';
import { toNumber } from '../../ratio.js';
import {
  actAiBlackjack,
  AI_BLACKJACK_SHOE,
  AI_BLACKJACK_VARIANTS,
  aiBlackjackFigures,
  aiBlackjackView,
  dealAiBlackjack,
  type AiBlackjackDesign,
  type AiBlackjackMove,
} from './ai-blackjack.js';
import { aiBlackjackReturn, type AiBlackjackRules } from './ai-blackjack-math.js';
import { AI_DIFFICULTIES, DIFFICULTY_TARGET_BP, fromExact } from './ai-design-common.js';

const STANDARD: AiBlackjackRules = {
  blackjackPays: { num: 3, den: 2 },
  dealerHitsSoft17: false,
  double: 'any',
  doubleAfterSplit: true,
  split: true,
  dealer22Pushes: false,
};
const design = (rules: Partial<AiBlackjackRules> = {}): AiBlackjackDesign => ({
  kind: 'blackjack',
  rules: { ...STANDARD, ...rules },
  figures: { rtp: { num: '1', den: '1' }, hitRate: { num: '0', den: '1' }, volatility: 0, reference: '' },
});
/** A shoe whose first cards are `top` (player, dealer up, player, dealer hole, then draws). */
const shoe = (top: string) => {
  const cards = parseCards(top);
  return [...cards, ...Array<number>(AI_BLACKJACK_SHOE - cards.length).fill(parseCards('2c')[0]!)];
};

function play(d: AiBlackjackDesign, top: string, moves: AiBlackjackMove[]) {
  let r = dealAiBlackjack(d, 100, shoe(top));
  for (const move of moves) {
    if (!r.ok) return r;
    r = actAiBlackjack(d, r.state, move);
  }
  return r;
}

describe('AI blackjack rounds', () => {
  it.each<{
    name: string;
    rules?: Partial<AiBlackjackRules>;
    top: string;
    moves: AiBlackjackMove[];
    outcomes: string[];
    returned: number;
  }>([
    { name: 'both naturals push', top: 'As Ah Kd Kc', moves: [], outcomes: ['push'], returned: 100 },
    {
      name: 'a dealer natural takes the bet at once',
      top: 'Ts Ah Kd Kc',
      moves: [],
      outcomes: ['lose'],
      returned: 0,
    },
    { name: 'a natural pays 3:2', top: 'As 9h Kd 7c', moves: [], outcomes: ['blackjack'], returned: 250 },
    {
      name: 'a natural pays 6:5',
      rules: { blackjackPays: { num: 6, den: 5 } },
      top: 'As 9h Kd 7c',
      moves: [],
      outcomes: ['blackjack'],
      returned: 220,
    },
    {
      name: 'a natural pays 1:1',
      rules: { blackjackPays: { num: 1, den: 1 } },
      top: 'As 9h Kd 7c',
      moves: [],
      outcomes: ['blackjack'],
      returned: 200,
    },
    {
      name: 'stand on 20 against 17',
      top: 'Ts 9h Kd 8c',
      moves: ['stand'],
      outcomes: ['win'],
      returned: 200,
    },
    {
      name: 'double on 11 takes one card at twice the stake',
      top: '6s 9h 5d 8c Tc',
      moves: ['double'],
      outcomes: ['win'],
      returned: 400,
    },
    {
      name: 'a bust loses even when the dealer busts',
      top: 'Ts 6h 6d Tc Kc',
      moves: ['hit'],
      outcomes: ['bust'],
      returned: 0,
    },
    {
      name: 'split aces take one card each and stand',
      top: 'As 9h Ad 8c Kc 5h',
      moves: ['split'],
      outcomes: ['win', 'lose'],
      returned: 200,
    },
    {
      name: 'a dealer 22 pushes under the 22 rule',
      rules: { dealer22Pushes: true },
      top: 'Ts 6h 8d 6c Tc',
      moves: ['stand'],
      outcomes: ['push'],
      returned: 100,
    },
    {
      name: 'a dealer 22 busts without it',
      top: 'Ts 6h 8d 6c Tc',
      moves: ['stand'],
      outcomes: ['win'],
      returned: 200,
    },
    {
      name: 'the dealer hits soft 17 when the rule says so',
      rules: { dealerHitsSoft17: true },
      top: 'Ts Ah 8d 6c 2c',
      moves: ['stand'],
      outcomes: ['lose'],
      returned: 0,
    },
    {
      name: 'the dealer stands on soft 17 otherwise',
      top: 'Ts Ah 8d 6c 2c',
      moves: ['stand'],
      outcomes: ['win'],
      returned: 200,
    },
  ])('$name', ({ rules, top, moves, outcomes, returned }) => {
    const r = play(design(rules), top, moves);
    if (!r.ok) throw new Error(r.error);
    expect(r.state.phase).toBe('finished');
    expect(r.state.hands.map((h) => h.outcome)).toEqual(outcomes);
    expect(aiBlackjackView(design(rules), r.state).winAmount).toBe(returned);
  });

  it.each<{
    name: string;
    rules: Partial<AiBlackjackRules>;
    top: string;
    move: AiBlackjackMove;
    error: string;
  }>([
    {
      name: 'no double under "none"',
      rules: { double: 'none' },
      top: '6s 9h 5d 8c',
      move: 'double',
      error: 'cannot_double',
    },
    {
      name: 'no double on 12 under "10-11"',
      rules: { double: '10-11' },
      top: '6s 9h 6d 8c',
      move: 'double',
      error: 'cannot_double',
    },
    { name: 'no split of unlike cards', rules: {}, top: '6s 9h 7d 8c', move: 'split', error: 'cannot_split' },
    {
      name: 'no split when the variant has none',
      rules: { split: false },
      top: '8s 9h 8d 8c',
      move: 'split',
      error: 'cannot_split',
    },
  ])('refuses $name, leaving the round as it was', ({ rules, top, move, error }) => {
    const dealt = dealAiBlackjack(design(rules), 100, shoe(top));
    if (!dealt.ok) throw new Error(dealt.error);
    expect(actAiBlackjack(design(rules), dealt.state, move)).toEqual({ ok: false, error });
  });

  it('hides the hole card while the player plays', () => {
    const r = dealAiBlackjack(design(), 100, shoe('Ts 9h 8d 8c'));
    if (!r.ok) throw new Error(r.error);
    expect(aiBlackjackView(design(), r.state).dealerCards).toHaveLength(1);
  });
});

describe('AI blackjack variants', () => {
  it('the standard rules with cards from a full deck return 99.43% (an infinite-deck classic)', () => {
    expect(toNumber(aiBlackjackReturn(STANDARD))).toBeCloseTo(0.994296, 6);
  });

  it.each(AI_DIFFICULTIES)(
    'every %s variant returns exactly within its difficulty target',
    (difficulty) => {
      for (const rules of AI_BLACKJACK_VARIANTS[difficulty]) {
        const bp = toNumber(fromExact(aiBlackjackFigures(rules).rtp)) * 10_000;
        expect(bp, JSON.stringify(rules)).toBeGreaterThanOrEqual(DIFFICULTY_TARGET_BP[difficulty].min);
        expect(bp, JSON.stringify(rules)).toBeLessThanOrEqual(DIFFICULTY_TARGET_BP[difficulty].max);
      }
    },
    60_000,
  );
});
