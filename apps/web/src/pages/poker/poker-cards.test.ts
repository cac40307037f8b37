import { describe, expect, it } from 'vitest';
import { cardOfCode, cardsOfCodes } from './poker-cards';

describe('poker card codes', () => {
  it.each([
    ['As', { rank: 'A', suit: 'spades' }],
    ['Td', { rank: '10', suit: 'diamonds' }],
    ['2c', { rank: '2', suit: 'clubs' }],
    ['Kh', { rank: 'K', suit: 'hearts' }],
    ['9s', { rank: '9', suit: 'spades' }],
  ])('%s is %o', (code, card) => {
    expect(cardOfCode(code)).toEqual(card);
  });

  it.each(['', 'A', '1s', 'Ax', 'Asd', '10d'])('"%s" is not a card', (code) => {
    expect(cardOfCode(code)).toBeNull();
  });

  it('keeps the order of a list and drops what is not a card', () => {
    expect(cardsOfCodes(['Qh', 'xx', '3c'])).toEqual([
      { rank: 'Q', suit: 'hearts' },
      { rank: '3', suit: 'clubs' },
    ]);
  });
});
