import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, pendingEvents, seedCatalogue, spin } from '../../test/economy-fixtures.js';
import { holdTransaction } from '../../test/held-transaction.js';
import { systemClock } from '../clock.js';
import { auditLedger } from '../ledger/audit.js';
import {
  drainPendingEvents,
  MAX_PROJECTION_ATTEMPTS,
  projectEventsOf,
  projectPendingEvents,
  READ_PROJECTION_WAIT_MS,
  type Projection,
} from './event-projector.js';
import { createProjectorWorker } from './projector-worker.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const clock = systemClock;
const loyaltyOf = (userId: string) =>
  t.db.selectFrom('player_loyalty').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
/** Points earned by wagering alone (challenges completed by the same spins pay points too). */
const wagerPoints = async (userId: string) =>
  Number(
    (
      await t.db
        .selectFrom('loyalty_log')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points_change'), eb.val(0)).as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'wager')
        .executeTakeFirstOrThrow()
    ).n,
  );
const statsOf = (userId: string) =>
  t.db.selectFrom('leaderboard_stats').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
const spinsProgress = async (userId: string) =>
  (
    await t.db
      .selectFrom('player_achievements')
      .select('progress')
      .where('user_id', '=', userId)
      .where('achievement_id', '=', 'spins-100')
      .executeTakeFirst()
  )?.progress ?? 0n;

describe(`event projector (${label})`, () => {
  it('projects each settled round exactly once, with four projectors racing over the same outbox', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(t.db)));
    await Promise.all(players.map((p) => spin(t.db, p, 15, '2.00')));
    expect(await pendingEvents(t.db)).toBeGreaterThanOrEqual(60);

    const projected = await Promise.all(
      Array.from({ length: 4 }, () => drainPendingEvents(t.db, { clock, limit: 7 })),
    );
    expect(projected.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
    expect(await pendingEvents(t.db)).toBe(0);

    for (const player of players) {
      // 15 rounds of 2.00 = 30 coins wagered = 3 points; one leaderboard row with 15 sessions.
      expect(await wagerPoints(player)).toBe(3);
      expect(await loyaltyOf(player)).toMatchObject({ wager_carry: 0n });
      expect(await statsOf(player)).toMatchObject({ category: 'slots', sessions: 15, total_bet: 3_000n });
      expect(await spinsProgress(player)).toBe(15n);
    }
    // Nothing is left to do, by anyone.
    expect(await drainPendingEvents(t.db, { clock })).toBe(0);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('finds an event that commits after a later one was projected (no cursor to skip it)', async () => {
    const player = await newPlayer(t.db);
    // An open transaction holds an event with a lower id while a later event commits and is projected.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const slow = t.db.transaction().execute(async (trx) => {
      await sql`insert into domain_events (type, user_id, payload) values ('game.settled', ${player}, ${JSON.stringify(
        {
          sessionId: '0',
          gameId: 6,
          gameSlug: 'diamond-deluxe',
          betAmount: '1000',
          winAmount: '0',
          gameData: {},
        },
      )}::jsonb)`.execute(trx);
      inserted();
      await held;
    });
    await insertedSignal;
    if (t.label === 'postgres') {
      await spin(t.db, player, 1, '10.00');
      await drainPendingEvents(t.db, { clock });
      expect(await wagerPoints(player)).toBe(1);
      release();
      await slow;
      await drainPendingEvents(t.db, { clock });
      expect(await wagerPoints(player)).toBe(2);
    } else {
      // PGlite has one connection: the open transaction must end first; the order of ids is the same.
      release();
      await slow;
      await spin(t.db, player, 1, '10.00');
      await drainPendingEvents(t.db, { clock });
      expect(await wagerPoints(player)).toBe(2);
    }
    expect(await pendingEvents(t.db)).toBe(0);
  });

  it("a player's catch-up beside a projector holding their events never double-counts", async () => {
    const player = await newPlayer(t.db);
    await spin(t.db, player, 10, '5.00');
    const [a, b, c] = await Promise.all([
      projectEventsOf(t.db, player, clock),
      drainPendingEvents(t.db, { clock, limit: 3 }),
      projectEventsOf(t.db, player, clock, { waitForProjector: true }),
    ]);
    expect(a + b + c).toBeGreaterThanOrEqual(10);
    expect(await wagerPoints(player)).toBe(5);
    expect(await spinsProgress(player)).toBe(10n);
  });

  // A page waits a moment for a projector's batch holding the player's events, then reads what is
  // projected; a redemption's check waits for the batch. Needs a second connection: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a player's page waits at most READ_PROJECTION_WAIT_MS for a batch holding their events; a redemption waits for it",
    async () => {
      const player = await newPlayer(t.db);
      await spin(t.db, player, 3, '5.00');
      // Another projector's batch: the player's pending events locked until it commits.
      const batch = await holdTransaction(t.db, (trx) =>
        trx
          .selectFrom('domain_events')
          .select('id')
          .where('user_id', '=', player)
          .where('projected_at', 'is', null)
          .forUpdate()
          .execute(),
      );
      const startedAt = performance.now();
      expect(await projectEventsOf(t.db, player, clock)).toBe(0);
      const waited = performance.now() - startedAt;
      expect(waited).toBeGreaterThanOrEqual(READ_PROJECTION_WAIT_MS - 5);
      expect(await wagerPoints(player)).toBe(0);
      const attempts = await t.db
        .selectFrom('domain_events')
        .select(['projection_attempts', 'projection_error'])
        .where('user_id', '=', player)
        .execute();
      expect(attempts.every((e) => e.projection_attempts === 0 && e.projection_error === null)).toBe(true);

      const redemptionCheck = projectEventsOf(t.db, player, clock, { waitForProjector: true });
      let finished = false;
      void redemptionCheck.then(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, READ_PROJECTION_WAIT_MS * 3));
      expect(finished).toBe(false);
      await batch.release();
      expect(await redemptionCheck).toBeGreaterThanOrEqual(3);
      expect(await wagerPoints(player)).toBeGreaterThan(0);
    },
  );

  it('sets a failing event aside with its error after repeated attempts, and projects the others', async () => {
    const player = await newPlayer(t.db);
    await spin(t.db, player, 2, '10.00');
    await sql`insert into domain_events (type, user_id, payload) values ('game.settled', ${player}, ${JSON.stringify({ gameId: 6, betAmount: 'lots', winAmount: '0' })}::jsonb)`.execute(
      t.db,
    );
    const errors: unknown[] = [];
    for (let i = 0; i < MAX_PROJECTION_ATTEMPTS + 1; i++) {
      await drainPendingEvents(t.db, { clock, onError: (e) => errors.push(e) });
    }
    expect(errors).toHaveLength(MAX_PROJECTION_ATTEMPTS);
    const bad = await t.db
      .selectFrom('domain_events')
      .select(['projected_at', 'projection_attempts', 'projection_error'])
      .where('user_id', '=', player)
      .where('projected_at', 'is', null)
      .execute();
    expect(bad).toEqual([
      {
        projected_at: null,
        projection_attempts: MAX_PROJECTION_ATTEMPTS,
        projection_error: expect.stringContaining('lots') as unknown,
      },
    ]);
    expect(await wagerPoints(player)).toBe(2);
  });

  it('rolls a projection back with its marks when it fails, so nothing is half-applied', async () => {
    const player = await newPlayer(t.db);
    await spin(t.db, player, 1, '10.00');
    const failing: Projection = () => Promise.reject(new Error('projection down'));
    await projectPendingEvents(t.db, { clock, userId: player, projections: [failing] });
    expect(
      await t.db
        .selectFrom('player_loyalty')
        .select('points')
        .where('user_id', '=', player)
        .executeTakeFirst(),
    ).toBeUndefined();
    const event = await t.db
      .selectFrom('domain_events')
      .select(['projected_at', 'projection_attempts'])
      .where('user_id', '=', player)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ projected_at: null, projection_attempts: 1 });
    await projectEventsOf(t.db, player, clock);
    expect(await wagerPoints(player)).toBe(1);
  });

  it('the worker projects on a kick and on its interval, and stops cleanly', async () => {
    const worker = createProjectorWorker(t.db, { clock, intervalMs: 50, monthEndCheckMs: 60_000 });
    const player = await newPlayer(t.db);
    await spin(t.db, player, 3, '10.00');
    worker.kick();
    await worker.drain();
    expect(await wagerPoints(player)).toBe(3);

    worker.start();
    await spin(t.db, player, 2, '10.00');
    for (let i = 0; i < 100 && (await pendingEvents(t.db)) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(await wagerPoints(player)).toBe(5);
  });
});
