import { CHALLENGE_LOBBY_ROOM, ChallengeServerMessages } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChallengeHarness, resultOf, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// Games on a short clock (1.2 s per side instead of the spec's 300 s): a flag falls, and the lobby
// hears the challenge start and end. The same server has the production message limits (10 a
// second, bursts of 20) and room for two spectators.

const CLOCK_MS = 1_200;

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start({
    timing: { clockMsOverride: CLOCK_MS, messagesPerSecond: 10, messageBurst: 20, maxSpectators: 2 },
  });
});
afterAll(() => h.close());

describe(`challenge clocks on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs the mover’s clock only, and a fallen flag loses to a side that can mate; the lobby hears both ends', async () => {
    const lobbyPlayer = await h.newPlayer();
    const lobby = await h.client(lobbyPlayer).joinOrCreate(CHALLENGE_LOBBY_ROOM);
    const events: unknown[] = [];
    lobby.onMessage('changed', (event: unknown) => events.push(event));

    const [creator, opponent] = [await h.newPlayer(), await h.newPlayer()];
    const id = await h.accepted(creator, opponent, 'chess');
    const white = await h.join(creator, id);
    const black = await h.join(opponent, id);
    expect(snapshotOf(white.room)).toMatchObject({ phase: 'waiting', running: -1 });
    expect(snapshotOf(white.room).seats.map((s) => s.clockMs)).toEqual([CLOCK_MS, CLOCK_MS]);
    white.room.send('ready', {});
    black.room.send('ready', {});
    await waitFor(() => snapshotOf(black.room).running === 0, 5_000, "white's clock to run");
    white.room.send('move', { ply: 0, move: { uci: 'e2e4' } });
    await waitFor(() => snapshotOf(black.room).running === 1, 5_000, "black's clock to run");
    const running = snapshotOf(black.room);
    expect(running.seats[0]!.clockMs).toBeGreaterThan(0);
    expect(running.seats[0]!.clockMs).toBeLessThan(CLOCK_MS);
    expect(running.clockAt).toBeGreaterThan(Date.now() - 5_000);

    const result = await waitFor(() => resultOf(white.room), 8_000, 'the flag to fall');
    expect(result).toMatchObject({ result: 'creator', reason: 'timeout', winnerId: creator.userId });
    expect(snapshotOf(white.room).seats[1]!.clockMs).toBe(0);

    const parsed = await waitFor(
      () => {
        const mine = events
          .map((e) => ChallengeServerMessages.changed.parse(e))
          .filter((e) => e.challengeId === id);
        return mine.some((e) => e.status === 'finished') && mine;
      },
      5_000,
      'the lobby to hear the end',
    );
    expect(parsed.map((e) => e.status)).toEqual(['playing', 'finished']);
    await lobby.leave();
  });

  it('caps the spectators, and refuses then drops a client that floods', async () => {
    const [creator, opponent] = [await h.newPlayer(), await h.newPlayer()];
    const id = await h.accepted(creator, opponent, 'chess');
    const watchers = [await h.newPlayer(), await h.newPlayer(), await h.newPlayer()];
    const first = await h.join(watchers[0]!, id);
    await h.join(watchers[1]!, id, { spectate: true });
    await expect(h.client(watchers[2]!).join('challenge', { challengeId: id })).rejects.toThrow(/spectators/);
    // The players always take their seat, whoever watches.
    const player = await h.join(creator, id, { spectate: true });
    await waitFor(() => snapshotOf(player.room).spectators === 2, 5_000, 'two spectators');

    const left = new Promise<number>((resolve) => first.room.onLeave(resolve));
    for (let i = 0; i < 100; i++) first.room.send('ready', {});
    expect(await left).toBe(4008);
    const codes = first.received.notices.map((n) => n.code);
    expect(codes.slice(0, 20).every((c) => c === 'not_seated')).toBe(true);
    expect(codes.slice(20).every((c) => c === 'rate_limited')).toBe(true);
    expect(codes.length).toBeGreaterThan(20);
    // The game goes on for the others.
    expect(snapshotOf(player.room).phase).toBe('waiting');
  });
});
