import {
  ChallengePrivateView,
  PuzzleDuelView,
  type PuzzleDuelKind,
  type PuzzleMove,
} from '@casino/contracts';
import { logicPuzzleGame, slidingPuzzleGame, wordRiddleGame } from '@casino/engine/duels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropAndReturn,
  everythingSeenBy,
  forfeitOnDrop,
  lastPrivate,
  seatedGame,
  START,
  STAKE,
  type Watched,
} from '../../test/challenge-game-play.js';
import { ChallengeHarness, resultOf, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// The score duels of issue 14 (word riddles, logic puzzles, image puzzles) hosted by the ChallengeRoom:
// each is played to 50 with correct answers the test reads from the engine with the challenge's seed
// (as only a test may: the room keeps the seed to itself until the end), and what each connection
// receives is searched: the spectator never gets an item, and nobody gets a solution while it runs.

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start();
});
afterAll(() => h.close());

/** Each game's solution of item `index` from the seed, and what of the item its seat sees as text. */
const GAMES: Record<
  PuzzleDuelKind,
  {
    solution: (seed: string, index: number) => string;
    /** An answer of the right shape that is wrong. */
    wrong: (seed: string, index: number) => string;
    shown: (item: Record<string, unknown>) => string;
  }
> = {
  word_riddles: {
    solution: (seed, index) => wordRiddleGame.item(seed, index).riddle.answer,
    wrong: () => 'certainly not this',
    shown: (item) => String(item.text),
  },
  logic_puzzles: {
    solution: (seed, index) => logicPuzzleGame.item(seed, index).solution,
    wrong: (seed, index) => {
      // The solution with its first blank cell filled with another digit.
      const { solution, givens, size } = logicPuzzleGame.item(seed, index);
      const cell = givens.indexOf('.');
      const digit = String((Number(solution[cell]) % size) + 1);
      return solution.slice(0, cell) + digit + solution.slice(cell + 1);
    },
    shown: (item) => String(item.givens),
  },
  image_puzzles: {
    solution: (seed, index) => slidingPuzzleGame.item(seed, index).solution,
    // One legal move of the blank that does not solve it (every puzzle needs more: par is at least 8).
    wrong: (seed, index) => slidingPuzzleGame.item(seed, index).solution.slice(0, 1),
    shown: (item) => JSON.stringify(item.tiles),
  },
};

type Item = { index: number } & Record<string, unknown>;
const itemOf = (seat: Watched): Item | null => {
  const view = ChallengePrivateView.nullable().parse(lastPrivate(seat) ?? null);
  return view && 'item' in view ? view.item : null;
};
const viewOf = (room: Watched['room']) => PuzzleDuelView.parse(JSON.parse(snapshotOf(room).game));

/** Sends a move for the seat's current item and waits for the private view (or a notice) it brings. */
async function send(seat: Watched, move: PuzzleMove): Promise<void> {
  const [privates, notices] = [seat.received.privates.length, seat.received.notices.length];
  seat.room.send('move', { ply: 0, move });
  await waitFor(
    () => seat.received.privates.length > privates || seat.received.notices[notices] || resultOf(seat.room),
    5_000,
    `the answer to item ${move.item}`,
  );
}

const KINDS = Object.keys(GAMES) as PuzzleDuelKind[];

describe(`score duel rooms on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each(KINDS)(
    '%s: played to 50 with right answers; no item to the spectator, no solution to anyone',
    async (kind) => {
      const game = GAMES[kind];
      const { id, seats, spectator } = await seatedGame(h, kind);
      const seed = (await h.challengeRow(id)).server_seed!;
      // Two items may share an answer (two puzzles both answered "7"): count the answers, not their texts.
      let answered = 0;
      const solutions = new Set<string>();
      const shown = new Set<string>();
      const first = await waitFor(() => itemOf(seats[1]) ?? undefined, 5_000, "seat 1's first item");
      // Seat 1: a wrong answer locks it out (the right answer at once is refused), then it stops.
      await send(seats[1], {
        item: first.index,
        answer: game.wrong(seed, first.index),
      });
      const wrong = ChallengePrivateView.parse(lastPrivate(seats[1]));
      expect('last' in wrong && wrong.last).toMatchObject({ index: first.index, correct: false, points: 0 });
      expect('lockedUntil' in wrong && wrong.lockedUntil).toBeGreaterThan(0);
      const notices = seats[1].received.notices.length;
      seats[1].room.send('move', {
        ply: 0,
        move: { item: first.index, answer: game.solution(seed, first.index) },
      });
      expect((await waitFor(() => seats[1].received.notices[notices], 5_000, 'the lock-out')).code).toBe(
        'locked_out',
      );
      // Seat 0 answers every item right at once until the duel ends.
      for (let step = 0; step < 40 && !resultOf(seats[0].room); step++) {
        const item = await waitFor(() => itemOf(seats[0]) ?? resultOf(seats[0].room), 5_000, 'an item');
        if (!('index' in item)) break;
        const solution = game.solution(seed, item.index);
        answered++;
        solutions.add(solution);
        shown.add(game.shown(item));
        await send(seats[0], { item: item.index, answer: solution });
        expect(seats[0].received.notices).toEqual([]);
      }
      const result = await waitFor(() => resultOf(spectator.room), 8_000, 'the end');
      expect(result).toMatchObject({ result: 'creator', reason: 'score', winnerId: seats[0].player.userId });
      const view = viewOf(spectator.room);
      expect(view.kind).toBe(kind);
      expect(view.scores[0]).toBeGreaterThanOrEqual(view.winningScore);
      expect(view.scores[1]).toBe(0);
      expect(view.solved[0]).toBe(answered);
      expect(await h.coins(seats[0].player)).toBe(START + STAKE);
      expect(await h.coins(seats[1].player)).toBe(START - STAKE);
      expect((await h.audit()).ok).toBe(true);

      // The spectator: no private message, no item in anything it received.
      expect(spectator.received.privates).toEqual([]);
      const spectatorSaw = everythingSeenBy(spectator);
      for (const text of shown)
        expect(
          spectatorSaw.filter((f) => f.includes(text)),
          text,
        ).toEqual([]);
      for (const f of spectatorSaw) expect(f).not.toMatch(/"item"|"answer"|"solution"|givens|lockedUntil/);
      // The control: seat 0 did receive every item it answered.
      const seat0Saw = everythingSeenBy(seats[0]);
      for (const text of shown)
        expect(
          seat0Saw.some((f) => f.includes(text)),
          text,
        ).toBe(true);
      // Nobody, players included, received a solution while the duel ran (only the record holds them).
      const long = [...solutions].filter((s) => s.length >= 6);
      for (const who of [...seats, spectator])
        for (const solution of long)
          expect(
            everythingSeenBy(who).filter((f) => f.includes(solution)),
            solution,
          ).toEqual([]);
      // The end reveals the seed and the record with every served item's solution.
      expect(snapshotOf(spectator.room).serverSeed).toBe(seed);
      const record = JSON.stringify((await h.challengeRow(id)).record);
      for (const solution of solutions) expect(record).toContain(JSON.stringify(solution).slice(1, -1));
    },
  );

  it('word_riddles: a hint is counted in the public view and a stale item is refused', async () => {
    const { seats, spectator } = await seatedGame(h, 'word_riddles');
    const item = await waitFor(() => itemOf(seats[0]) ?? undefined, 5_000, "seat 0's item");
    await send(seats[0], { item: item.index, hint: true });
    await waitFor(() => viewOf(spectator.room).hints[0] === 1 || undefined, 5_000, 'the hint to show');
    expect((itemOf(seats[0])!.hints as string[]).length).toBe(1);
    const notices = seats[0].received.notices.length;
    seats[0].room.send('move', { ply: 0, move: { item: item.index + 1, skip: true } });
    expect((await waitFor(() => seats[0].received.notices[notices], 5_000, 'the refusal')).code).toBe(
      'illegal_move',
    );
    seats[0].room.send('resign', {});
    expect(await waitFor(() => resultOf(seats[1].room), 8_000, 'the end')).toMatchObject({
      result: 'opponent',
      reason: 'resignation',
    });
  });

  it.each(KINDS)('%s: keeps the seat of a player who drops and returns', (kind) => dropAndReturn(h, kind));

  it.each(KINDS)('%s: forfeits a player who does not return', (kind) => forfeitOnDrop(h, kind));
});
