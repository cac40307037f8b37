import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blackjackCardValue,
  cardToString,
  commitServerSeed,
  cutCardPosition,
  dealLiveBlackjack,
  isNaturalBlackjack,
  liveBlackjackPayouts,
  liveBlackjackReducer,
  liveSeatsOf,
  liveTableClientSeed,
  rankIndexOf,
  shoeSeedsOf,
  shuffledShoe,
  type CardId,
  type LiveBlackjackBet,
  type LiveBlackjackState,
} from '@casino/engine';
import type { LiveTableSnapshot } from '@casino/contracts';
import { formatMoney } from '@casino/domain';
import type { Room } from 'colyseus.js';
import {
  bettingRound,
  LiveHarness,
  liveSnapshotOf,
  publicTableOf,
  recordLive,
  sleep,
  waitFor,
  type LiveReceived,
  type Player,
} from '../../test/live-harness.js';

// Live blackjack in its room with the real colyseus.js client (issue 16, "Checks"): three seats, a
// split and a time-out, and a spectator who never receives the hole card before it is turned. The
// shoe is the table's own, from a seed this test commits before the first round (the domain deals
// from the open shoe), chosen so that seat 1 holds a pair: every card is then known in advance.

const START = 10_000n * 100n;
const STAKE = 2_500; // 25.00, the table's minimum

let h: LiveHarness;
beforeAll(async () => {
  // Turns of 3 s: long enough for a player to reconnect and act before the clock runs out.
  h = await LiveHarness.start({ timing: { turnMs: 3_000 } });
});
afterAll(() => h.close());

/** Deal order for seats 0, 1, 2: seat cards 0-2, the up card 3, seat cards 4-6, the hole card 7. */
function dealFits(cards: readonly CardId[]): boolean {
  const [s0a, s1a, s2a, up, s0b, s1b, s2b, hole] = cards as [
    CardId,
    CardId,
    CardId,
    CardId,
    CardId,
    CardId,
    CardId,
    CardId,
  ];
  const pair = rankIndexOf(s1a) === rankIndexOf(s1b) && rankIndexOf(s1a) !== 12;
  return (
    pair &&
    blackjackCardValue(up) !== 1 &&
    !isNaturalBlackjack([up, hole]) &&
    !isNaturalBlackjack([s0a, s0b]) &&
    !isNaturalBlackjack([s2a, s2b])
  );
}

/** Two seats: seat 0 plays (no natural, no ace up, no dealer blackjack). */
function twoSeatDealFits(cards: readonly CardId[]): boolean {
  const [s0a, , up, s0b, , hole] = cards as [CardId, CardId, CardId, CardId, CardId, CardId];
  return blackjackCardValue(up) !== 1 && !isNaturalBlackjack([up, hole]) && !isNaturalBlackjack([s0a, s0b]);
}

/** Ends the table's open shoe and opens one whose seed deals the first round as `fits` wants. */
async function commitShoe(tableId: number, fits: (cards: readonly CardId[]) => boolean): Promise<CardId[]> {
  await h.db
    .updateTable('live_shoes')
    .set({ ended_at: new Date() })
    .where('table_id', '=', tableId)
    .where('ended_at', 'is', null)
    .execute();
  const placeholder = randomBytes(32).toString('hex');
  const row = await h.db
    .insertInto('live_shoes')
    .values({
      table_id: tableId,
      server_seed: placeholder,
      seed_hash: commitServerSeed(placeholder),
      client_seed: liveTableClientSeed(tableId),
      decks: 6,
      cut_position: cutCardPosition(6),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const cards = shuffledShoe(shoeSeedsOf(seed, tableId, Number(row.id)), 6);
    if (!fits(cards)) continue;
    await h.db
      .updateTable('live_shoes')
      .set({ server_seed: seed, seed_hash: commitServerSeed(seed) })
      .where('id', '=', row.id)
      .execute();
    return cards;
  }
}

interface Seat {
  player: Player;
  room: Room;
  received: LiveReceived;
}

/** Every state the room sent this connection, as the web reads it. */
function recordStates(room: Room): LiveTableSnapshot[] {
  const seen: LiveTableSnapshot[] = [];
  room.onStateChange(() => seen.push(liveSnapshotOf(room)));
  return seen;
}

const turnOf = (room: Room) => {
  const s = liveSnapshotOf(room);
  return s.phase === 'playing' && s.turnSeat >= 0 ? s : undefined;
};

describe(`live blackjack room on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('three seats, a split and a time-out; a spectator never sees the hole card before it is turned', async () => {
    const tableId = await publicTableOf(h.db, 'live-blackjack');
    const cards = await commitShoe(tableId, dealFits);
    const seats: Seat[] = [];
    for (let i = 0; i < 3; i++) {
      const player = await h.newPlayer();
      seats.push({ player, ...(await h.join(player, tableId)) });
    }
    const watcherPlayer = await h.newPlayer();
    const watcher = await h.join(watcherPlayer, tableId, { spectate: true });
    const watched = recordStates(watcher.room);
    const [a, b, c] = seats as [Seat, Seat, Seat];

    const round = await bettingRound(a.room);
    seats.forEach((seat, i) =>
      seat.room.send('bet', {
        game: 'live-blackjack',
        clientBetId: `seat-bet-${i}`,
        seat: i,
        amount: '25.00',
      }),
    );
    await waitFor(
      () => seats.every((s) => s.received.accepted.length === 1),
      5_000,
      'the seat bets in escrow',
    );
    // Someone else's seat is taken: a second seat bet on it is refused and moves nothing.
    c.room.send('bet', { game: 'live-blackjack', clientBetId: 'taken-seat', seat: 0, amount: '25.00' });
    await waitFor(() => c.received.notices.find((n) => n.clientBetId === 'taken-seat'), 5_000, 'the refusal');
    expect(await h.coins(c.player)).toBe(START - BigInt(STAKE));

    // The deal: seat 0 stands, seat 1 splits its pair and stands on both hands, seat 2 lets its clock run out.
    const turn = await waitFor(() => turnOf(a.room), 8_000, 'the first turn');
    expect(turn.turnSeat).toBe(0);
    expect(turn.dealerCards).toEqual([cardToString(cards[3]!)]);
    a.room.send('action', { roundNumber: round.roundNumber, move: 'stand' });
    await waitFor(
      () => (turnOf(b.room)?.turnSeat === 1 ? turnOf(b.room) : undefined),
      5_000,
      "seat 1's turn",
    );
    b.room.send('action', { roundNumber: round.roundNumber, move: 'split' });
    const moves: Array<{ userId: string; move: 'stand' | 'split' }> = [
      { userId: a.player.userId, move: 'stand' },
      { userId: b.player.userId, move: 'split' },
    ];
    await waitFor(
      () => liveSnapshotOf(b.room).seats.find((s) => s.seat === 1)?.hands.length === 2,
      5_000,
      'the split',
    );
    for (let hand = 0; hand < 2; hand++) {
      const now = await waitFor(() => turnOf(b.room), 5_000, 'the next hand in turn');
      if (now.turnSeat !== 1) break; // a split hand that reached 21 stood by itself
      const before = now.turnHand;
      b.room.send('action', { roundNumber: round.roundNumber, move: 'stand' });
      moves.push({ userId: b.player.userId, move: 'stand' });
      await waitFor(
        () => {
          const s = turnOf(b.room);
          return !s || s.turnSeat !== 1 || s.turnHand !== before ? true : undefined;
        },
        5_000,
        'the stand',
      );
    }
    const clock = await waitFor(
      () => (turnOf(c.room)?.turnSeat === 2 ? turnOf(c.room) : undefined),
      5_000,
      "seat 2's turn",
    );
    expect(clock.turnEndsAt).toBeGreaterThan(clock.serverNow);
    await waitFor(
      () => (liveSnapshotOf(c.room).phase !== 'playing' ? true : undefined),
      8_000,
      'the time-out and the dealer',
    );

    // Everyone is paid what the engine's rules give on these cards and moves.
    const settled = await Promise.all(
      seats.map((seat) =>
        waitFor(
          () => seat.received.settled.find((s) => s.roundNumber === round.roundNumber),
          8_000,
          'the settlement',
        ),
      ),
    );
    const bets = await h.db
      .selectFrom('live_bets')
      .select(['id', 'user_id', 'kind', 'spec', 'stake', 'payout', 'status'])
      .where('round_id', '=', BigInt(round.roundId))
      .orderBy('id')
      .execute();
    expect(bets.map((bet) => bet.kind)).toEqual(['seat', 'seat', 'seat', 'split']);
    expect(bets.every((bet) => bet.status === 'settled')).toBe(true);
    const expected = replay(cards, moves, bets);
    for (const [i, seat] of seats.entries()) {
      const mine = bets.filter((bet) => bet.user_id === seat.player.userId);
      const staked = mine.reduce((sum, bet) => sum + bet.stake, 0n);
      const returned = mine.reduce((sum, bet) => sum + BigInt(expected.get(bet.id.toString()) ?? -1), 0n);
      expect(mine.map((bet) => bet.payout)).toEqual(
        mine.map((bet) => BigInt(expected.get(bet.id.toString())!)),
      );
      expect(await h.coins(seat.player)).toBe(START - staked + returned);
      expect(settled[i]!.net).toBe(settledNet(returned - staked));
    }
    // The persisted outcome lists exactly the cards the round took from the shoe (what the Fairness
    // page rebuilds once the shoe's seed is revealed).
    const { outcome } = await h.db
      .selectFrom('live_rounds')
      .select('outcome')
      .where('id', '=', BigInt(round.roundId))
      .executeTakeFirstOrThrow();
    const recorded = outcome as {
      cardsUsed: number;
      dealerCards: string[];
      seats: Array<{ hands: Array<{ cards: string[] }> }>;
    };
    const shown = [
      ...recorded.dealerCards,
      ...recorded.seats.flatMap((st) => st.hands.flatMap((hd) => hd.cards)),
    ];
    expect(shown.sort()).toEqual(cards.slice(0, recorded.cardsUsed).map(cardToString).sort());
    const final = liveSnapshotOf(watcher.room);
    expect(final.seats.find((s) => s.seat === 2)?.hands[0]?.status).toMatch(/^(won|lost|push)$/);

    // The spectator's every state: while a seat still had a hand to play, one dealer card only.
    const hole = cardToString(cards[7]!);
    const whilePlaying = watched.filter((s) =>
      s.seats.some((seat) => seat.hands.some((hd) => hd.status === 'playing')),
    );
    expect(whilePlaying.length).toBeGreaterThan(0);
    for (const s of whilePlaying) expect(s.dealerCards).toEqual([cardToString(cards[3]!)]);
    expect(watched.some((s) => s.dealerCards[1] === hole)).toBe(true);
    expect((await h.audit()).ok).toBe(true);
    for (const seat of [...seats, watcher]) await seat.room.leave();
  });

  it('keeps a seat through a reconnection: the player drops, comes back and plays their hand', async () => {
    const tableId = await publicTableOf(h.db, 'live-blackjack');
    await commitShoe(tableId, twoSeatDealFits);
    const [a, b] = [await h.newPlayer(), await h.newPlayer()];
    const seatA = await h.join(a, tableId);
    const seatB = await h.join(b, tableId);
    const round = await bettingRound(seatA.room);
    seatA.room.send('bet', { game: 'live-blackjack', clientBetId: 'reconnect-a', seat: 0, amount: '25.00' });
    seatB.room.send('bet', { game: 'live-blackjack', clientBetId: 'reconnect-b', seat: 1, amount: '25.00' });
    await waitFor(
      () => seatA.received.accepted.length + seatB.received.accepted.length === 2,
      5_000,
      'the bets',
    );

    // The connection dies (not a consented leave): the seat stays, shown as disconnected.
    const token = seatA.room.reconnectionToken;
    seatA.room.connection.close(3001, 'network gone');
    await waitFor(
      () =>
        liveSnapshotOf(seatB.room).seats.find((s) => s.seat === 0)?.connected === false ? true : undefined,
      5_000,
      'the seat to show disconnected',
    );
    const back = await h.client(a).reconnect(token);
    const backReceived = recordLive(back);
    const seat = await waitFor(
      () => {
        const s = liveSnapshotOf(back);
        return s.phase === 'playing' && s.turnSeat === 0 ? s.seats.find((x) => x.seat === 0) : undefined;
      },
      8_000,
      'seat 0 in turn after the reconnection',
    );
    expect(seat.userId).toBe(a.userId);
    expect(seat.connected).toBe(true);
    back.send('action', { roundNumber: round.roundNumber, move: 'stand' });
    await waitFor(
      () =>
        liveSnapshotOf(seatB.room).seats.find((s) => s.seat === 0)?.hands[0]?.status === 'playing'
          ? undefined
          : true,
      5_000,
      'the stand of the player who came back',
    );
    expect(liveSnapshotOf(seatB.room).turnSeat).not.toBe(0);
    // The move was taken (not refused, nor overtaken by the clock).
    await sleep(200);
    expect(backReceived.notices).toEqual([]);
    await back.leave();
    await seatB.room.leave();
  });
});

/** The engine's payouts for the round as the room should have played it. */
function replay(
  cards: readonly CardId[],
  moves: ReadonlyArray<{ userId: string; move: 'stand' | 'split' }>,
  rows: ReadonlyArray<{ id: bigint; user_id: string; kind: string; spec: unknown; stake: bigint }>,
): Map<string, number> {
  const bets: LiveBlackjackBet[] = rows.map((row) => {
    const spec = (typeof row.spec === 'string' ? JSON.parse(row.spec) : row.spec) as {
      seat: number;
      hand?: number;
    };
    return {
      id: row.id.toString(),
      userId: row.user_id,
      kind: row.kind as LiveBlackjackBet['kind'],
      seat: spec.seat,
      hand: spec.hand ?? 0,
      stake: Number(row.stake),
    };
  });
  const dealt = dealLiveBlackjack(liveSeatsOf(bets), cards);
  if (!dealt.ok) throw new Error(dealt.error);
  let state: LiveBlackjackState = dealt.state;
  for (const { userId, move } of moves) {
    const next = liveBlackjackReducer(state, { type: 'move', userId, move });
    if (!next.ok) throw new Error(next.error);
    state = next.state;
  }
  // Seat 2's owner never moved: the time-out stood the hand.
  expect(state.turn?.seat).toBe(2);
  const timedOut = liveBlackjackReducer(state, { type: 'timeout' });
  if (!timedOut.ok) throw new Error(timedOut.error);
  return new Map(liveBlackjackPayouts(timedOut.state, bets).map((p) => [p.betId, p.payout]));
}

const settledNet = (units: bigint): string => (units < 0n ? `-${formatMoney(-units)}` : formatMoney(units));
