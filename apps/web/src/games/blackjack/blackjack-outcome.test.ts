import { describe, expect, it } from 'vitest';
import {
  blackjackNetLine,
  blackjackOutcomeMessage,
  blackjackPhase,
  handTotalLabel,
  handTotalText,
  pushRecent,
} from './blackjack-outcome';

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

describe('soft totals and net results', () => {
  it.each([
    [17, true, '7/17', 'soft 17'],
    [21, true, '21', '21'],
    [12, true, '2/12', 'soft 12'],
    [17, false, '17', '17'],
  ])('%i soft=%s shows %s (%s)', (value, soft, text, label) => {
    expect(handTotalText(value, soft)).toBe(text);
    expect(handTotalLabel(value, soft)).toBe(label);
  });

  const fmt = (c: number) => (c / 100).toFixed(2);
  const none = null;
  it.each([
    [
      'a win of 10 on 10',
      { winAmount: '20.00', totalBet: '10.00', insurance: none },
      '+10.00 GC',
      'win',
      null,
    ],
    [
      'a push',
      { winAmount: '10.00', totalBet: '10.00', insurance: none },
      'Stake returned (10.00 GC)',
      'push',
      null,
    ],
    ['a loss', { winAmount: '0.00', totalBet: '10.00', insurance: none }, '−10.00 GC', 'lose', null],
    [
      'insurance paid against a dealer blackjack',
      {
        winAmount: '15.00',
        totalBet: '15.00',
        insurance: { offer: 'insurance', decision: 'taken', bet: '5.00', winAmount: '15.00' },
      },
      'Stake returned (15.00 GC)',
      'push',
      'Insurance pays 2:1',
    ],
    [
      'a won hand after lost insurance',
      {
        winAmount: '20.00',
        totalBet: '15.00',
        insurance: { offer: 'insurance', decision: 'taken', bet: '5.00', winAmount: '0.00' },
      },
      '+5.00 GC',
      'win',
      'Insurance lost',
    ],
    [
      'even money',
      {
        winAmount: '20.00',
        totalBet: '10.00',
        insurance: { offer: 'even-money', decision: 'taken', bet: '0.00', winAmount: '0.00' },
      },
      '+10.00 GC',
      'win',
      'Even money paid 1:1',
    ],
  ] as const)('%s: %s', (_name, round, text, tone, note) => {
    expect(blackjackNetLine(round, fmt)).toEqual({ text, tone, note });
  });
});
