import { describe, expect, it } from 'vitest';
import { betLabel } from './live-bet-label';

describe('a bet in the players list', () => {
  it.each([
    ['an even-money chip', 'red', '{"type":"red"}', 'red'],
    ['a straight-up number', 'number', '{"type":"number","value":17}', 'number 17'],
    ['a split', 'split', '{"kind":"split","numbers":[17,20]}', 'split 17-20'],
    ['a baccarat spot', 'banker', '{"type":"banker"}', 'banker'],
    ['a blackjack seat (shown from 1)', 'seat', '{"seat":2}', 'seat 3'],
    ['a bet behind a seat', 'behind', '{"seat":0}', 'behind seat 1'],
    ['a spec that is not JSON', 'tie', 'tie', 'tie'],
  ])('%s', (_name, kind, spec, label) => {
    expect(betLabel({ kind, spec })).toBe(label);
  });
});
