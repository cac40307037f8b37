import type { Room } from 'colyseus.js';
import { ChessView } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChallengeHarness,
  resultOf,
  snapshotOf,
  waitFor,
  type Player,
  type Received,
} from '../../test/challenge-harness.js';

// The ChallengeRoom with the real colyseus.js client against an in-process server, on PGlite or
// PostgreSQL (TEST_DATABASE_URL): challenges are created and accepted through the domain (stakes in
// escrow), played in the room, and settled from escrow. Every player starts with 10,000 coins and
// stakes 10.00 (1,000 units).

const START = 10_000n * 100n;
const STAKE = 1_000n;

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start();
});
afterAll(() => h.close());

interface Seat {
  player: Player;
  room: Room;
  received: Received;
}

/** Creator and accepter in the room (and ready, unless told not to), plus a spectator. */
async function arena(gameType: 'chess' | 'checkers' | 'math', options: { ready?: boolean } = {}) {
  const creator = await h.newPlayer();
  const opponent = await h.newPlayer();
  const id = await h.accepted(creator, opponent, gameType);
  const white: Seat = { player: creator, ...(await h.join(creator, id)) };
  const black: Seat = { player: opponent, ...(await h.join(opponent, id)) };
  const watcher = await h.newPlayer();
  const spectator: Seat = { player: watcher, ...(await h.join(watcher, id, { spectate: true })) };
  if (options.ready !== false) {
    white.room.send('ready', {});
    black.room.send('ready', {});
    await waitFor(() => snapshotOf(white.room).phase === 'playing', 5_000, 'the game to start');
  }
  return { id, white, black, spectator };
}

const chessOf = (room: Room) => ChessView.parse(JSON.parse(snapshotOf(room).game));

/** Sends a move at the current ply and waits until every given room has seen it applied. */
async function play(seat: Seat, uci: string, watchers: Room[] = []): Promise<void> {
  const ply = snapshotOf(seat.room).ply;
  seat.room.send('move', { ply, move: { uci } });
  for (const room of [seat.room, ...watchers])
    await waitFor(() => snapshotOf(room).ply > ply, 5_000, `${uci} to be applied`);
}

describe(`challenge room on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("plays chess to fool's mate: the pool is paid from escrow, ratings move, the seed is revealed", async () => {
    const { id, white, black, spectator } = await arena('chess');
    expect(await h.coins(white.player)).toBe(START - STAKE);
    const all = [white.room, black.room, spectator.room];
    expect(snapshotOf(spectator.room).seats.map((s) => s.userId)).toEqual([
      white.player.userId,
      black.player.userId,
    ]);
    expect(snapshotOf(white.room).seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshotOf(white.room).serverSeed).toBe('');

    await play(white, 'f2f3', all);
    await play(black, 'e7e5', all);
    await play(white, 'g2g4', all);
    await play(black, 'd8h4', all);

    const result = await waitFor(() => resultOf(spectator.room), 8_000, 'the result');
    expect(result).toMatchObject({ result: 'opponent', reason: 'checkmate', winnerId: black.player.userId });
    expect(result?.payout).toBe('20.00');
    const finished = snapshotOf(spectator.room);
    expect(finished.phase).toBe('finished');
    expect(finished.running).toBe(-1);
    expect(finished.serverSeed).toMatch(/^[0-9a-f]+$/);
    expect(chessOf(spectator.room).moves.map((m) => m.uci)).toEqual(['f2f3', 'e7e5', 'g2g4', 'd8h4']);

    expect(await h.coins(white.player)).toBe(START - STAKE);
    expect(await h.coins(black.player)).toBe(START + STAKE);
    const ratings = [await h.rating(white.player, 'chess'), await h.rating(black.player, 'chess')];
    expect(ratings[0]).toBeLessThan(1000);
    expect(ratings[1]).toBeGreaterThan(1000);
    expect(result?.ratingChanges).toHaveLength(2);
    const row = await h.challengeRow(id);
    expect(row).toMatchObject({ status: 'finished', result: 'opponent', end_reason: 'checkmate' });
    const moves = await h.db
      .selectFrom('p2p_challenge_moves')
      .select('ply')
      .where('challenge_id', '=', id)
      .execute();
    expect(moves.map((m) => m.ply).sort()).toEqual([0, 1, 2, 3]);
    expect((await h.audit()).ok).toBe(true);
    // Chess has nothing private: nobody received a private view with content.
    for (const seat of [white, black, spectator])
      expect(seat.received.privates.every((v) => v === null)).toBe(true);
    expect(spectator.received.privates).toHaveLength(0);
  });

  it('refuses moves out of turn, stale plies, illegal moves and spectators, changing nothing', async () => {
    const { white, black, spectator } = await arena('chess');
    const before = snapshotOf(white.room);
    const cases: Array<{ name: string; seat: Seat; message: unknown; code: string }> = [
      {
        name: 'black moves first',
        seat: black,
        message: { ply: 0, move: { uci: 'e7e5' } },
        code: 'not_your_turn',
      },
      { name: 'stale ply', seat: white, message: { ply: 3, move: { uci: 'e2e4' } }, code: 'stale_version' },
      { name: 'illegal move', seat: white, message: { ply: 0, move: { uci: 'e2e5' } }, code: 'illegal_move' },
      {
        name: 'spectator moves',
        seat: spectator,
        message: { ply: 0, move: { uci: 'e2e4' } },
        code: 'not_seated',
      },
      { name: 'not a move', seat: white, message: { ply: 0, move: 'e2e4' }, code: 'validation_error' },
    ];
    for (const c of cases) {
      const count = c.seat.received.notices.length;
      c.seat.room.send('move', c.message);
      const notice = await waitFor(() => c.seat.received.notices[count], 3_000, `the notice for ${c.name}`);
      expect(notice.code, c.name).toBe(c.code);
    }
    const after = snapshotOf(white.room);
    expect(after.ply).toBe(before.ply);
    expect(after.game).toBe(before.game);
    white.room.send('resign', {});
    await waitFor(() => resultOf(white.room), 8_000, 'the resignation');
    expect(resultOf(white.room)).toMatchObject({ result: 'opponent', reason: 'resignation' });
  });

  it('draws by agreement and returns each stake', async () => {
    const { white, black } = await arena('chess');
    await play(white, 'e2e4', [black.room]);
    black.room.send('offer-draw', {});
    await waitFor(() => snapshotOf(white.room).drawOfferedBy === 1, 5_000, 'the draw offer');
    white.room.send('accept-draw', {});
    const result = await waitFor(() => resultOf(white.room), 8_000, 'the draw');
    expect(result).toMatchObject({ result: 'draw', reason: 'agreement', winnerId: null });
    expect(await h.coins(white.player)).toBe(START);
    expect(await h.coins(black.player)).toBe(START);
    expect((await h.audit()).ok).toBe(true);
  });

  it('keeps the seat of a player who drops and comes back within the grace', async () => {
    const { white, black } = await arena('chess');
    await play(white, 'e2e4', [black.room]);
    const token = black.room.reconnectionToken;
    black.room.connection.close(3001, 'network gone');
    await waitFor(() => snapshotOf(white.room).seats[1]?.connected === false, 5_000, 'the drop to show');
    const back = await h.client(black.player).reconnect(token);
    await waitFor(() => snapshotOf(white.room).seats[1]?.connected === true, 5_000, 'the return');
    // Longer than the grace: the returned player still plays.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const seat: Seat = {
      player: black.player,
      room: back,
      received: { messages: [], notices: [], privates: [] },
    };
    await play(seat, 'e7e5', [white.room]);
    expect(snapshotOf(white.room).phase).toBe('playing');
    white.room.send('resign', {});
    expect(await waitFor(() => resultOf(back), 8_000, 'the end')).toMatchObject({ result: 'opponent' });
  });

  it('forfeits a player who drops and does not return within the grace', async () => {
    const { white, black } = await arena('chess');
    await play(white, 'd2d4', [black.room]);
    black.room.connection.close(3001, 'network gone');
    const result = await waitFor(() => resultOf(white.room), 8_000, 'the forfeit');
    expect(result).toMatchObject({ result: 'creator', reason: 'forfeit', winnerId: white.player.userId });
    expect(await h.coins(white.player)).toBe(START + STAKE);
    expect(await h.coins(black.player)).toBe(START - STAKE);
  });

  it('voids and refunds a challenge whose player never presses Start', async () => {
    const { id, white, black } = await arena('chess', { ready: false });
    white.room.send('ready', {});
    await waitFor(() => snapshotOf(black.room).seats[0]?.ready === true, 5_000, 'the ready mark');
    const result = await waitFor(() => resultOf(white.room), 8_000, 'the void');
    expect(result).toMatchObject({ result: 'void', reason: 'no_show', winnerId: null, ratingChanges: [] });
    expect(await h.coins(white.player)).toBe(START);
    expect(await h.coins(black.player)).toBe(START);
    expect((await h.challengeRow(id)).status).toBe('voided');
  });
});
