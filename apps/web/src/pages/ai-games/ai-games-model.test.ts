import { describe, expect, it } from 'vitest';
import type { AiGame } from '@casino/contracts';
import {
  aiBetRules,
  aiStatCards,
  betAfterDecrement,
  betAfterIncrement,
  betText,
  canGenerate,
  gameIdToShow,
  insufficientBalanceText,
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

  // Amounts in cents: 10000 is 100 GC, 100 is 1.00 SC.
  it.each([
    ['coins', 10_000, 15_000, 5_000],
    ['coins', 5_000, 10_000, 1_000],
    ['coins', 1_000, 6_000, 1_000],
    ['coins', 3_000, 8_000, 1_000],
    ['coins (the 5,000 maximum)', 500_000, 500_000, 495_000],
    ['sweeps', 100, 150, 50],
    ['sweeps', 50, 100, 20],
    ['sweeps (the 0.20 SC minimum)', 20, 70, 20],
    ['sweeps (the 50 SC maximum)', 5_000, 5_000, 4_950],
    ['sweeps', 4_980, 5_000, 4_930],
  ] as const)('%s: steps a bet of %i up to %i and down to %i', (currency, bet, up, down) => {
    const rules = aiBetRules(currency.startsWith('coins') ? 'coins' : 'sweeps');
    expect(betAfterIncrement(bet, rules)).toBe(up);
    expect(betAfterDecrement(bet, rules)).toBe(down);
  });

  it.each([
    // The spec's constants for coins: default 100, presets 100/500/1000.
    [
      'coins',
      { default: 10_000, step: 5_000, minimumOnDecrement: 1_000, max: 500_000 },
      ['100', '500', '1,000'],
    ],
    // Sweepstakes coins: the same divided by 100, within the SC limits 0.20-50.00.
    ['sweeps', { default: 100, step: 50, minimumOnDecrement: 20, max: 5_000 }, ['1', '5', '10']],
  ] as const)('bets in %s by their own rules', (currency, expected, presets) => {
    const rules = aiBetRules(currency);
    expect(rules).toMatchObject(expected);
    expect(rules.presets.map(betText)).toEqual(presets);
    expect(rules.presets.every((p) => p >= rules.minimumOnDecrement && p <= rules.max)).toBe(true);
  });

  it.each([
    [10_000, '100'],
    [100_000, '1,000'],
    [50, '0.50'],
    [20, '0.20'],
    [150, '1.50'],
  ])('shows a bet of %i cents as %s', (cents, text) => {
    expect(betText(cents)).toBe(text);
  });

  it('names the currency the player is short of in the Insufficient Balance toast', () => {
    expect(insufficientBalanceText('coins')).toBe("You don't have enough coins to play this game.");
    expect(insufficientBalanceText('sweeps')).toBe(
      "You don't have enough sweepstakes coins to play this game.",
    );
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
