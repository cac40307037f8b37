import { describe, expect, it } from 'vitest';
import { settlementLine, settlementToast } from './live-settlement';

const settled = (staked: string, returned: string, currency: 'coins' | 'sweeps' = 'coins') => ({
  roundNumber: 7,
  staked,
  returned,
  net: '0',
  balance: '100.00',
  currency,
});

describe('a live round’s settlement, told honestly', () => {
  it.each([
    ['a straight-up win', '10.00', '360.00', 'win', 'You won +350.00 GC'],
    ['stake back on a push', '25.00', '25.00', 'push', 'Stake returned · 0.00 GC'],
    ['half back is still a loss', '25.00', '12.50', 'loss', 'You lost 12.50 GC'],
    ['nothing back', '25.00', '0.00', 'loss', 'You lost 25.00 GC'],
  ])('%s', (_name, staked, returned, tone, text) => {
    expect(settlementLine(settled(staked, returned))).toEqual({ tone, text });
  });

  it('a loss is never worded as a win', () => {
    for (let returned = 0; returned < 2500; returned += 37) {
      const line = settlementLine(settled('25.00', (returned / 100).toFixed(2)));
      expect(line.tone).toBe('loss');
      expect(line.text).not.toMatch(/won|win/i);
    }
  });

  it('the toast names the round and what came back on what was staked', () => {
    expect(settlementToast(settled('25.00', '50.00'))).toEqual({
      title: 'Round 7: You won +25.00 GC',
      description: '50.00 GC returned on 25.00 GC staked',
    });
  });

  it('a round at a sweepstakes table is told in sweepstakes coins', () => {
    expect(settlementToast(settled('0.50', '1.00', 'sweeps'))).toEqual({
      title: 'Round 7: You won +0.50 SC',
      description: '1.00 SC returned on 0.50 SC staked',
    });
    expect(settlementLine(settled('0.50', '0.00', 'sweeps')).text).toBe('You lost 0.50 SC');
  });
});
