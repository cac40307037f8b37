import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, type PokerRoomMessage, type PokerRoomNotice } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { auditLedger, getWalletBalances, seatChips } from '@casino/domain';
import { legalActions } from '@casino/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/manual-clock.js';
import { makePlayer, seedTables, type Player } from '../../test/test-players.js';
import { DEFAULT_POKER_TIMING } from './poker-room-deps.js';
import { PokerTable } from './poker-table.js';
import { describeRefusal } from './table-refusals.js';

// The PokerTable without Colyseus or a network: the room's commands, the hands' deals, the timers and
// the ledger, on a real test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a manual
// clock. Tables come from the seeded catalogue: 1 is 6-max 2/5 GC with buy-ins of 100-1,000 coins;
// 2 is heads-up with the same stakes. Amounts in the engine are minor units (1 coin = 100).

const timing = DEFAULT_POKER_TIMING;

/** What the table told its host: how often it changed, its notices, whether it stopped. */
class RecordingHost {
  changes = 0;
  notices: PokerRoomNotice[] = [];
  stopped = false;
  changed = () => void this.changes++;
  tellAll = (notice: PokerRoomNotice) => void this.notices.push(notice);
  stop = () => void (this.stopped = true);
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedTables(t.db);
});
afterAll(() => t.close());

async function openTable(tableId: number) {
  const clock = new ManualClock();
  const host = new RecordingHost();
  const table = await PokerTable.open(
    { db: t.db, timing, log: () => undefined },
    tableId,
    `unit-test/${tableId}`,
    clock,
    { changed: host.changed, tellAll: host.tellAll, stopped: host.stop },
  );
  /** Lets `ms` pass a tick at a time, letting the table finish what each tick started. */
  const pass = async (ms: number) => {
    for (let left = ms; left > 0; left -= timing.tickMs) {
      clock.advance(Math.min(timing.tickMs, left));
      await table.idle();
    }
  };
  return { table, clock, host, pass };
}

const coins = async (p: Player) => (await getWalletBalances(t.db, p.userId)).coins;

/** The relative modules `file` imports, followed through the whole graph; and every package named. */
function importGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
  seen.set(
    file,
    specifiers.filter((s) => !s.startsWith('.')),
  );
  for (const s of specifiers.filter((x) => x.startsWith('.')))
    importGraph(join(dirname(file), s.replace(/\.js$/, '.ts')), seen);
  return seen;
}

it('the table imports nothing of Colyseus, directly or through its modules', () => {
  const graph = importGraph(join(dirname(fileURLToPath(import.meta.url)), 'poker-table.ts'));
  expect(graph.size).toBeGreaterThan(5);
  const packages = [...graph.values()].flat();
  expect(packages).toContain('@casino/engine');
  expect(packages.filter((p) => p.includes('colyseus'))).toEqual([]);
});

describe(`PokerTable on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, without Colyseus`, () => {
  it('plays whole hands on a manual clock: buy-ins, the deal, a timed-out fold, a showdown, settlement and cash-outs', async () => {
    const { table, clock, host, pass } = await openTable(2);
    const players = [await makePlayer(t.db, 5_000n), await makePlayer(t.db, 5_000n)];
    for (const p of players) table.connect(p.userId, p);
    for (const p of players) await table.command(p.userId, { type: 'sit', buyIn: '500.00' });
    for (const p of players) expect(await coins(p)).toBe(450_000n);
    for (const p of players) expect(await seatChips(t.db, 2, p.userId)).toBe(50_000n);

    // Between hands the next deck's commitment is public; a player's seed for it mixes the deal.
    const next = table.extras().nextDeck;
    expect(next?.deckCommitment).toMatch(/^[0-9a-f]{64}$/);
    await table.command(players[0]!.userId, {
      type: 'seed',
      clientSeed: 'my-own-seed',
      deckCommitment: next!.deckCommitment,
    });

    // No hand before the pause between hands has passed; then one is dealt from the committed deck.
    await pass(timing.nextHandDelayMs - timing.tickMs);
    expect(table.state.hand).toBeNull();
    await pass(timing.tickMs);
    const first = table.state.hand!;
    expect(first.deal.deckCommitment).toBe(next!.deckCommitment);
    expect(first.deal.playerSeeds.find((s) => s.seat === table.seatOf(players[0]!.userId))?.seed).toBe(
      'my-own-seed',
    );
    expect(table.extras().nextDeck).toBeNull();
    const record = await t.db
      .selectFrom('poker_hands')
      .select(['status', 'server_seed'])
      .where('table_id', '=', 2)
      .where('hand_number', '=', first.handNumber)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('in_progress');
    expect(record.server_seed).toMatch(/^[0-9a-f]{64}$/);
    // The state a REST caller reads: their own two cards, nobody else's.
    for (const p of players) {
      const state = table.gameStateFor(p.userId);
      expect(state.playerCards).toHaveLength(2);
      const others = state.seats.filter((s) => s.playerId !== p.userId);
      expect(others.every((s) => s.cards.length === 0)).toBe(true);
    }

    // Heads-up, the dealer posts the small blind and acts first; nobody acts, so the timer folds them.
    const actor = first.actionOn!;
    const folder = first.players[actor]!.playerId;
    const deadline = first.actionDeadline!;
    await pass(deadline - clock.now() - timing.tickMs);
    expect(table.state.hand?.handNumber).toBe(first.handNumber);
    await pass(2 * timing.tickMs);
    expect(table.state.hand).toBeNull();
    expect(table.extras().lastActions.get(actor)).toBe('Fold (time)');
    const lastHand = table.extras().lastHand!;
    expect(lastHand.handNumber).toBe(first.handNumber);
    // The pot is both blinds' 2: the big blind's uncalled 3 goes back.
    expect(lastHand.winners.map((w) => [w.playerId, w.amount])).toEqual([
      [players.find((p) => p.userId !== folder)!.userId, 400],
    ]);
    // Its result for the winner is the small blind won: +2 coins.
    expect(lastHand.winners.map((w) => w.net)).toEqual([200]);
    // The 52 card commitments hash to the deck commitment dealt from.
    expect(createHash('sha256').update(lastHand.proof.commitments.join('')).digest('hex')).toBe(
      next!.deckCommitment,
    );
    expect(await seatChips(t.db, 2, folder)).toBe(49_800n);
    expect(await seatChips(t.db, 2, players.find((p) => p.userId !== folder)!.userId)).toBe(50_200n);
    const settled = await t.db
      .selectFrom('poker_hands')
      .select('status')
      .where('table_id', '=', 2)
      .where('hand_number', '=', first.handNumber)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('completed');

    // A player who let the timer act sits out until they sit back in; then the next hand is dealt.
    expect(table.state.seats[actor]?.sittingOut).toBe(true);
    await pass(timing.nextHandDelayMs);
    expect(table.state.hand).toBeNull();
    await table.command(folder, { type: 'sit-in' });
    // The second hand is played to the showdown by commands: whoever is to act checks or calls.
    await pass(timing.nextHandDelayMs);
    const second = table.state.hand!;
    expect(second.handNumber).toBe(first.handNumber + 1);
    for (let step = 0; step < 20 && table.state.hand; step++) {
      const seat = table.state.hand.actionOn!;
      const mine = legalActions(table.state, seat);
      const userId = table.state.seats[seat]!.playerId;
      await table.command(userId, {
        type: 'action',
        action: mine.canCheck ? 'check' : 'call',
        version: table.state.version,
      });
    }
    expect(table.state.hand).toBeNull();
    expect(table.extras().lastHand?.showdown).toBe(true);
    const stacks = players.map((p) => table.state.seats.find((s) => s?.playerId === p.userId)!.stack);
    expect(stacks.reduce((a, b) => a + b, 0)).toBe(100_000);
    for (const [i, p] of players.entries())
      expect(await seatChips(t.db, 2, p.userId)).toBe(BigInt(stacks[i]!));
    const sessions = await t.db
      .selectFrom('game_sessions')
      .select(['user_id', 'bet_amount', 'win_amount'])
      .where(
        'user_id',
        'in',
        players.map((p) => p.userId),
      )
      .execute();
    expect(sessions).toHaveLength(4);
    expect(sessions.reduce((sum, s) => sum + s.win_amount - s.bet_amount, 0n)).toBe(0n);

    // Standing up between hands cashes the stack out at once; every coin is where it should be.
    for (const [i, p] of players.entries()) {
      expect(await table.answer(p.userId, { op: 'leave' })).toMatchObject({
        ok: true,
        cashedOut: (stacks[i]! / 100).toFixed(2),
      });
      expect(await coins(p)).toBe(450_000n + BigInt(stacks[i]!));
    }
    expect(table.state.seats.every((s) => s === null)).toBe(true);
    expect((await auditLedger(t.db)).ok).toBe(true);
    expect(host.changes).toBeGreaterThan(0);
    expect(host.notices).toEqual([]);
    expect(host.stopped).toBe(false);
    await table.release();
  });

  it('sits out a player absent past the reconnection grace, and cashes out one sitting out past the limit', async () => {
    const { table, pass } = await openTable(3);
    const [here, away] = [await makePlayer(t.db, 1_000n), await makePlayer(t.db, 1_000n)];
    table.connect(here.userId, here);
    table.connect(away.userId, away);
    for (const p of [here, away]) await table.command(p.userId, { type: 'sit', buyIn: '100.00' });
    await table.command(away.userId, { type: 'sit-out' });
    table.disconnect(away.userId, away);
    const seat = table.seatOf(away.userId)!;
    await pass(timing.sitOutLimitMs - timing.tickMs);
    expect(table.state.seats[seat]?.sittingOut).toBe(true);
    expect(await coins(away)).toBe(90_000n);
    await pass(2 * timing.tickMs);
    expect(table.seatOf(away.userId)).toBeNull();
    expect(await coins(away)).toBe(100_000n);
    expect(table.seatOf(here.userId)).not.toBeNull();
    await table.release();
    // The clean close cashes out whoever is still seated.
    expect(await coins(here)).toBe(100_000n);
  });

  it('takes one of two players racing for the same seat, and moves only that buy-in', async () => {
    const { table } = await openTable(4);
    const racers = [await makePlayer(t.db, 5_000n), await makePlayer(t.db, 5_000n)];
    const outcomes = await Promise.allSettled(
      racers.map((p) => table.command(p.userId, { type: 'sit', buyIn: '600.00', seat: 2 })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(describeRefusal(refused?.reason).code).toBe(ErrorCode.conflict);
    const winner = racers[outcomes.findIndex((o) => o.status === 'fulfilled')]!;
    const loser = racers.find((p) => p !== winner)!;
    expect(table.seatOf(winner.userId)).toBe(2);
    expect(table.seatOf(loser.userId)).toBeNull();
    expect(await coins(winner)).toBe(440_000n);
    expect(await coins(loser)).toBe(500_000n);
    expect(await seatChips(t.db, 4, winner.userId)).toBe(60_000n);
    await table.release();
    expect(await coins(winner)).toBe(500_000n);
  });

  describe('refuses what the rules forbid, changing nothing', () => {
    let table: PokerTable;
    let seated: Player[];
    let spectator: Player;
    beforeAll(async () => {
      const opened = await openTable(1);
      table = opened.table;
      seated = [await makePlayer(t.db, 5_000n), await makePlayer(t.db, 5_000n)];
      spectator = await makePlayer(t.db, 5_000n);
      for (const p of seated) await table.command(p.userId, { type: 'sit', buyIn: '200.00' });
      await opened.pass(timing.nextHandDelayMs);
      expect(table.state.hand).not.toBeNull();
    });
    afterAll(() => table.release());

    type Who = 'spectator' | 'actor' | 'waiting';
    const cases: Array<{
      name: string;
      who: Who;
      command: (version: number) => PokerRoomMessage;
      code: string;
    }> = [
      {
        name: 'a spectator acts',
        who: 'spectator',
        command: (v) => ({ type: 'action', action: 'fold', version: v }),
        code: ErrorCode.notSeated,
      },
      {
        name: 'a spectator sends a seed',
        who: 'spectator',
        command: () => ({ type: 'seed', clientSeed: 's', deckCommitment: 'a'.repeat(64) }),
        code: ErrorCode.notSeated,
      },
      {
        name: 'a spectator tops up',
        who: 'spectator',
        command: () => ({ type: 'top-up', amount: '10.00' }),
        code: ErrorCode.notSeated,
      },
      {
        name: 'a spectator stands up',
        who: 'spectator',
        command: () => ({ type: 'stand-up' }),
        code: ErrorCode.notSeated,
      },
      {
        name: 'a buy-in below the minimum',
        who: 'spectator',
        command: () => ({ type: 'sit', buyIn: '99.99' }),
        code: ErrorCode.betOutOfRange,
      },
      {
        name: 'a buy-in above the maximum',
        who: 'spectator',
        command: () => ({ type: 'sit', buyIn: '1000.01' }),
        code: ErrorCode.betOutOfRange,
      },
      {
        name: 'a seat already taken',
        who: 'spectator',
        command: () => ({ type: 'sit', buyIn: '200.00', seat: 0 }),
        code: ErrorCode.conflict,
      },
      {
        name: 'a seat the table does not have',
        who: 'spectator',
        command: () => ({ type: 'sit', buyIn: '200.00', seat: 7 }),
        code: ErrorCode.tableFull,
      },
      {
        name: 'sitting down twice',
        who: 'waiting',
        command: () => ({ type: 'sit', buyIn: '200.00' }),
        code: ErrorCode.alreadySeated,
      },
      {
        name: 'acting out of turn',
        who: 'waiting',
        command: (v) => ({ type: 'action', action: 'call', version: v }),
        code: ErrorCode.invalidAction,
      },
      {
        name: 'acting on a stale version',
        who: 'actor',
        command: (v) => ({ type: 'action', action: 'call', version: v - 1 }),
        code: ErrorCode.staleVersion,
      },
      {
        name: 'checking facing the big blind',
        who: 'actor',
        command: (v) => ({ type: 'action', action: 'check', version: v }),
        code: ErrorCode.invalidAction,
      },
      {
        name: 'a raise without an amount',
        who: 'actor',
        command: (v) => ({ type: 'action', action: 'raise', version: v }),
        code: ErrorCode.validation,
      },
      {
        name: 'a raise below the minimum',
        who: 'actor',
        command: (v) => ({ type: 'action', action: 'raise', amount: '6.00', version: v }),
        code: ErrorCode.invalidAction,
      },
      {
        name: 'a raise beyond the stack',
        who: 'actor',
        command: (v) => ({ type: 'action', action: 'raise', amount: '900.00', version: v }),
        code: ErrorCode.invalidAction,
      },
      {
        name: 'sitting in while playing',
        who: 'actor',
        command: () => ({ type: 'sit-in' }),
        code: ErrorCode.invalidAction,
      },
      {
        name: 'topping up during a hand',
        who: 'waiting',
        command: () => ({ type: 'top-up', amount: '10.00' }),
        code: ErrorCode.invalidAction,
      },
    ];

    it.each(cases)('$name: $code', async ({ who, command, code }) => {
      const actorSeat = table.state.hand!.actionOn!;
      const actor = seated.find((p) => table.seatOf(p.userId) === actorSeat)!;
      const player = { spectator, actor, waiting: seated.find((p) => p !== actor)! }[who];
      const version = table.state.version;
      const wallet = await coins(player);
      const error = await table.command(player.userId, command(version)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(describeRefusal(error).code).toBe(code);
      expect(table.state.version).toBe(version);
      expect(await coins(player)).toBe(wallet);
    });

    it('answers a refused REST call with its code, not an exception', async () => {
      const version = table.state.version;
      expect(await table.answer(spectator.userId, { op: 'action', type: 'fold' })).toEqual({
        ok: false,
        error: ErrorCode.notSeated,
        message: 'You are not seated at this table.',
      });
      expect(table.state.version).toBe(version);
    });
  });
});
