import { describe, expect, it } from 'vitest';
import { LiveTableSnapshot } from '@casino/contracts';
import { latestBets, playerLines } from './live-players';

const player = (userId: string, totalBet: number, lastNet = 0) => ({
  userId,
  name: userId,
  totalBet,
  lastNet,
});
const red = (amount: number) => ({ kind: 'red', spec: '{"type":"red"}', spotKey: 'red', amount });

describe('the players panel’s lines', () => {
  it.each([
    ['nobody at the table', [], 'me', [], []],
    [
      'the biggest first, then by last net',
      [player('ana', 500), player('bo', 900), player('cy', 500, 300)],
      'me',
      [],
      ['bo', 'cy', 'ana'],
    ],
    [
      'the viewer among those shown is marked, with their own bets',
      [player('ana', 900), player('me', 500)],
      'me',
      [red(500)],
      ['ana', 'me*'],
    ],
    [
      'the viewer not among those shown gets their own line last',
      [player('ana', 900)],
      'me',
      [red(200), red(300)],
      ['ana', 'me*'],
    ],
    ['a viewer with no bet gets no line', [player('ana', 900)], 'me', [], ['ana']],
  ] as const)('%s', (_name, players, userId, myBets, expected) => {
    const snapshot = LiveTableSnapshot.parse({ players });
    const lines = playerLines(snapshot, userId, myBets);
    expect(lines.map((l) => `${l.userId}${l.me ? '*' : ''}`)).toEqual(expected);
    const me = lines.find((l) => l.me);
    if (me) {
      expect(me.bets).toEqual(myBets);
      expect(me.totalBet).toBe(players.find((p) => p.userId === userId)?.totalBet ?? 500);
    }
    for (const line of lines.filter((l) => !l.me)) expect(line.bets).toEqual([]);
  });
});

describe('the latest bets', () => {
  it.each([
    ['none yet', [], []],
    ['newest first whatever the ring’s order', [7, 12, 3, 9], [12, 9, 7, 3]],
  ])('%s', (_name, seqs, expected) => {
    const snapshot = LiveTableSnapshot.parse({
      recentBets: seqs.map((seq) => ({
        seq,
        userId: 'ana',
        name: 'ana',
        kind: 'red',
        spec: '{}',
        amount: 100,
      })),
    });
    expect(latestBets(snapshot.recentBets).map((b) => b.seq)).toEqual(expected);
  });
});
