import { challengeGameOf, playableChallengeGames } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatedGame, START } from '../../test/challenge-game-play.js';
import { ChallengeHarness, resultOf, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// Each game's clock comes from the registry (poker 1,800 s, the others 300 s); here every game gets a
// 3 s clock (the test override) and nobody moves: when it runs out the game ends on time with equal
// scores or stacks, a draw that returns each stake. Poker calls off the hand in play (each seat gets
// back what it had put in), so the blinds do not decide it.

const CLOCK_MS = 3_000;
/** The games of issue 14 (chess and checkers flag a side instead: challenge-clock.test.ts). */
const SHARED_CLOCK_GAMES = playableChallengeGames()
  .map((game) => game.type)
  .filter((type) => !['chess', 'checkers'].includes(type));

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start({ timing: { clockMsOverride: CLOCK_MS, reconnectGraceMs: 10_000 } });
});
afterAll(() => h.close());

describe(`challenge clocks running out on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('knows each game clock from the registry', () => {
    expect(challengeGameOf('poker').clockMs).toBe(1_800_000);
    for (const type of SHARED_CLOCK_GAMES.filter((t) => t !== 'poker'))
      expect(challengeGameOf(type).clockMs).toBe(300_000);
  });

  it.each(SHARED_CLOCK_GAMES)('%s: a game nobody plays ends on time as a draw', async (gameType) => {
    const { id, seats, spectator } = await seatedGame(h, gameType);
    // The override, not the registry's clock (the shared clock may have run a few ms already).
    for (const seat of snapshotOf(spectator.room).seats) {
      expect(seat.clockMs).toBeLessThanOrEqual(CLOCK_MS);
      expect(seat.clockMs).toBeGreaterThan(CLOCK_MS - 1_000);
    }
    const result = await waitFor(() => resultOf(spectator.room), CLOCK_MS + 5_000, 'the clock to run out');
    expect(result).toMatchObject({ result: 'draw', reason: 'time_score', winnerId: null });
    for (const seat of seats) expect(await h.coins(seat.player)).toBe(START);
    const row = await h.challengeRow(id);
    expect(row).toMatchObject({ status: 'finished', result: 'draw', end_reason: 'time_score' });
    if (gameType === 'poker') expect((row.record as { calledOff: unknown }).calledOff).not.toBeNull();
    expect((await h.audit()).ok).toBe(true);
  });
});
