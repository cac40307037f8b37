import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardToString, freshDeck, fromCard, isCardId, parseCard, RANKS, SUITS, toCard } from './cards.js';

describe('cards', () => {
  it('round-trips every id through {suit, rank} and text', () => {
    for (const id of freshDeck()) {
      expect(fromCard(toCard(id))).toBe(id);
      expect(parseCard(cardToString(id))).toBe(id);
    }
    expect(new Set(freshDeck().map((id) => JSON.stringify(toCard(id)))).size).toBe(52);
  });

  it.each([
    [0, '2c', { suit: 'clubs', rank: '2' }],
    [35, 'Ts', { suit: 'spades', rank: '10' }],
    [38, 'Jh', { suit: 'hearts', rank: 'J' }],
    [51, 'As', { suit: 'spades', rank: 'A' }],
  ])('id %i is %s', (id, text, card) => {
    expect(cardToString(id)).toBe(text);
    expect(toCard(id)).toEqual(card);
  });

  it('rejects anything that is not a card', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string()), (v) => {
        expect(isCardId(v)).toBe(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 52);
      }),
    );
    expect(() => parseCard('1x')).toThrow(RangeError);
    expect(() => toCard(52)).toThrow(RangeError);
    expect(SUITS).toHaveLength(4);
    expect(RANKS).toHaveLength(13);
  });
});
