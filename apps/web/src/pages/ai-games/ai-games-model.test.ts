import { describe, expect, it } from 'vitest';
import type { AiGame } from '@casino/contracts';
import {
  aiStatCards,
  betAfterDecrement,
  betAfterIncrement,
  canGenerate,
  gameIdToShow,
  isBalanceShort,
  parseGameId,
} from './ai-games-model';

describe('the AI games page model', () => {
  it.each([
    ['blank theme', { theme: ' ', aiPrompt: 'x' }, false, false],
    ['blank prompt', { theme: 'Ocean', aiPrompt: '' }, false, false],
    ['pending', { theme: 'Ocean', aiPrompt: 'whales' }, true, false],
    ['ready', { theme: 'Ocean', aiPrompt: 'whales' }, false, true],
  ])('Generate with %s is %s', (_name, form, pending, enabled) => {
    expect(canGenerate(form, pending)).toBe(enabled);
  });

  it('shows the average rating with one decimal and 0.0 before any rating', () => {
    const base = { aiGamesCreated: 3, totalPlays: 1234, uniqueThemes: 2 };
    expect(aiStatCards({ ...base, averageRating: 4.25 }).map((c) => c.value)).toEqual([
      '3',
      '1,234',
      '4.3',
      '2',
    ]);
    expect(aiStatCards({ ...base, averageRating: null })[2]?.value).toBe('0.0');
  });

  it.each([
    [100, 150, 50],
    [50, 100, 10],
    [10, 60, 10],
    [30, 80, 10],
  ])('steps a bet of %i up to %i and down to %i (never below 10)', (bet, up, down) => {
    expect(betAfterIncrement(bet)).toBe(up);
    expect(betAfterDecrement(bet)).toBe(down);
  });

  it('falls back to the first game for an unknown id, and to nothing without games', () => {
    const list = [{ id: 7 }, { id: 3 }] as AiGame[];
    expect(gameIdToShow(3, true, list)).toBe(3);
    expect(gameIdToShow(99, false, list)).toBe(7);
    expect(gameIdToShow(null, false, list)).toBe(7);
    expect(gameIdToShow(99, false, [])).toBeNull();
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['abc', null],
    ['9999999999', null],
    [undefined, null],
  ])('reads the id %s as %s', (raw, id) => {
    expect(parseGameId(raw)).toBe(id);
  });

  it('blocks a bet over the balance', () => {
    expect(isBalanceShort(99, 100)).toBe(true);
    expect(isBalanceShort(100, 100)).toBe(false);
  });
});
