import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, LIVE_BETS_CLOSED_MESSAGE, type LiveBetMessage } from '@casino/contracts';
import { parseMoney } from '@casino/domain';
import {
  liveBaccaratCoup,
  liveBaccaratPayout,
  liveRoulettePayout,
  liveRoulettePocket,
  shuffledShoe,
  cardToString,
  type RouletteBet,
} from '@casino/engine';
import {
  bettingRound,
  LiveHarness,
  liveSnapshotOf,
  publicTableOf,
  waitFor,
  type LiveReceived,
  type Player,
} from '../../test/live-harness.js';
import type { Room } from 'colyseus.js';
import { FEED_PER_PATCH } from './live-table-sync.js';

// The LiveTableRoom with the real colyseus.js client against an in-process server, on PGlite or
// PostgreSQL (TEST_DATABASE_URL), hosting the seeded public live tables (roulette 1-1,000 coins,
// baccarat 5-500). Every player starts with 10,000 coins; rounds take about two seconds here.

const START = 10_000n * 100n;
type RouletteChip = Extract<LiveBetMessage, { game: 'live-roulette' }>['bets'][number];

let h: LiveHarness;
beforeAll(async () => {
  h = await LiveHarness.start();
});
afterAll(() => h.close());

interface Seat {
  player: Player;
  room: Room;
  received: LiveReceived;
}

async function seatsAt(
  tableId: number,
  count: number,
  options: { spectate?: boolean } = {},
): Promise<Seat[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const player = await h.newPlayer();
      return { player, ...(await h.join(player, tableId, options)) };
    }),
  );
}

const engineBet = (chip: RouletteChip): RouletteBet => ({
  type: chip.type,
  ...(chip.value == null ? {} : { value: chip.value }),
  ...(chip.numbers ? { numbers: chip.numbers } : {}),
  amount: Number(parseMoney(chip.amount)),
});

async function roundRow(roundId: string) {
  return h.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('id', '=', BigInt(roundId))
    .executeTakeFirstOrThrow();
}

const settledRound = (seat: Seat, roundNumber: number) =>
  waitFor(() => seat.received.settled.find((s) => s.roundNumber === roundNumber), 10_000, 'the settlement');

describe(`live table room on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('several players bet on one roulette round: all see the same pocket and are paid exactly', async () => {
    const tableId = await publicTableOf(h.db, 'live-roulette');
    const seats = await seatsAt(tableId, 3);
    const [watcher] = await seatsAt(tableId, 1, { spectate: true });
    const round = await bettingRound(seats[0]!.room);
    const chips: RouletteChip[][] = [
      [
        { type: 'red', amount: '10.00' },
        { type: 'number', value: 17, amount: '5.00' },
      ],
      [
        { type: 'dozen', value: 2, amount: '20.00' },
        { type: 'split', numbers: [0, 1], amount: '1.00' },
      ],
      [
        { type: 'even', amount: '50.00' },
        { type: 'corner', numbers: [1, 2, 4, 5], amount: '2.00' },
        { type: 'column', value: 3, amount: '3.00' },
        { type: 'six-line', numbers: [31, 32, 33, 34, 35, 36], amount: '4.50' },
      ],
    ];
    seats.forEach((seat, i) =>
      seat.room.send('bet', { game: 'live-roulette', clientBetId: `first-bet-${i}`, bets: chips[i] }),
    );
    await waitFor(() => seats.every((s) => s.received.accepted.length === 1), 5_000, 'the bets in escrow');
    // Everyone, the spectator too, sees every chip as it is placed: the board's spots, the latest bets
    // by name, the players; each player is told their own bets alone.
    await waitFor(() => liveSnapshotOf(watcher!.room).board.length === 8, 5_000, 'the chips on the board');
    const seen = liveSnapshotOf(watcher!.room);
    const stakes = chips.map((list) => list.reduce((sum, chip) => sum + Number(parseMoney(chip.amount)), 0));
    expect(seen.board.reduce((sum, spot) => sum + spot.amount, 0)).toBe(stakes.reduce((a, b) => a + b, 0));
    expect(seen.board.every((spot) => spot.bets === 1)).toBe(true);
    // The feed takes the latest few of the bets arriving between two patches.
    expect(seen.recentBets.length).toBeGreaterThanOrEqual(FEED_PER_PATCH);
    expect(new Set(seen.recentBets.map((bet) => bet.seq)).size).toBe(seen.recentBets.length);
    expect(seen.playerCount).toBe(3);
    expect(seen.players.map((p) => p.totalBet).sort((a, b) => a - b)).toEqual(
      [...stakes].sort((a, b) => a - b),
    );
    for (const [i, seat] of seats.entries()) {
      await waitFor(() => seat.received.myBets.at(-1)?.bets.length === chips[i]!.length, 5_000, 'own bets');
      expect(seat.received.myBets.at(-1)!.roundId).toBe(round.roundId);
      expect(seat.received.myBets.at(-1)!.bets.reduce((sum, bet) => sum + bet.amount, 0)).toBe(stakes[i]);
    }
    expect(watcher!.received.myBets.every((m) => m.bets.length === 0)).toBe(true);
    expect(liveSnapshotOf(watcher!.room).seedHash).toBe(round.seedHash);

    const settled = await Promise.all(seats.map((seat) => settledRound(seat, round.roundNumber)));
    const row = await roundRow(round.roundId);
    expect(row.status).toBe('settled');
    const pocket = liveRoulettePocket({
      serverSeed: row.server_seed!,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    });
    for (const seat of [...seats, watcher!]) expect(liveSnapshotOf(seat.room).pocket).toBe(pocket);

    for (const [i, seat] of seats.entries()) {
      const bets = chips[i]!.map(engineBet);
      const staked = BigInt(bets.reduce((sum, bet) => sum + bet.amount, 0));
      const returned = BigInt(bets.reduce((sum, bet) => sum + liveRoulettePayout(bet, pocket), 0));
      expect(await h.coins(seat.player)).toBe(START - staked + returned);
      expect(parseMoney(settled[i]!.staked)).toBe(staked);
      expect(parseMoney(settled[i]!.returned)).toBe(returned);
      expect(parseMoney(settled[i]!.balance)).toBe(START - staked + returned);
    }
    // The history shows the pocket, newest first, to spectators too.
    await waitFor(() => liveSnapshotOf(watcher!.room).history[0]?.roundNumber === round.roundNumber);
    expect(liveSnapshotOf(watcher!.room).history[0]!.label).toBe(String(pocket));
    expect((await h.audit()).ok).toBe(true);
    for (const seat of [...seats, watcher!]) await seat.room.leave();
  });

  it('refuses a bet after the window, over the limits, over the balance or from a spectator, moving nothing', async () => {
    const tableId = await publicTableOf(h.db, 'live-roulette');
    const [seat] = await seatsAt(tableId, 1);
    const poor = { player: await h.newPlayer(3n), ...{} };
    const poorSeat = { ...poor, ...(await h.join(poor.player, tableId)) };
    const [watcher] = await seatsAt(tableId, 1, { spectate: true });
    const round = await bettingRound(seat!.room);
    const bet = (room: Room, clientBetId: string, amount: string) =>
      room.send('bet', { game: 'live-roulette', clientBetId, bets: [{ type: 'black', amount }] });
    const cases: Array<{
      name: string;
      send: () => void;
      received: LiveReceived;
      clientBetId: string;
      code: string;
    }> = [
      {
        name: 'over the table maximum',
        send: () => bet(seat!.room, 'too-much-1', '1000.01'),
        received: seat!.received,
        clientBetId: 'too-much-1',
        code: ErrorCode.betOutOfRange,
      },
      {
        name: 'under the table minimum',
        send: () => bet(seat!.room, 'too-little', '0.50'),
        received: seat!.received,
        clientBetId: 'too-little',
        code: ErrorCode.betOutOfRange,
      },
      {
        name: 'over the balance',
        send: () => bet(poorSeat.room, 'too-poor-1', '5.00'),
        received: poorSeat.received,
        clientBetId: 'too-poor-1',
        code: ErrorCode.insufficientBalance,
      },
      {
        name: 'a spectator',
        send: () => bet(watcher!.room, 'watching-1', '5.00'),
        received: watcher!.received,
        clientBetId: 'watching-1',
        code: ErrorCode.forbidden,
      },
    ];
    for (const c of cases) {
      c.send();
      const notice = await waitFor(
        () => c.received.notices.find((n) => n.clientBetId === c.clientBetId),
        5_000,
        c.name,
      );
      expect(notice.code, c.name).toBe(c.code);
    }
    expect(seat!.received.notices.find((n) => n.code === ErrorCode.betOutOfRange)?.message).toMatch(
      /1\.00.*1,?000\.00/,
    );

    // After the window: the bet is refused with the closed message.
    await waitFor(
      () =>
        liveSnapshotOf(seat!.room).phase !== 'betting' ||
        liveSnapshotOf(seat!.room).roundNumber > round.roundNumber,
    );
    bet(seat!.room, 'too-late-1', '5.00');
    const late = await waitFor(() => seat!.received.notices.find((n) => n.clientBetId === 'too-late-1'));
    expect(late).toMatchObject({ code: ErrorCode.conflict, message: LIVE_BETS_CLOSED_MESSAGE });

    expect(await h.coins(seat!.player)).toBe(START);
    expect(await h.coins(poorSeat.player)).toBe(300n);
    expect(await h.coins(watcher!.player)).toBe(START);
    const rows = await h.db
      .selectFrom('live_bets')
      .select('id')
      .where('user_id', 'in', [seat!.player.userId, poorSeat.player.userId, watcher!.player.userId])
      .execute();
    expect(rows).toHaveLength(0);
    for (const s of [seat!, poorSeat, watcher!]) await s.room.leave();
  });

  it('plays a baccarat coup from the shoe and pays player, banker, tie and pairs exactly', async () => {
    const tableId = await publicTableOf(h.db, 'live-baccarat');
    const [seat] = await seatsAt(tableId, 1);
    const round = await bettingRound(seat!.room);
    const bets = [
      { type: 'banker', amount: '100.00' },
      { type: 'tie', amount: '10.00' },
      { type: 'player-pair', amount: '5.00' },
      { type: 'banker-pair', amount: '5.00' },
    ] as const;
    seat!.room.send('bet', { game: 'live-baccarat', clientBetId: 'baccarat-1', bets });
    await waitFor(() => seat!.received.accepted.length === 1, 5_000, 'the bet in escrow');
    const settled = await settledRound(seat!, round.roundNumber);

    const row = await roundRow(round.roundId);
    const shoe = await h.db
      .selectFrom('live_shoes')
      .selectAll()
      .where('id', '=', row.shoe_id!)
      .executeTakeFirstOrThrow();
    // The shoe's seed stays secret until it ends; the test reads it from the database to check the coup.
    const cards = shuffledShoe(
      { serverSeed: shoe.server_seed, clientSeed: shoe.client_seed, nonce: Number(shoe.id) },
      shoe.decks,
    );
    const coup = liveBaccaratCoup(cards, row.shoe_position!)!;
    const view = liveSnapshotOf(seat!.room);
    expect(view.playerCards).toEqual(coup.playerCards.map(cardToString));
    expect(view.bankerCards).toEqual(coup.bankerCards.map(cardToString));
    const returned = bets.reduce(
      (sum, bet) =>
        sum + liveBaccaratPayout({ type: bet.type, amount: Number(parseMoney(bet.amount)) }, coup),
      0,
    );
    expect(parseMoney(settled.returned)).toBe(BigInt(returned));
    expect(await h.coins(seat!.player)).toBe(START - 12_000n + BigInt(returned));
    expect(liveSnapshotOf(seat!.room).history[0]?.label).toBe(coup.winner);
    expect((await h.audit()).ok).toBe(true);
    await seat!.room.leave();
  });

  it('replays nothing twice: the same clientBetId puts the stake in escrow once, and rebet places the last round again', async () => {
    const tableId = await publicTableOf(h.db, 'live-roulette');
    const [seat] = await seatsAt(tableId, 1);
    const first = await bettingRound(seat!.room);
    const message = {
      game: 'live-roulette',
      clientBetId: 'once-only-1',
      bets: [{ type: 'odd', amount: '7.00' }],
    };
    seat!.room.send('bet', message);
    seat!.room.send('bet', message);
    await waitFor(() => seat!.received.accepted.length === 2, 5_000, 'both answers');
    expect(seat!.received.accepted[0]!.balance).toBe(seat!.received.accepted[1]!.balance);
    const firstSettled = await settledRound(seat!, first.roundNumber);
    expect(firstSettled.staked).toBe('7.00');

    const second = await bettingRound(seat!.room, first.roundNumber);
    seat!.room.send('rebet', { clientBetId: 'again-bet-1' });
    const secondSettled = await settledRound(seat!, second.roundNumber);
    expect(secondSettled.staked).toBe('7.00');
    expect((await h.audit()).ok).toBe(true);
    await seat!.room.leave();
  });
});
