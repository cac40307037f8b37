import {
  OVERVIEW_DEFAULT_DAYS,
  OVERVIEW_MAX_DAYS,
  STARTING_GRANT,
  type AdminOverview,
} from '@casino/contracts';
import { addDays, formatMoney, parseMoney } from '@casino/domain';
import { gameById } from '@casino/games';
import { sql } from '@casino/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEligible } from '../../../test/eligible-player.js';
import { usePlayTestApi, type Player } from '../../../test/play-test-api.js';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';

// The overview's numbers over seeded play (issue 15): each checked against what the players' own
// pages say (their sessions, their balances), not against the overview's own queries.

const { api, newPlayer, post, sessionsOf } = usePlayTestApi();
let admin: SignedIn;
let today: string;

const overview = async (query = '') => {
  const response = await api().app.inject({
    method: 'GET',
    url: `/api/admin/overview${query}`,
    headers: { cookie: admin.cookie },
  });
  return response;
};
const overviewOf = async (query = '') => {
  const response = await overview(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOverview>();
};
const sum = (amounts: string[]) => formatMoney(amounts.reduce((s, a) => s + parseMoney(a), 0n));
const signed = (units: bigint) => formatMoney(units);
const units = (text: string) => (text.startsWith('-') ? -parseMoney(text.slice(1)) : parseMoney(text));

beforeAll(async () => {
  admin = await seededAdmin(api());
  // The database's day: sessions and ledger entries are stamped by the database clock.
  const { rows } = await sql<{ day: string }>`select (now() at time zone 'UTC')::date::text as day`.execute(
    api().t.db,
  );
  today = rows[0]?.day ?? '';
});

const spin = async (p: Player, gameId: number, betAmount: string) => {
  const response = await post(p, '/api/slots/spin', { betAmount, gameId });
  expect(response.statusCode, response.body).toBe(200);
};

describe(`admin overview (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers today and the days before it, zeros filled, with the default period', async () => {
    const body = await overviewOf();
    expect(body.to).toBe(today);
    expect(body.from).toBe(addDays(today, -(OVERVIEW_DEFAULT_DAYS - 1)));
    expect(body.days.map((d) => d.day)).toEqual(
      Array.from({ length: OVERVIEW_DEFAULT_DAYS }, (_, i) => addDays(body.from, i)),
    );
    expect(body.days[0]).toEqual({
      day: body.from,
      wagered: '0.00',
      houseResult: '0.00',
      sweepsWagered: '0.00',
      sweepsHouseResult: '0.00',
      rounds: 0,
      activePlayers: 0,
      newPlayers: 0,
      purchases: 0,
      purchasesUsd: '0.00',
      sweepsIssued: '0.00',
    });
  });

  it.each([
    ['from after to', '?from=2026-03-02&to=2026-03-01', 'querystring.from'],
    ['a period longer than the most', `?from=2024-01-01&to=2025-01-01`, 'querystring.from'],
    ['a day the calendar does not have', '?from=2026-02-31', 'querystring.from'],
    ['a malformed day', '?to=2026-1-01', 'querystring.to'],
    ['an unknown filter', '?game=slots', 'querystring'],
    ['a default end past the calendar', '?from=9999-12-31', 'querystring.from'],
    ['a default start before the calendar', '?to=0001-01-02', 'querystring.to'],
    ['the year zero', '?from=0000-01-01', 'querystring.from'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const response = await overview(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}[.:]`));
  });

  it.each([
    ['both ends', '?from=2026-01-01&to=2026-01-03', '2026-01-01', '2026-01-03'],
    ['the start alone: the default length from it', '?from=2026-01-01', '2026-01-01', '2026-01-30'],
    ['the end alone: the default length up to it', '?to=2026-01-30', '2026-01-01', '2026-01-30'],
    ['one day', '?from=2026-05-05&to=2026-05-05', '2026-05-05', '2026-05-05'],
    ['the longest period', '?from=2024-01-01&to=2024-12-31', '2024-01-01', '2024-12-31'],
  ])('answers a period given by %s, every day present', async (_name, query, from, to) => {
    const body = await overviewOf(query);
    expect({ from: body.from, to: body.to }).toEqual({ from, to });
    expect(body.days[0]?.day).toBe(from);
    expect(body.days.at(-1)?.day).toBe(to);
    expect(new Set(body.days.map((d) => d.day)).size).toBe(body.days.length);
    expect(body.days.length).toBeLessThanOrEqual(OVERVIEW_MAX_DAYS);
  });

  it("counts today's play exactly as the players' own sessions say, per day and per game", async () => {
    const before = await overviewOf();
    const [a, b, c] = [await newPlayer(), await newPlayer(), await newPlayer()];
    await spin(a, 6, '2.50');
    await spin(a, 6, '1.00');
    await spin(a, 7, '5.00');
    await spin(b, 7, '3.00');
    // c plays nothing: a new player, not an active one.
    const after = await overviewOf();
    const played = [
      ...(await sessionsOf(a)).map((s) => ({ ...s, player: a.id })),
      ...(await sessionsOf(b)).map((s) => ({ ...s, player: b.id })),
      ...(await sessionsOf(c)).map((s) => ({ ...s, player: c.id })),
    ];
    const stakes = (list: typeof played) => sum(list.map((s) => s.betAmount));
    const houseOf = (list: typeof played) =>
      signed(units(stakes(list)) - units(sum(list.map((s) => s.winAmount))));
    const dayBefore = before.days.find((d) => d.day === today);
    const day = after.days.find((d) => d.day === today);
    const delta = (field: 'wagered' | 'houseResult' | 'sweepsIssued') =>
      signed(units(day?.[field] ?? '0') - units(dayBefore?.[field] ?? '0'));
    const count = (field: 'rounds' | 'activePlayers' | 'newPlayers') =>
      (day?.[field] ?? 0) - (dayBefore?.[field] ?? 0);
    const cases: Array<[string, unknown, unknown]> = [
      ['wagered: the stakes of their sessions', delta('wagered'), stakes(played)],
      ['house result: stakes minus returns', delta('houseResult'), houseOf(played)],
      ['rounds', count('rounds'), 4],
      ['active players: those who settled a round', count('activePlayers'), 2],
      ['new players: all three', count('newPlayers'), 3],
      [
        'coins outstanding: their starting grants, less what the house took',
        signed(units(after.coinsOutstanding) - units(before.coinsOutstanding)),
        signed(3n * parseMoney(STARTING_GRANT.coins) - units(houseOf(played))),
      ],
      ['sweeps wagered: no game takes sweeps', day?.sweepsWagered, '0.00'],
      [
        "sweeps issued: the new players' starting grants",
        delta('sweepsIssued'),
        formatMoney(3n * parseMoney(STARTING_GRANT.sweepstakesCoins)),
      ],
      [
        'sweeps outstanding rose by the grants',
        signed(units(after.sweepsOutstanding) - units(before.sweepsOutstanding)),
        formatMoney(3n * parseMoney(STARTING_GRANT.sweepstakesCoins)),
      ],
      ['total sessions: the spec dashboard', after.totals.totalSessions - before.totals.totalSessions, 4],
    ];
    for (const [name, got, want] of cases) expect({ name, value: got }).toEqual({ name, value: want });

    for (const [gameId, players] of [
      [6, [a.id]],
      [7, [a.id, b.id]],
    ] as const) {
      const mine = played.filter((s) => s.gameId === gameId);
      expect(after.games.find((g) => g.game === gameById(gameId)?.key)).toEqual({
        game: gameById(gameId)?.key,
        name: gameById(gameId)?.name,
        wagered: stakes(mine),
        houseResult: houseOf(mine),
        rounds: mine.length,
        players: players.length,
      });
    }
  });

  it('counts a round on the UTC day it settled, and a purchase on the day it completed', async () => {
    const p = await newPlayer();
    await spin(p, 6, '4.00');
    const [session] = await sessionsOf(p);
    const yesterday = addDays(today, -1);
    // Backdate the round to yesterday noon UTC, as if it had been played then.
    await sql`update game_sessions set created_at = ${new Date(`${yesterday}T12:00:00Z`)}
      where id = ${BigInt(session?.id ?? '0')}`.execute(api().t.db);
    await makeEligible(api().t.db, p.id);
    const bought = await api().app.inject({
      method: 'POST',
      url: '/api/coin-packages/purchase',
      headers: { cookie: p.cookie, 'idempotency-key': `overview-${p.id}` },
      payload: { packageId: 2 },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const purchase = await api()
      .t.db.selectFrom('coin_purchases')
      .select(['id', 'price_cents'])
      .where('user_id', '=', p.id)
      .executeTakeFirstOrThrow();
    await api()
      .t.db.updateTable('coin_purchases')
      .set({ completed_at: new Date(`${yesterday}T23:59:59Z`) })
      .where('id', '=', purchase.id)
      .execute();
    const body = await overviewOf(`?from=${yesterday}&to=${yesterday}`);
    expect(body.days).toHaveLength(1);
    expect(body.days[0]).toMatchObject({
      day: yesterday,
      wagered: '4.00',
      houseResult: signed(parseMoney('4.00') - units(session?.winAmount ?? '0')),
      rounds: 1,
      activePlayers: 1,
      purchases: 1,
      purchasesUsd: formatMoney(BigInt(purchase.price_cents)),
    });
    expect(body.games).toEqual([
      expect.objectContaining({ game: gameById(6)?.key, wagered: '4.00', rounds: 1, players: 1 }),
    ]);
  });

  it('counts suspended players and pending adjustments, and shows the last audit run', async () => {
    const before = await overviewOf();
    const p = await newPlayer();
    const staff = await signedInAs(api(), 'admin', 'requester');
    await api()
      .t.db.updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'test' })
      .where('id', '=', p.id)
      .execute();
    await api()
      .t.db.insertInto('balance_adjustments')
      .values({
        user_id: p.id,
        currency: 'coins',
        amount: 500_000n,
        reason_code: 'goodwill',
        note: 'waiting for a second admin',
        status: 'pending',
        requested_by: staff.userId,
      })
      .execute();
    const audit = await api().app.inject({
      method: 'POST',
      url: '/api/admin/ledger/audits',
      headers: { cookie: admin.cookie },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const after = await overviewOf();
    expect({
      suspended: after.suspendedPlayers - before.suspendedPlayers,
      pending: after.pendingAdjustments - before.pendingAdjustments,
      lastAudit: after.lastAudit,
    }).toEqual({ suspended: 1, pending: 1, lastAudit: audit.json() });
  });
});
