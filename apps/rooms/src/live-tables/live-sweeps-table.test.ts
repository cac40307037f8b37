import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '@casino/domain';
import { liveRoulettePayout, liveRoulettePocket } from '@casino/engine';
import {
  bettingRound,
  LiveHarness,
  liveSnapshotOf,
  publicTableOf,
  waitFor,
} from '../../test/live-harness.js';

// Sweepstakes play at a live table (issue 18) with the real colyseus.js client: the seeded public
// sweepstakes roulette table takes bets of 0.20-50.00 SC from the SC wallet, into the round's escrow in
// sweepstakes coins, and pays back in them; coins never move.

let h: LiveHarness;
beforeAll(async () => {
  h = await LiveHarness.start();
});
afterAll(() => h.close());

describe(`a sweepstakes live roulette table on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('takes a sweepstakes bet, settles it in sweepstakes coins, and moves no coins', async () => {
    const tableId = await publicTableOf(h.db, 'live-roulette', 'sweeps');
    const player = await h.newPlayer(1_000n, { sweeps: 20n });
    const { room, received } = await h.join(player, tableId);
    const round = await bettingRound(room);
    expect(liveSnapshotOf(room)).toMatchObject({ currency: 'sweeps', minBet: 20, maxBet: 5_000 });
    const coinsBefore = await h.coins(player);
    const sweepsBefore = await h.sweeps(player);

    room.send('bet', {
      game: 'live-roulette',
      clientBetId: 'sweeps-red-1',
      currency: 'sweeps',
      bets: [{ type: 'red', amount: '1.50' }],
    });
    const accepted = await waitFor(() => received.accepted[0], 5_000, 'the bet in escrow');
    expect(accepted).toMatchObject({ clientBetId: 'sweeps-red-1', currency: 'sweeps' });
    expect(parseMoney(accepted.balance)).toBe(sweepsBefore - 150n);
    const escrow = await h.db
      .selectFrom('accounts')
      .select(['currency', 'balance'])
      .where('code', '=', `live-round:${round.roundId}`)
      .execute();
    expect(escrow).toEqual([{ currency: 'sweeps', balance: 150n }]);

    const settled = await waitFor(
      () => received.settled.find((s) => s.roundNumber === round.roundNumber),
      10_000,
      'the settlement',
    );
    const row = await h.db
      .selectFrom('live_rounds')
      .select(['server_seed', 'client_seed', 'nonce'])
      .where('id', '=', BigInt(round.roundId))
      .executeTakeFirstOrThrow();
    const pocket = liveRoulettePocket({
      serverSeed: row.server_seed!,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    });
    const paid = BigInt(liveRoulettePayout({ type: 'red', amount: 150 }, pocket));
    expect(settled).toMatchObject({ currency: 'sweeps', staked: '1.50' });
    expect(parseMoney(settled.returned)).toBe(paid);
    expect(await h.sweeps(player)).toBe(sweepsBefore - 150n + paid);
    expect(await h.coins(player)).toBe(coinsBefore);
    const session = await h.db
      .selectFrom('game_sessions')
      .select(['currency', 'bet_amount'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ currency: 'sweeps', bet_amount: 150n });
    expect(await h.audit()).toMatchObject({ ok: true, liveRoundEscrowMismatches: [] });
  });

  it('refuses a bet naming coins, a bet over the sweepstakes limit and a guest, moving nothing', async () => {
    const tableId = await publicTableOf(h.db, 'live-roulette', 'sweeps');
    const player = await h.newPlayer(1_000n, { sweeps: 100n });
    const guest = await h.newPlayer(1_000n);
    const seat = await h.join(player, tableId);
    const guestSeat = await h.join(guest, tableId);
    await bettingRound(seat.room);
    const before = [await h.sweeps(player), await h.coins(player), await h.coins(guest)];

    // A bet naming no currency is a coin bet: refused at a sweepstakes table.
    seat.room.send('bet', {
      game: 'live-roulette',
      clientBetId: 'coins-at-sc-1',
      bets: [{ type: 'red', amount: '1.00' }],
    });
    seat.room.send('bet', {
      game: 'live-roulette',
      clientBetId: 'over-the-limit-1',
      currency: 'sweeps',
      bets: [{ type: 'black', amount: '50.01' }],
    });
    guestSeat.room.send('bet', {
      game: 'live-roulette',
      clientBetId: 'guest-sweeps-1',
      currency: 'sweeps',
      bets: [{ type: 'red', amount: '1.00' }],
    });
    await waitFor(
      () => seat.received.notices.length === 2 && guestSeat.received.notices.length === 1,
      5_000,
      'the refusals',
    );
    const byId = new Map(
      [...seat.received.notices, ...guestSeat.received.notices].map((n) => [n.clientBetId, n]),
    );
    expect(byId.get('coins-at-sc-1')).toMatchObject({
      code: 'validation_error',
      message: 'currency: this table plays with sweepstakes coins, not coins.',
    });
    expect(byId.get('over-the-limit-1')).toMatchObject({
      code: 'bet_out_of_range',
      message: /0\.20 to 50\.00/,
    });
    expect(byId.get('guest-sweeps-1')).toMatchObject({
      code: 'forbidden',
      message: 'Register to play with sweepstakes coins.',
    });
    expect(seat.received.accepted).toEqual([]);
    expect([await h.sweeps(player), await h.coins(player), await h.coins(guest)]).toEqual(before);
  });
});
