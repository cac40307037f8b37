import { describe, expect, it } from 'vitest';
import { titleForTurn } from './use-turn-title';

describe('the tab title on the player’s turn', () => {
  it.each([
    ['marks a plain title', 'Poker · Casino', true, '(Your turn) Poker · Casino'],
    ['does not mark twice', '(Your turn) Poker · Casino', true, '(Your turn) Poker · Casino'],
    ['takes the mark off', '(Your turn) Poker · Casino', false, 'Poker · Casino'],
    ['leaves a plain title alone', 'Poker · Casino', false, 'Poker · Casino'],
  ])('%s', (_name, title, myTurn, expected) => expect(titleForTurn(title, myTurn)).toBe(expected));
});
