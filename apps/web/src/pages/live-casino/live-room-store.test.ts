import { describe, expect, it } from 'vitest';
import { LiveTableSnapshot } from '@casino/contracts';
import { clockOffsetAfter, myBetsInRound } from './live-room-store';

const snapshotAt = (serverNow: number) => LiveTableSnapshot.parse({ serverNow });

describe('the server clock offset', () => {
  it.each([
    ['first snapshot with a server time', null, 10_000, 0, 9_000, 1_000],
    ['the room stamped a new server time', 10_000, 12_000, 1_000, 12_500, -500],
    ['a patch that kept the stamp keeps the offset', 10_000, 10_000, 1_000, 20_000, 1_000],
    ['no server time yet', null, 0, 250, 9_000, 250],
  ])('%s', (_name, before, after, offset, browserNow, expected) => {
    const previous = before === null ? null : snapshotAt(before);
    expect(clockOffsetAfter(previous, snapshotAt(after), offset, browserNow)).toBe(expected);
  });
});

describe('my bets in the current round', () => {
  const red = { kind: 'red', spec: '{"type":"red"}', spotKey: 'red', amount: 500 };
  it.each([
    ['no myBets yet', null, 'r1', []],
    ['no snapshot yet', { roundId: 'r1', bets: [red] }, null, []],
    ['myBets of the current round', { roundId: 'r1', bets: [red] }, 'r1', [red]],
    ['myBets of an earlier round: a new round has none', { roundId: 'r1', bets: [red] }, 'r2', []],
    ['the table has no round yet', { roundId: '', bets: [red] }, '', []],
    ['an empty myBets after a cancel', { roundId: 'r1', bets: [] }, 'r1', []],
  ])('%s', (_name, myBets, roundId, expected) => {
    const snapshot = roundId === null ? null : LiveTableSnapshot.parse({ roundId });
    expect(myBetsInRound(myBets, snapshot)).toEqual(expected);
  });
});
