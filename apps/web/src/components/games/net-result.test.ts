import { describe, expect, it } from 'vitest';
import { describeNetResult, formatNetCoins, isBigWin, netResultOf, shouldToastWin } from './net-result';

describe('net result of a round', () => {
  it.each([
    { name: 'a 2x slot line on a 10 bet is +10', staked: 1000, returned: 2000, kind: 'win', net: 1000 },
    { name: 'a blackjack push returns the stake', staked: 1000, returned: 1000, kind: 'push', net: 0 },
    { name: 'a baccarat tie pushes both sides', staked: 2000, returned: 2000, kind: 'push', net: 0 },
    { name: 'a lost round', staked: 500, returned: 0, kind: 'loss', net: -500 },
    { name: 'a partial return is still a loss', staked: 2000, returned: 1900, kind: 'loss', net: -100 },
    { name: 'a free spin win is all profit', staked: 0, returned: 50, kind: 'win', net: 50 },
    { name: 'a free spin that lost nothing is a push', staked: 0, returned: 0, kind: 'push', net: 0 },
  ])('$name', ({ staked, returned, kind, net }) => {
    expect(netResultOf(staked, returned)).toEqual({ kind, net });
  });

  it('never calls a round that lost money a win, and the net is returned minus staked', () => {
    // Every pair of amounts on a grid of 0..50.00 in 0.25 steps, plus odd cents around each.
    const amounts = Array.from({ length: 201 }, (_, i) => i * 25).flatMap((c) => [c, c + 1]);
    const wrong: string[] = [];
    for (const staked of amounts) {
      for (const returned of amounts) {
        const result = netResultOf(staked, returned);
        const honest =
          result.net === returned - staked &&
          (result.kind === 'win') === returned > staked &&
          (result.kind === 'push') === (returned === staked);
        if (!honest) wrong.push(`${staked} staked, ${returned} returned: ${JSON.stringify(result)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [1000, '+10.00 GC'],
    [-550, '−5.50 GC'],
    [0, '0.00 GC'],
    [123456789, '+1,234,567.89 GC'],
  ])('formats %i as %s, with no dollar sign', (net, text) => {
    expect(formatNetCoins(net)).toBe(text);
    expect(formatNetCoins(net)).not.toContain('$');
  });

  it('describes each kind of round', () => {
    expect(describeNetResult(netResultOf(1000, 2000))).toBe('You won +10.00 GC');
    expect(describeNetResult(netResultOf(1000, 1000))).toBe('Stake returned · 0.00 GC');
    expect(describeNetResult(netResultOf(1000, 0))).toBe('You lost 10.00 GC');
  });

  it.each([
    { bet: 100, returned: 1000, big: true },
    { bet: 100, returned: 999, big: false },
    { bet: 100, returned: 5000, big: true },
    { bet: 0, returned: 5000, big: false },
  ])('big win: $returned back on $bet is $big', ({ bet, returned, big }) => {
    expect(isBigWin(bet, returned)).toBe(big);
  });

  it.each([
    { name: 'a 2x win outside auto play', staked: 100, returned: 200, auto: false, toast: true },
    { name: 'a 2x win during auto play', staked: 100, returned: 200, auto: true, toast: false },
    { name: 'a 10x win during auto play', staked: 100, returned: 1000, auto: true, toast: true },
    { name: 'a losing round', staked: 100, returned: 0, auto: false, toast: false },
    { name: 'a stake returned', staked: 100, returned: 100, auto: false, toast: false },
    { name: 'a free spin win (nominal bet 100)', staked: 0, returned: 200, auto: false, toast: true },
  ])('toast for $name: $toast', ({ staked, returned, auto, toast }) => {
    const nominalBet = staked || 100;
    expect(
      shouldToastWin(netResultOf(staked, returned), { duringAutoPlay: auto, nominalBet, returned }),
    ).toBe(toast);
  });
});
