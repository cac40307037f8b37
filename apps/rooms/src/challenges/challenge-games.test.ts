import type { Room } from 'colyseus.js';
import { CheckersView, MathPrivateView, MathView } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateProblem } from '../../test/arithmetic.js';
import {
  ChallengeHarness,
  resultOf,
  snapshotOf,
  waitFor,
  type Player,
} from '../../test/challenge-harness.js';

// Checkers and the math duel played to their end through the room, and what a spectator receives:
// every message and every state patch (the raw bytes on the socket) is recorded and searched for
// anything private.

const START = 10_000n * 100n;
const STAKE = 1_000n;

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start();
});
afterAll(() => h.close());

/** Every frame the connection receives from now on, as text (schema strings travel as UTF-8 bytes). */
function tapFrames(room: Room): string[] {
  const frames: string[] = [];
  const ws = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
  const original = ws.onmessage;
  ws.onmessage = (event: MessageEvent) => {
    const data = event.data as ArrayBuffer | string;
    frames.push(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
    original?.call(ws, event);
  };
  return frames;
}

/** A small seeded generator, so the "random" checkers game is the same game on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seatedPair(gameType: 'checkers' | 'math') {
  const [creator, opponent, watcher]: Player[] = [
    await h.newPlayer(),
    await h.newPlayer(),
    await h.newPlayer(),
  ];
  const id = await h.accepted(creator!, opponent!, gameType);
  const seats = [await h.join(creator!, id), await h.join(opponent!, id)];
  const spectator = await h.join(watcher!, id, { spectate: true });
  return { id, players: [creator!, opponent!], seats, spectator };
}

describe(`challenge games on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('plays checkers with legal moves to a win', async () => {
    const { players, seats } = await seatedPair('checkers');
    for (const { room } of seats) room.send('ready', {});
    await waitFor(() => snapshotOf(seats[0]!.room).phase === 'playing', 5_000, 'the game to start');
    const random = mulberry32(7);
    for (let step = 0; step < 400 && !resultOf(seats[0]!.room); step++) {
      const state = snapshotOf(seats[0]!.room);
      if (state.phase !== 'playing') break;
      const view = CheckersView.parse(JSON.parse(state.game));
      const move = view.legalMoves[Math.floor(random() * view.legalMoves.length)];
      if (!move) break;
      seats[view.turn]!.room.send('move', { ply: state.ply, move: { path: move.path } });
      await waitFor(
        () => snapshotOf(seats[0]!.room).ply > state.ply || snapshotOf(seats[0]!.room).phase === 'finished',
        5_000,
        `move ${state.ply}`,
      );
    }
    const result = await waitFor(() => resultOf(seats[0]!.room), 8_000, 'the end');
    expect(['creator', 'opponent']).toContain(result.result);
    const winner = result.result === 'creator' ? players[0]! : players[1]!;
    const loser = result.result === 'creator' ? players[1]! : players[0]!;
    expect(result.winnerId).toBe(winner.userId);
    expect(await h.coins(winner)).toBe(START + STAKE);
    expect(await h.coins(loser)).toBe(START - STAKE);
    expect((await h.audit()).ok).toBe(true);
  });

  it('plays a math duel to 50 from private problems; the spectator never receives one', async () => {
    const { id, players, seats, spectator } = await seatedPair('math');
    const frames = tapFrames(spectator.room);
    // The control: the same search finds the problems in what seat 0 receives.
    const playerFrames = tapFrames(seats[0]!.room);
    const spectatorStates: string[] = [];
    spectator.room.onStateChange(() => spectatorStates.push(JSON.stringify(snapshotOf(spectator.room))));
    for (const { room } of seats) room.send('ready', {});
    await waitFor(() => snapshotOf(seats[0]!.room).phase === 'playing', 5_000, 'the game to start');
    const seen = new Set<string>();
    // Seat 0 answers every problem at once (10 points each); seat 1 answers one and then stops.
    const answer = (seat: 0 | 1) => {
      const views = seats[seat]!.received.privates.map((v) => MathPrivateView.nullable().parse(v));
      const view = views[views.length - 1];
      if (!view?.problem) return undefined;
      seen.add(view.problem.text);
      seats[seat]!.room.send('move', {
        ply: 0,
        move: { problem: view.problem.index, answer: evaluateProblem(view.problem.text) },
      });
      return view.problem.index;
    };
    const first = await waitFor(() => answer(1), 5_000, "seat 1's problem");
    await waitFor(
      () =>
        seats[1]!.received.privates.some((v) => MathPrivateView.nullable().parse(v)?.last?.index === first),
      5_000,
      "seat 1's answer to be scored",
    );
    for (let i = 0; i < 20 && !resultOf(seats[0]!.room); i++) {
      const index = await waitFor(() => answer(0), 5_000, "seat 0's problem");
      await waitFor(
        () =>
          resultOf(seats[0]!.room) ??
          seats[0]!.received.privates.some(
            (v) => MathPrivateView.nullable().parse(v)?.problem?.index === index + 1,
          ),
        5_000,
        'the next problem',
      );
    }
    const result = await waitFor(() => resultOf(spectator.room), 8_000, 'the end');
    expect(result).toMatchObject({ result: 'creator', reason: 'score', winnerId: players[0]!.userId });
    const view = MathView.parse(JSON.parse(snapshotOf(spectator.room).game));
    expect(view.scores[0]).toBeGreaterThanOrEqual(50);
    expect(view.scores[1]).toBeGreaterThan(0);
    expect(snapshotOf(spectator.room).serverSeed).toMatch(/^[0-9a-f]+$/);
    expect(await h.coins(players[0]!)).toBe(START + STAKE);

    // The spectator: no private message, no problem text in any message, patch or synced state.
    expect(spectator.received.privates).toEqual([]);
    expect(spectator.received.messages.filter((m) => m.type === 'private')).toEqual([]);
    // Both walk the same problems: seat 0 read at least five (10 points each at most).
    expect(seen.size).toBeGreaterThanOrEqual(5);
    expect(frames.length).toBeGreaterThan(5);
    const everything = [
      ...frames,
      ...spectatorStates,
      ...spectator.received.messages.map((m) => JSON.stringify(m)),
    ];
    for (const text of seen)
      expect(
        everything.filter((f) => f.includes(text)),
        text,
      ).toEqual([]);
    expect(
      [...seen].filter((text) => playerFrames.some((f) => f.includes(text))).length,
    ).toBeGreaterThanOrEqual(5);
    for (const f of everything) expect(f).not.toMatch(/"problem"|"answer"|lockedUntil/);
    // Seat 1 never saw seat 0's progress beyond the public scores: its private views are its own.
    const seat1Problems = seats[1]!.received.privates.map(
      (v) => MathPrivateView.nullable().parse(v)?.problem?.index,
    );
    expect(Math.max(...seat1Problems.filter((i): i is number => i !== undefined))).toBeLessThanOrEqual(
      first + 1,
    );
    expect((await h.challengeRow(id)).status).toBe('finished');
  });
});
