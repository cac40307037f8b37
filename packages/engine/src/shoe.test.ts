import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardToString, DECK_SIZE } from './cards.js';
import {
  cutCardPosition,
  isPastCutCard,
  LIVE_SHOE_DECKS,
  liveRoundSeedsOf,
  liveTableClientSeed,
  shoeSeedsOf,
  shoeSize,
  shuffledShoe,
} from './shoe.js';

const SEED_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const short = (cards: readonly number[]) => cards.map(cardToString).join(' ');

/** The documented construction, written again from its description with node:crypto. */
function independentShoe(serverSeed: string, clientSeed: string, nonce: number, decks: number): number[] {
  const remaining = Array.from({ length: decks * DECK_SIZE }, (_, i) => i % DECK_SIZE);
  const out: number[] = [];
  let cursor = 0;
  while (remaining.length > 1) {
    const round = Math.floor(cursor / 8);
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    const o = (cursor % 8) * 4;
    const f =
      bytes[o]! / 256 + bytes[o + 1]! / 256 ** 2 + bytes[o + 2]! / 256 ** 3 + bytes[o + 3]! / 256 ** 4;
    cursor += 1;
    out.push(...remaining.splice(Math.floor(f * remaining.length), 1));
  }
  out.push(...remaining);
  return out;
}

describe('published shoe vectors', () => {
  it.each([
    // table, shoe id, decks, the first ten cards, the last three
    [1, 1, 6, 'Jc Ad 2c 9s 8s 4h 5h 6s 5s 3s', 'Kd 7d 9c'],
    [3, 7, 8, '9c Th 8h 6h 2s Js Qs Ts Jd 7c', 'Tc Jc As'],
  ] as const)('table %i shoe %i (%i decks)', (tableId, shoeId, decks, top, bottom) => {
    const shoe = shuffledShoe(shoeSeedsOf(SEED_A, tableId, shoeId), decks);
    expect(short(shoe.slice(0, 10))).toBe(top);
    expect(short(shoe.slice(-3))).toBe(bottom);
  });
});

describe('shuffledShoe', () => {
  it('is a permutation of N fresh decks, equal to the documented construction', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat(),
        fc.integer({ min: 1, max: 8 }),
        (serverSeed, tableId, shoeId, decks) => {
          const seeds = shoeSeedsOf(serverSeed, tableId, shoeId);
          const shoe = shuffledShoe(seeds, decks);
          expect(shoe).toHaveLength(decks * DECK_SIZE);
          const counts = new Map<number, number>();
          for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
          expect(counts.size).toBe(DECK_SIZE);
          expect([...counts.values()].every((n) => n === decks)).toBe(true);
          expect(shoe).toEqual(independentShoe(serverSeed, `live-table-${tableId}`, shoeId, decks));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('gives the same shoe for the same seeds and another for another shoe id, table or seed', () => {
    const base = shuffledShoe(shoeSeedsOf(SEED_A, 1, 1), 6);
    expect(shuffledShoe(shoeSeedsOf(SEED_A, 1, 1), 6)).toEqual(base);
    expect(shuffledShoe(shoeSeedsOf(SEED_A, 1, 2), 6)).not.toEqual(base);
    expect(shuffledShoe(shoeSeedsOf(SEED_A, 2, 1), 6)).not.toEqual(base);
    expect(shuffledShoe(shoeSeedsOf(`${SEED_A}0`, 1, 1), 6)).not.toEqual(base);
  });

  it.each([0, 9, 1.5, -1])('refuses a shoe of %s decks', (decks) => {
    expect(() => shuffledShoe(shoeSeedsOf(SEED_A, 1, 1), decks)).toThrow(RangeError);
  });
});

describe('seeds and the cut card', () => {
  it('names the table in the client seed; the nonce is the shoe id or the round number', () => {
    expect(liveTableClientSeed(12)).toBe('live-table-12');
    expect(shoeSeedsOf('s', 12, 4)).toEqual({ serverSeed: 's', clientSeed: 'live-table-12', nonce: 4 });
    expect(liveRoundSeedsOf('s', 12, 99)).toEqual({
      serverSeed: 's',
      clientSeed: 'live-table-12',
      nonce: 99,
    });
  });

  it.each([
    ['one deck', 1, 52, 39],
    ['blackjack (6 decks)', 6, 312, 234],
    ['baccarat (8 decks)', 8, 416, 312],
  ])('%s: %i decks, %i cards, cut card at %i', (_name, decks, size, cut) => {
    expect(shoeSize(decks)).toBe(size);
    expect(cutCardPosition(decks)).toBe(cut);
    expect(isPastCutCard(decks, cut - 1)).toBe(false);
    expect(isPastCutCard(decks, cut)).toBe(true);
  });
});

describe('the live card games', () => {
  it('deal blackjack from six decks and baccarat from eight', () => {
    expect(LIVE_SHOE_DECKS).toEqual({ 'live-blackjack': 6, 'live-baccarat': 8 });
  });
});
