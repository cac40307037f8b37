import {
  LIVE_HISTORY_LENGTH,
  LIVE_PLAYERS_SHOWN,
  LIVE_RECENT_BETS,
  LiveTableSnapshot,
} from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacedLiveBet } from './live-game.js';
import { LiveTableState } from './live-table-state.js';
import { FEED_PER_PATCH, LiveTableSync, type LoopView } from './live-table-sync.js';

// What a crowded table sends to everyone stays bounded (the board's spots, the last bets, the biggest
// players), while each player's own bets are kept whole for them alone.

let nextBet = 0;
const bet = (userId: string, spotKey: string, stake: number): PlacedLiveBet => ({
  betId: String(++nextBet),
  userId,
  kind: spotKey.split(':')[0]!,
  spec: { type: spotKey },
  stake: BigInt(stake),
  spotKey,
});

function loopOf(roundId: string, placed: PlacedLiveBet[]): LoopView {
  return {
    phase: 'betting',
    phaseEndsAt: 0,
    round: {
      roundId,
      roundNumber: Number(roundId),
      seedHash: 'h',
      clientSeed: 'c',
      nonce: 1,
      bettingClosesAt: 0,
      draw: { kind: 'seed', serverSeed: 's', clientSeed: 'c', nonce: 1 },
    },
    outcome: '',
    lastRoundId: '',
    placed,
    history: [],
    lastNet: new Map(),
  };
}

const noView = { syncView: () => undefined };

function table(connected: string[]) {
  const state = new LiveTableState();
  const sync = new LiveTableSync(state, (userId) => `name-${userId}`);
  const presence = { connectedUsers: new Set(connected), connections: connected.length + 2 };
  const run = (loop: LoopView) => {
    const changed = sync.sync(loop, noView, presence, 1_000);
    return { changed, snapshot: LiveTableSnapshot.parse(state.toJSON()) };
  };
  return { sync, run, presence };
}

describe('the synced state of a live table', () => {
  it('adds up the board per spot and tells whose own bets changed', () => {
    const { sync, run } = table(['ana', 'bea']);
    const placed = [bet('ana', 'red', 500), bet('bea', 'red', 200), bet('ana', 'number:17', 100)];
    const { changed, snapshot } = run(loopOf('1', placed));
    expect([...changed].sort()).toEqual(['ana', 'bea']);
    expect(snapshot.board.map((s) => [s.spotKey, s.amount, s.bets]).sort()).toEqual([
      ['number:17', 100, 1],
      ['red', 700, 2],
    ]);
    expect(sync.betsOf('ana').map((b) => b.spotKey)).toEqual(['red', 'number:17']);
    expect(snapshot.players.map((p) => [p.name, p.totalBet])).toEqual([
      ['name-ana', 600],
      ['name-bea', 200],
    ]);
    expect([snapshot.playerCount, snapshot.spectators]).toEqual([2, 2]);
  });

  it('folds in only new bets: a patch with one more bet changes only its player', () => {
    const { run } = table(['ana', 'bea']);
    const placed = [bet('ana', 'red', 500), bet('bea', 'black', 200)];
    run(loopOf('1', placed));
    placed.push(bet('bea', 'red', 300));
    const { changed, snapshot } = run(loopOf('1', placed));
    expect([...changed]).toEqual(['bea']);
    expect(snapshot.board.find((s) => s.spotKey === 'red')).toMatchObject({ amount: 800, bets: 2 });
  });

  it('rebuilds after a cancel and names the player who cancelled', () => {
    const { sync, run } = table(['ana', 'bea']);
    const placed = [bet('ana', 'red', 500), bet('bea', 'black', 200)];
    run(loopOf('1', placed));
    const { changed, snapshot } = run(
      loopOf(
        '1',
        placed.filter((b) => b.userId !== 'ana'),
      ),
    );
    expect([...changed]).toEqual(['ana']);
    expect(sync.betsOf('ana')).toEqual([]);
    expect(snapshot.board.map((s) => s.spotKey)).toEqual(['black']);
    expect(snapshot.recentBets.map((b) => b.userId)).toEqual(['bea']);
  });

  it('changes nothing when betting closes and the same bets come back from the database', () => {
    const { run } = table(['ana', 'bea']);
    const placed = [bet('ana', 'red', 500), bet('bea', 'black', 200)];
    const before = run(loopOf('1', placed)).snapshot;
    const { changed, snapshot } = run(
      loopOf(
        '1',
        placed.map((b) => ({ ...b })),
      ),
    );
    expect(changed.size).toBe(0);
    expect(snapshot).toEqual(before);
  });

  it('starts a new round bare without telling everyone', () => {
    const { sync, run } = table(['ana']);
    run(loopOf('1', [bet('ana', 'red', 500)]));
    const { changed, snapshot } = run(loopOf('2', []));
    expect(changed.size).toBe(0);
    expect(sync.roundId).toBe('2');
    expect(snapshot.board).toEqual([]);
    expect(snapshot.players.map((p) => p.totalBet)).toEqual([0]);
  });

  it('keeps a shown player in their slot while a newcomer takes the slot of the one who dropped out', () => {
    const users = Array.from({ length: LIVE_PLAYERS_SHOWN }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const { run } = table([...users, 'big']);
    const placed = users.map((u, i) => bet(u, 'red', 100 + i));
    const before = run(loopOf('1', placed)).snapshot.players.map((p) => p.userId);
    placed.push(bet('big', 'black', 10_000));
    const after = run(loopOf('1', placed)).snapshot.players.map((p) => p.userId);
    // p00 had the smallest stake: 'big' takes its slot, nobody else moves.
    expect(after).toEqual(before.map((u) => (u === 'p00' ? 'big' : u)));
  });

  it('keeps the shown players on a tie: a newcomer with the same stake waits', () => {
    const users = Array.from({ length: LIVE_PLAYERS_SHOWN + 1 }, (_, i) => `z${String(i).padStart(2, '0')}`);
    const { run } = table([...users, 'a-first']);
    const placed = users.slice(1).map((u) => bet(u, 'red', 100));
    const before = run(loopOf('1', placed)).snapshot.players.map((p) => p.userId);
    placed.push(bet('a-first', 'red', 100));
    expect(run(loopOf('1', placed)).snapshot.players.map((p) => p.userId)).toEqual(before);
  });

  it('keeps the last outcomes in a ring, read back newest first', () => {
    const { run } = table([]);
    let history: LoopView['history'] = [];
    let snapshot = run(loopOf('1', [])).snapshot;
    for (let round = 1; round <= LIVE_HISTORY_LENGTH + 5; round++) {
      history = [{ roundNumber: round, label: String(round % 37), outcome: '{}' }, ...history].slice(
        0,
        LIVE_HISTORY_LENGTH,
      );
      snapshot = run({ ...loopOf(String(round), []), history }).snapshot;
    }
    expect(snapshot.history.map((h) => h.roundNumber)).toEqual(history.map((h) => h.roundNumber));
  });

  it('drops a player who left with nothing on the table', () => {
    const { run, presence } = table(['ana', 'bea']);
    run(loopOf('1', [bet('ana', 'red', 500), bet('bea', 'red', 100)]));
    presence.connectedUsers = new Set(['ana']);
    let { snapshot } = run(loopOf('1', [bet('ana', 'red', 500), bet('bea', 'red', 100)]));
    expect(snapshot.players.find((p) => p.userId === 'bea')?.connected).toBe(false);
    ({ snapshot } = run(loopOf('2', [])));
    expect(snapshot.players.map((p) => p.userId)).toEqual(['ana']);
    expect(snapshot.playerCount).toBe(1);
  });

  it('keeps what everyone receives bounded however many bet (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 40 })), {
          minLength: 1,
          maxLength: 400,
        }),
        (moves) => {
          const users = [...new Set(moves.map(([u]) => `u${u}`))];
          const { sync, run } = table(users);
          const placed: PlacedLiveBet[] = [];
          let snapshot = run(loopOf('1', placed)).snapshot;
          // Bets arrive in batches, as they do between patches: the feed takes the latest of each.
          const fed: PlacedLiveBet[] = [];
          for (let i = 0; i < moves.length; i += 7) {
            const batch = moves.slice(i, i + 7).map(([u, spot]) => bet(`u${u}`, `number:${spot}`, 100));
            placed.push(...batch);
            fed.push(...batch.slice(-FEED_PER_PATCH));
            snapshot = run(loopOf('1', placed)).snapshot;
          }
          const newest = [...snapshot.recentBets]
            .sort((a, b) => b.seq - a.seq)
            .map((b) => b.amount + b.userId);
          expect(newest).toEqual(
            fed
              .slice(-LIVE_RECENT_BETS)
              .reverse()
              .map((b) => Number(b.stake) + b.userId),
          );
          expect(snapshot.players.length).toBe(Math.min(LIVE_PLAYERS_SHOWN, users.length));
          expect(snapshot.playerCount).toBe(users.length);
          // The shown players are the biggest of the round (ties either way), each with their stake.
          const stakes = new Map<string, number>();
          for (const b of placed) stakes.set(b.userId, (stakes.get(b.userId) ?? 0) + Number(b.stake));
          for (const p of snapshot.players) expect(p.totalBet).toBe(stakes.get(p.userId));
          const shownIds = new Set(snapshot.players.map((p) => p.userId));
          const smallestShown = Math.min(...snapshot.players.map((p) => p.totalBet));
          for (const [userId, stake] of stakes)
            if (!shownIds.has(userId)) expect(stake).toBeLessThanOrEqual(smallestShown);
          expect(snapshot.board.reduce((sum, s) => sum + s.amount, 0)).toBe(placed.length * 100);
          for (const user of users)
            expect(sync.betsOf(user)).toEqual(placed.filter((b) => b.userId === user));
        },
      ),
      { numRuns: 60 },
    );
  });
});
