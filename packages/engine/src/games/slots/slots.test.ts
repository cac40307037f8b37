import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEATURED_SLOTS, findSlot } from './featured-slots.js';
import { gameOf, gamesInCategory } from '@casino/games';
import { createFloatStream } from '../../fairness-stream.js';
import { equals, ratio } from '../../ratio.js';
import { evaluateSlotLine, SLOT_SYMBOLS, type SlotSymbol } from './slots-paytable.js';
import { exactSlotReturn, settleSlotSpin, spinSlot } from './slots.js';

describe('slot paytable: matching is counted left to right', () => {
  it.each<[string, SlotSymbol[], number]>([
    ['five of a kind', ['cherry', 'cherry', 'cherry', 'cherry', 'cherry'], 50],
    ['four from the left', ['bell', 'bell', 'bell', 'bell', 'bar'], 10],
    ['three from the left', ['seven', 'seven', 'seven', 'bar', 'seven'], 10],
    ['three not from the left do not match', ['bar', 'seven', 'seven', 'seven', 'lemon'], 0],
    ['two from the left do not match', ['bar', 'bar', 'seven', 'lemon', 'cherry'], 0],
    ['diamond plus crown anywhere', ['bar', 'crown', 'seven', 'lemon', 'diamond'], 5],
    ['diamond plus crown beats money bag', ['money-bag', 'crown', 'seven', 'lemon', 'diamond'], 5],
    [
      'three diamonds pay as matching, not as diamond+crown',
      ['diamond', 'diamond', 'diamond', 'crown', 'bar'],
      10,
    ],
    ['a money bag anywhere', ['bar', 'lemon', 'seven', 'lemon', 'money-bag'], 2],
    ['five money bags', ['money-bag', 'money-bag', 'money-bag', 'money-bag', 'money-bag'], 50],
    ['diamond without crown', ['diamond', 'bar', 'seven', 'lemon', 'cherry'], 0],
  ])('%s', (_name, line, multiplier) => {
    expect(evaluateSlotLine(line).multiplier).toBe(multiplier);
  });

  it('never pays a line below 2x unless it pays nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SLOT_SYMBOLS), { minLength: 5, maxLength: 5 }), (line) => {
        expect([0, 2, 5, 10, 50]).toContain(evaluateSlotLine(line).multiplier);
      }),
    );
  });
});

describe('featured slots', () => {
  it('take id, slug, name and bet range from the registry; 5 strips of 20 stops; exact RTP = shown RTP', () => {
    expect(FEATURED_SLOTS.map((s) => s.key)).toEqual(gamesInCategory('slots').map((g) => g.key));
    for (const slot of FEATURED_SLOTS) {
      const game = gameOf(slot.key);
      expect(slot).toMatchObject({ id: game.id, slug: game.slug, name: game.name });
      expect({ min: slot.minBetUnits, max: slot.maxBetUnits }).toEqual(game.betLimits);
      expect(slot.strips.map((s) => s.length)).toEqual([20, 20, 20, 20, 20]);
      // The registry shows the RTP in percent with two decimals: 96.50 is 9650/10000.
      expect(equals(slot.rtpExact, ratio(Math.round(Number(game.rtp) * 100), 10_000))).toBe(true);
    }
    expect(findSlot('cosmic-spins')?.id).toBe(gameOf('cosmic-spins').id);
    expect(findSlot(gameOf('pharaohs-fortune').id)?.slug).toBe('pharaohs-fortune');
  });

  it.each(FEATURED_SLOTS.map((s) => [s.name, s] as const))(
    '%s returns exactly its catalogue RTP over all 3,200,000 stop combinations',
    (_name, slot) => {
      const result = exactSlotReturn(slot.strips);
      expect(result.combinations).toBe(3_200_000n);
      expect(result.rtp).toEqual(slot.rtpExact);
      expect(Object.values(result.hits).reduce((a, b) => a + b, 0)).toBe(3_200_000);
    },
  );

  it('spins deterministically from seeds and pays bet * multiplier in units', () => {
    const slot = FEATURED_SLOTS[0]!;
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(1000),
        fc.integer({ min: 25, max: 10_000 }),
        (clientSeed, nonce, bet) => {
          const seeds = { serverSeed: 'server', clientSeed, nonce };
          const a = spinSlot(slot, bet, createFloatStream(seeds));
          const b = spinSlot(slot, bet, createFloatStream(seeds));
          expect(a).toEqual(b);
          if (!a.ok) throw new Error(a.error);
          expect(a.winAmount).toBe(bet * a.winMultiplier);
          expect(a.isWin).toBe(a.winMultiplier > 0);
          expect(a.reels).toHaveLength(5);
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ['below the minimum', 24, 'bet_out_of_range'],
    ['above the maximum', 10_001, 'bet_out_of_range'],
    ['fractional units', 30.5, 'invalid_bet'],
    ['zero', 0, 'invalid_bet'],
  ])('rejects a bet %s', (_name, bet, error) => {
    expect(settleSlotSpin(FEATURED_SLOTS[0]!, bet, [0, 0, 0, 0, 0])).toEqual({ ok: false, error });
  });
});
