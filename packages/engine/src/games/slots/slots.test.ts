import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEATURED_SLOTS, findSlot } from './featured-slots.js';
import { gameOf, gamesInCategory } from '@casino/games';
import { createFloatStream } from '../../fairness-stream.js';
import { add, equals, ratio } from '../../ratio.js';
import { isJackpotLine, jackpotContributionOf, jackpotProbability, JACKPOT_RULES } from './slots-jackpot.js';
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
      expect(slot.betLimits).toEqual(game.betLimits);
      expect(slot.strips.map((s) => s.length)).toEqual([20, 20, 20, 20, 20]);
      // The registry shows the RTP in percent with two decimals: 97.50 is 9750/10000.
      expect(equals(slot.rtpExact, ratio(Math.round(Number(game.rtp) * 100), 10_000))).toBe(true);
    }
    expect(findSlot('cosmic-spins')?.id).toBe(gameOf('cosmic-spins').id);
    expect(findSlot(gameOf('pharaohs-fortune').id)?.slug).toBe('pharaohs-fortune');
  });

  it.each(FEATURED_SLOTS.map((s) => [s.name, s] as const))(
    '%s returns exactly its catalogue RTP over all 3,200,000 stop combinations: base return + jackpot share',
    (_name, slot) => {
      const result = exactSlotReturn(slot.strips);
      expect(result.combinations).toBe(3_200_000n);
      expect(add(result.rtp, JACKPOT_RULES.share)).toEqual(slot.rtpExact);
      expect(Object.values(result.hits).reduce((a, b) => a + b, 0)).toBe(3_200_000);
    },
  );

  it.each([
    ['diamond-deluxe', ratio(2n * 2n * 2n * 1n * 1n, 3_200_000n)],
    ['pharaohs-fortune', ratio(1n, 3_200_000n)],
    ['cosmic-spins', ratio(1n, 3_200_000n)],
  ])('%s hits the jackpot line with probability %o (diamonds per reel / 20, multiplied)', (slug, chance) => {
    const slot = findSlot(slug)!;
    expect(jackpotProbability(slot)).toEqual(chance);
    // Counted the long way too: the stop combinations whose payline is five diamonds.
    let hits = 0;
    const [r0 = [], r1 = [], r2 = [], r3 = [], r4 = []] = slot.strips;
    for (const a of r0)
      for (const b of r1)
        for (const c of r2)
          for (const d of r3) for (const e of r4) if (isJackpotLine([a, b, c, d, e])) hits++;
    expect(ratio(hits, 3_200_000)).toEqual(chance);
  });

  it.each<[string, SlotSymbol[], boolean]>([
    ['five diamonds', ['diamond', 'diamond', 'diamond', 'diamond', 'diamond'], true],
    ['four diamonds', ['diamond', 'diamond', 'diamond', 'diamond', 'crown'], false],
    ['five sevens', ['seven', 'seven', 'seven', 'seven', 'seven'], false],
  ])('the jackpot line: %s -> %s', (_name, line, wins) => {
    expect(isJackpotLine(line)).toBe(wins);
    if (wins) expect(evaluateSlotLine(line).multiplier).toBe(50);
  });

  it.each([
    [25n, 0n],
    [100n, 1n],
    [199n, 1n],
    [10_000n, 100n],
  ])('a bet of %s units feeds the pool %s units (1%, rounded down)', (bet, share) => {
    expect(jackpotContributionOf(bet)).toBe(share);
  });

  it('a spin landing on five diamonds is flagged as a jackpot win', () => {
    const slot = findSlot('diamond-deluxe')!;
    const stops = slot.strips.map((strip) => strip.indexOf('diamond'));
    expect(settleSlotSpin(slot, 100, stops)).toMatchObject({ ok: true, jackpot: true, winMultiplier: 50 });
  });

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

  // Diamond Deluxe: 0.25-100.00 coins, 0.20-20.00 sweepstakes coins (the registry's limits table).
  it.each<[name: string, bet: number, currency: 'coins' | 'sweeps', ok: boolean]>([
    ['0.20 SC, the sweepstakes minimum', 20, 'sweeps', true],
    ['0.20 GC, under the coin minimum', 20, 'coins', false],
    ['0.19 SC, under the sweepstakes minimum', 19, 'sweeps', false],
    ['20.00 SC, the sweepstakes maximum', 2_000, 'sweeps', true],
    ['20.01 SC, over the sweepstakes maximum', 2_001, 'sweeps', false],
    ['100.00 GC, the coin maximum', 10_000, 'coins', true],
    ['100.00 SC, over the sweepstakes maximum', 10_000, 'sweeps', false],
  ])('checks %s against the limits of its currency', (_name, bet, currency, ok) => {
    const spun = settleSlotSpin(FEATURED_SLOTS[0]!, bet, [0, 0, 0, 0, 0], currency);
    expect(spun.ok ? 'ok' : spun.error).toBe(ok ? 'ok' : 'bet_out_of_range');
  });
});
