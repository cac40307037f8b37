import { describe, expect, it } from 'vitest';
import { blackjackOutcomeMessage, blackjackPhase, pushRecent } from './blackjack-outcome';

describe('blackjack outcome toasts (spec wording)', () => {
  it.each([
    ['blackjack', 'Blackjack! 🎉', 'win'],
    ['bust', 'Bust! 💥', 'lose'],
    ['win', 'You Win!', 'win'],
    ['lose', 'House Wins', 'lose'],
    ['push', 'Push', 'push'],
  ] as const)('%s → %s', (result, title, tone) => {
    expect(blackjackOutcomeMessage(result, '25.00')).toMatchObject({ title, tone });
  });

  it('bust and push say what happened', () => {
    expect(blackjackOutcomeMessage('bust', '0.00')?.description).toBe('You went over 21. House wins!');
    expect(blackjackOutcomeMessage('push', '10.00')?.description).toBe("It's a tie! Your bet is returned.");
  });

  it('a round still in play has no toast', () => {
    expect(blackjackOutcomeMessage('continue', '0.00')).toBeNull();
  });
});

describe('blackjack phase', () => {
  it.each([
    ['no round → betting', null, 'betting'],
    ['a dealt round → playing', { phase: 'playing' as const }, 'playing'],
    ['a settled round → finished', { phase: 'finished' as const }, 'finished'],
  ])('%s', (_name, round, phase) => {
    expect(blackjackPhase(round)).toBe(phase);
  });
});

describe('recent results', () => {
  it('keeps the last five, newest first', () => {
    let list: number[] = [];
    for (let i = 1; i <= 7; i++) list = pushRecent(list, i);
    expect(list).toEqual([7, 6, 5, 4, 3]);
  });
});
