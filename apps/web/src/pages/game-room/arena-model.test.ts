import { describe, expect, it } from 'vitest';
import { netCentsFor, outcomeFor, outcomeLine, ratingChangeFor, reasonText, seatOf } from './arena-model';

describe('the result from the viewer’s side', () => {
  it.each([
    { name: 'creator won, seen by the creator', result: 'creator', seat: 0, outcome: 'victory' },
    { name: 'creator won, seen by the accepter', result: 'creator', seat: 1, outcome: 'defeat' },
    { name: 'accepter won, seen by the accepter', result: 'opponent', seat: 1, outcome: 'victory' },
    { name: 'accepter won, seen by the creator', result: 'opponent', seat: 0, outcome: 'defeat' },
    { name: 'a draw for a player', result: 'draw', seat: 0, outcome: 'draw' },
    { name: 'a void for a player', result: 'void', seat: 1, outcome: 'refunded' },
    { name: 'a win seen by a spectator', result: 'creator', seat: null, outcome: null },
    { name: 'a draw seen by a spectator', result: 'draw', seat: null, outcome: 'draw' },
  ] as const)('$name', ({ result, seat, outcome }) => {
    expect(outcomeFor({ result }, seat)).toBe(outcome);
  });
});

describe('net coins: the stake counts', () => {
  it.each([
    { outcome: 'victory', bet: '50.00', net: 5000 },
    { outcome: 'defeat', bet: '50.00', net: -5000 },
    { outcome: 'draw', bet: '50.00', net: 0 },
    { outcome: 'refunded', bet: '12.34', net: 0 },
  ] as const)('$outcome on $bet → $net', ({ outcome, bet, net }) => {
    expect(netCentsFor(outcome, bet)).toBe(net);
  });

  it.each([
    { outcome: 'victory', line: 'You won the prize pool: +50.00 GC on your stake.' },
    { outcome: 'defeat', line: 'Your stake went to your opponent: −50.00 GC.' },
    { outcome: 'draw', line: 'Both stakes were returned: 0.00 GC.' },
  ] as const)('$outcome says so', ({ outcome, line }) => {
    expect(outcomeLine(outcome, '50.00', 'GC')).toBe(line);
  });

  it('a loss is never called a win', () => {
    expect(outcomeLine('defeat', '50.00', 'SC')).not.toMatch(/won|\+/);
  });
});

describe('rating change and reason', () => {
  const changes = [
    { userId: 'a', before: 1000, after: 1162 },
    { userId: 'b', before: 1000, after: 838 },
  ];
  it.each([
    { name: 'the winner', userId: 'a', change: 162 },
    { name: 'the loser', userId: 'b', change: -162 },
    { name: 'a spectator', userId: 'c', change: null },
    { name: 'signed out', userId: null, change: null },
  ])('$name', ({ userId, change }) => {
    expect(ratingChangeFor({ ratingChanges: changes }, userId)).toBe(change);
  });

  it.each([
    ['checkmate', 'by checkmate'],
    ['timeout', 'on time'],
    ['resignation', 'by resignation'],
    ['all_chips', 'with all the chips'],
    ['time_score', 'on the bigger stack when time ran out'],
    ['some_new_reason', 'some new reason'],
  ])('%s reads "%s"', (reason, text) => {
    expect(reasonText(reason)).toBe(text);
  });

  it('finds the viewer’s seat', () => {
    const players = [
      { seat: 0 as const, userId: 'a', name: 'A', rating: 1000 },
      { seat: 1 as const, userId: 'b', name: 'B', rating: 1000 },
    ];
    expect(seatOf(players, 'a')).toBe(0);
    expect(seatOf(players, 'b')).toBe(1);
    expect(seatOf(players, 'x')).toBeNull();
  });
});
