import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, ratio } from '../../ratio.js';
import { arcadeReturn } from './ai-arcade.js';
import { aiBlackjackReturn } from './ai-blackjack-math.js';
import {
  AI_DIFFICULTIES,
  AI_GAME_TYPES,
  AI_RETURN_BAND,
  fromExact,
  inReturnBand,
} from './ai-design-common.js';
import { designAiMath } from './ai-designs.js';
import { enumerateSlots, slotsLineReturn, SLOT_STRIP_LENGTH } from './ai-slots.js';

// Whatever seed a design is drawn from, every type and difficulty lands in the return band, and the
// return it publishes is the one its own rules give when computed again another way.
describe('generated designs', () => {
  it('return within the band, as published', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(...AI_GAME_TYPES),
        fc.constantFrom(...AI_DIFFICULTIES),
        (seed, type, difficulty) => {
          const design = designAiMath(type, difficulty, seed);
          const rtp = fromExact(design.figures.rtp);
          expect(inReturnBand(rtp)).toBe(true);
          expect(compare(rtp, AI_RETURN_BAND.min)).toBeGreaterThanOrEqual(0);
          switch (design.kind) {
            case 'slots': {
              expect(slotsLineReturn(design.strips, design.pays)).toEqual(rtp);
              expect(design.strips.every((s) => s.length === SLOT_STRIP_LENGTH)).toBe(true);
              break;
            }
            case 'roulette':
              expect(ratio(design.numbers, design.numbers + design.zeros)).toEqual(rtp);
              break;
            case 'arcade':
              expect(arcadeReturn(design)).toEqual(rtp);
              break;
            case 'blackjack':
              expect(aiBlackjackReturn(design.rules)).toEqual(rtp);
              break;
            case 'poker':
              expect(design.paytable['royal-flush']).toBeGreaterThan(0);
              break;
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('slots: visiting every stop combination gives the published return', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom(...AI_DIFFICULTIES),
        (seed, difficulty) => {
          const design = designAiMath('slots', difficulty, seed);
          if (design.kind !== 'slots') throw new Error('not slots');
          const e = enumerateSlots(design);
          const lines = BigInt(design.lines.length);
          expect(ratio(e.totalLinePay, e.combinations * lines)).toEqual(fromExact(design.figures.rtp));
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);
});
