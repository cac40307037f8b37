import { CHALLENGE_LOBBY_ROOM, ChallengeServerMessages } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChallengeHarness, resultOf, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// Games on a short clock (1.2 s per side instead of the spec's 300 s): a flag falls, and the lobby
// hears the challenge start and end.

const CLOCK_MS = 1_200;

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start({ timing: { clockMs: CLOCK_MS } });
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
});
