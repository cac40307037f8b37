import type { AiPresentation } from '@casino/contracts';
import {
  aiRouletteReturnOf,
  fromExact,
  percentText,
  VIDEO_POKER_HAND_NAMES,
  VIDEO_POKER_HANDS,
  type AiMathDesign,
} from '@casino/engine';

/** A design's rules and paytable in words, as the game page lists them (from the design, never retyped). */
export function aiRulesOf(math: AiMathDesign, presentation: AiPresentation): string[] {
  const rtp = `Returns ${percentText(fromExact(math.figures.rtp))}% of stakes on average (${math.figures.reference}), computed exactly.`;
  const label = (i: number) => presentation.symbols[i]?.label ?? `Symbol ${i + 1}`;
  switch (math.kind) {
    case 'slots':
      return [
        `5 reels, 3 rows, ${math.lines.length} lines; the bet is shared by the lines.`,
        'A line pays 3, 4 or 5 matching symbols from the left reel; every line adds up.',
        ...math.pays.map(
          (p, i) => `${label(i)}: 3 pay ${p[0]}x, 4 pay ${p[1]}x, 5 pay ${p[2]}x the line bet.`,
        ),
        rtp,
      ];
    case 'roulette':
      return [
        `${math.numbers} numbers and ${math.zeros === 1 ? 'one zero' : 'two zeros'}; the zeros lose every bet but a straight bet on 0.`,
        `A number pays ${aiRouletteReturnOf(math, 'straight') - 1} to 1; colour, odd/even and low/high 1 to 1; a third 2 to 1; a sixth 5 to 1.`,
        rtp,
      ];
    case 'blackjack': {
      const r = math.rules;
      const doubles = {
        any: 'any first two cards',
        '9-11': 'a first total of 9, 10 or 11',
        '10-11': 'a first total of 10 or 11',
        none: 'never',
      }[r.double];
      return [
        'Every card is drawn from a full deck. The dealer peeks for blackjack.',
        `Blackjack pays ${r.blackjackPays.num} to ${r.blackjackPays.den}.`,
        `The dealer ${r.dealerHitsSoft17 ? 'hits' : 'stands on'} soft 17.`,
        `Double down on ${doubles}${r.doubleAfterSplit ? ', also after a split' : ''}.`,
        r.split ? 'Split a pair of equal value once; split aces take one card each.' : 'No splitting.',
        ...(r.dealer22Pushes ? ['A dealer 22 pushes every hand still standing.'] : []),
        rtp,
      ];
    }
    case 'poker': {
      const paying = [...VIDEO_POKER_HANDS].reverse().filter((hand) => math.paytable[hand] > 0);
      return [
        'Five cards from a shuffled deck: hold any and draw once; a pair of jacks or better is the lowest win.',
        `${paying.map((hand) => `${VIDEO_POKER_HAND_NAMES[hand]} ${math.paytable[hand]}`).join(', ')} (per unit bet).`,
        rtp,
      ];
    }
    case 'arcade':
      switch (math.game) {
        case 'wheel':
          return [
            `A wheel of ${math.segments.length} segments; the one it stops on pays its multiplier.`,
            `Prizes: ${[...new Set(math.segments)]
              .sort((a, b) => b - a)
              .map((m) => `${m / 100}x`)
              .join(', ')}.`,
            rtp,
          ];
        case 'plinko':
          return [
            `A ball falls through ${math.rows} rows of pegs, bouncing left or right at each; its bucket pays.`,
            `Buckets: ${math.buckets.map((m) => `${m / 100}x`).join(' · ')}.`,
            rtp,
          ];
        case 'dice':
          return [
            'Pick a chance to win and roll under or over: a roll is 0.00 to 99.99.',
            `Chances from ${math.minChance}% to ${math.maxChance}%; a win pays ${math.rtpBp / 100} divided by the chance.`,
            rtp,
          ];
      }
  }
}
