import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { DEFAULT_CHALLENGE_EXPIRY_MS } from '@casino/games';
import { createHash } from 'node:crypto';
import {
  balancesOf,
  chessFor,
  escrowOf,
  expectAuditOk,
  newPlayer,
  refusalOf,
  registeredPlayer,
} from '../../test/challenge-fixtures.js';
import { acceptChallenge } from './accept-challenge.js';
import {
  appendChallengeMoves,
  claimChallenge,
  markChallengeStarted,
  releaseChallenge,
  renewChallengeLeases,
  unhostedChallengeIds,
} from './challenge-lease.js';
import { challengeDetail } from './challenge-lists.js';
import { settleChallenge } from './challenge-settlement.js';
import { createChallenge } from './create-challenge.js';
import { expireChallenges } from './end-open-challenge.js';

let t: TestDatabase;
const TTL = 30_000;
const timing = () => ({ now: new Date(), expiryMs: DEFAULT_CHALLENGE_EXPIRY_MS });

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

async function playing(betAmount = '50') {
  const [creator, opponent] = [await newPlayer(t.db), await newPlayer(t.db)];
  const challenge = await createChallenge(t.db, creator, chessFor(betAmount), timing());
  await acceptChallenge(t.db, opponent, challenge.id, new Date());
  return { creator, opponent, id: challenge.id };
}

describe(`challenge lifecycle on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('create escrows the stake, accept escrows the second and commits the seed', async () => {
    const [creator, opponent] = [await newPlayer(t.db), await newPlayer(t.db)];
    const [before] = await balancesOf(t.db, creator);
    const challenge = await createChallenge(t.db, creator, chessFor('50'), timing());
    expect(challenge).toMatchObject({
      status: 'open',
      betAmount: '50.00',
      prizePool: '100.00',
      challengerRating: 1000,
    });
    expect(await escrowOf(t.db, challenge.id)).toBe(5_000n);
    const [after] = await balancesOf(t.db, creator);
    expect(before!.coins - after!.coins).toBe(5_000n);

    const accepted = await acceptChallenge(t.db, opponent, challenge.id, new Date());
    expect(accepted).toMatchObject({ status: 'playing', opponentId: opponent });
    expect(await escrowOf(t.db, challenge.id)).toBe(10_000n);
    const row = await t.db
      .selectFrom('p2p_challenges')
      .selectAll()
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    expect(row.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(row.seed_hash).toBe(createHash('sha256').update(row.server_seed!).digest('hex'));
    await expectAuditOk(t.db);
  });

  it('claim, moves, start, renew and release follow the lease', async () => {
    const { creator, opponent, id } = await playing();
    expect(await unhostedChallengeIds(t.db)).toContain(id);
    const room = await claimChallenge(t.db, id, 'proc-a', TTL);
    expect(room.players.map((p) => [p.seat, p.userId, p.rating])).toEqual([
      [0, creator, 1000],
      [1, opponent, 1000],
    ]);
    expect(room).toMatchObject({
      gameType: 'chess',
      currency: 'coins',
      betAmount: 5_000n,
      startedAt: null,
      moves: [],
    });
    expect(await unhostedChallengeIds(t.db)).not.toContain(id);
    // Another process cannot take a live lease.
    expect(await refusalOf(claimChallenge(t.db, id, 'proc-b', TTL))).toMatchObject({ code: 'conflict' });

    const lease = { challengeId: id, owner: 'proc-a' };
    const started = new Date('2026-01-01T00:00:00Z');
    await markChallengeStarted(t.db, lease, started);
    await markChallengeStarted(t.db, lease, new Date('2026-01-02T00:00:00Z'));
    const moves = [
      { ply: 0, seat: 0 as const, action: { type: 'move', move: { uci: 'e2e4' } }, atMs: 1200 },
      { ply: 1, seat: 1 as const, action: { type: 'move', move: { uci: 'e7e5' } }, atMs: 2500 },
    ];
    await appendChallengeMoves(t.db, lease, moves);
    // A retried batch inserts nothing twice.
    await appendChallengeMoves(t.db, lease, moves);
    expect(
      await refusalOf(appendChallengeMoves(t.db, { challengeId: id, owner: 'proc-b' }, moves)),
    ).toMatchObject({
      code: 'conflict',
    });
    expect([
      ...(await renewChallengeLeases(t.db, [lease, { challengeId: id, owner: 'proc-b' }], TTL)),
    ]).toEqual([id]);

    // The process dies: its lease expires and another resumes with the moves and the start time.
    await t.db
      .updateTable('p2p_challenges')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect(await unhostedChallengeIds(t.db)).toContain(id);
    const resumed = await claimChallenge(t.db, id, 'proc-b', TTL);
    expect(resumed.startedAt?.toISOString()).toBe(started.toISOString());
    expect(resumed.moves).toEqual(moves);
    expect(await refusalOf(markChallengeStarted(t.db, lease, started))).toMatchObject({ code: 'conflict' });
    expect([...(await renewChallengeLeases(t.db, [lease], TTL))]).toEqual([]);

    await releaseChallenge(t.db, { challengeId: id, owner: 'proc-b' });
    expect(await unhostedChallengeIds(t.db)).toContain(id);
  });

  it('settles a win exactly once: the pool to the winner, ratings, totals, event, seed kept', async () => {
    const { creator, opponent, id } = await playing('50');
    await claimChallenge(t.db, id, 'proc-a', TTL);
    const lease = { challengeId: id, owner: 'proc-a' };
    const [c0, o0] = await balancesOf(t.db, creator, opponent);
    const outcome = {
      result: 'creator' as const,
      reason: 'checkmate',
      record: { pgn: '1. f3 e5 2. g4 Qh4#' },
    };
    // The record (a seeded game's solutions) is not shown while the game runs; it is once settled.
    expect((await challengeDetail(t.db, creator, id)).record).toBeNull();
    const [first, second] = await Promise.all([
      settleChallenge(t.db, lease, outcome),
      settleChallenge(t.db, lease, outcome),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({
      result: 'creator',
      reason: 'checkmate',
      winnerId: creator,
      payout: '100.00',
    });
    expect(first.ratingChanges).toEqual([
      { userId: creator, before: 1000, after: 1162 },
      { userId: opponent, before: 1000, after: 838 },
    ]);
    const [c1, o1] = await balancesOf(t.db, creator, opponent);
    expect(c1!.coins - c0!.coins).toBe(10_000n);
    expect(o1!.coins).toBe(o0!.coins);
    expect(await escrowOf(t.db, id)).toBe(0n);
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'total_wins_p2p', 'total_losses_p2p', 'skill_rating'])
      .where('id', 'in', [creator, opponent])
      .execute();
    expect(users.find((u) => u.id === creator)).toMatchObject({
      total_wins_p2p: 1,
      total_losses_p2p: 0,
      skill_rating: 1162,
    });
    expect(users.find((u) => u.id === opponent)).toMatchObject({
      total_wins_p2p: 0,
      total_losses_p2p: 1,
      skill_rating: 838,
    });
    const events = await t.db
      .selectFrom('domain_events')
      .select(['user_id', 'payload'])
      .where('type', '=', 'p2p_challenge_settled')
      .where(sql<boolean>`payload->>'challengeId' = ${id}`)
      .execute();
    expect(events.map((e) => [e.user_id, (e.payload as { outcome: string }).outcome]).sort()).toEqual(
      [
        [creator, 'won'],
        [opponent, 'lost'],
      ].sort(),
    );
    const row = await t.db
      .selectFrom('p2p_challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'finished',
      result: 'creator',
      winner_id: creator,
      lease_owner: null,
    });
    expect((await challengeDetail(t.db, creator, id)).record).toEqual(outcome.record);
    // Settled: appending more moves is refused.
    expect(
      await refusalOf(appendChallengeMoves(t.db, lease, [{ ply: 9, seat: 0, action: {}, atMs: 1 }])),
    ).toMatchObject({
      code: 'conflict',
    });
    await expectAuditOk(t.db);
  });

  it('a draw returns each stake and rates; a void returns each stake and rates nothing', async () => {
    for (const result of ['draw', 'void'] as const) {
      const { creator, opponent, id } = await playing('25.50');
      await claimChallenge(t.db, id, 'proc-a', TTL);
      const [c0, o0] = await balancesOf(t.db, creator, opponent);
      const settled = await settleChallenge(
        t.db,
        { challengeId: id, owner: 'proc-a' },
        { result, reason: result === 'draw' ? 'stalemate' : 'no_show', record: {} },
      );
      expect(settled).toMatchObject({ result, winnerId: null, payout: '25.50' });
      const [c1, o1] = await balancesOf(t.db, creator, opponent);
      expect(c1!.coins - c0!.coins).toBe(2_550n);
      expect(o1!.coins - o0!.coins).toBe(2_550n);
      expect(settled.ratingChanges.length).toBe(result === 'draw' ? 2 : 0);
      const row = await t.db
        .selectFrom('p2p_challenges')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(result === 'void' ? 'voided' : 'finished');
    }
    await expectAuditOk(t.db);
  });

  it('a process without the lease cannot settle', async () => {
    const { id } = await playing();
    await claimChallenge(t.db, id, 'proc-a', TTL);
    expect(
      await refusalOf(
        settleChallenge(
          t.db,
          { challengeId: id, owner: 'proc-b' },
          { result: 'creator', reason: 'x', record: {} },
        ),
      ),
    ).toMatchObject({ code: 'conflict' });
    expect(await escrowOf(t.db, id)).toBe(10_000n);
  });

  it('the expiry sweep refunds every due challenge, a batch at a time, and leaves the others', async () => {
    const creator = await newPlayer(t.db);
    const created = new Date('2030-01-01T00:00:00Z');
    const due = [];
    for (let i = 0; i < 7; i++)
      due.push((await createChallenge(t.db, creator, chessFor('2'), { now: created, expiryMs: 60_000 })).id);
    const later = (await createChallenge(t.db, creator, chessFor('2'), { now: created, expiryMs: 120_000 }))
      .id;
    const [before] = await balancesOf(t.db, creator);
    const changes = await expireChallenges(t.db, new Date(created.getTime() + 60_000), 3);
    expect(changes.map((c) => c.challengeId).sort()).toEqual([...due].sort());
    expect(changes.every((c) => c.status === 'expired')).toBe(true);
    const [after] = await balancesOf(t.db, creator);
    expect(after!.coins - before!.coins).toBe(7n * 200n);
    expect(await escrowOf(t.db, later)).toBe(200n);
    expect(await expireChallenges(t.db, new Date(created.getTime() + 60_000), 3)).toEqual([]);
    await expectAuditOk(t.db);
  });

  it('plays a challenge for sweepstakes coins end to end: SC escrow, SC payout, the currency and stake in its events', async () => {
    const [creator, opponent] = [await registeredPlayer(t.db), await registeredPlayer(t.db)];
    const [c0, o0] = await balancesOf(t.db, creator, opponent);
    const challenge = await createChallenge(
      t.db,
      creator,
      chessFor('2.50', { betType: 'sweepstakes' }),
      timing(),
    );
    expect(challenge).toMatchObject({ betType: 'sweepstakes', betAmount: '2.50' });
    await acceptChallenge(t.db, opponent, challenge.id, new Date());
    const escrow = await t.db
      .selectFrom('accounts')
      .select(['currency', 'balance'])
      .where('code', '=', `challenge:${challenge.id}`)
      .execute();
    expect(escrow).toEqual([{ currency: 'sweeps', balance: 500n }]);
    await claimChallenge(t.db, challenge.id, 'proc-a', TTL);
    await settleChallenge(
      t.db,
      { challengeId: challenge.id, owner: 'proc-a' },
      { result: 'opponent', reason: 'resignation', record: {} },
    );
    const [c1, o1] = await balancesOf(t.db, creator, opponent);
    // The pool went to the winner in sweepstakes coins; no coin moved.
    expect([c1!.sweeps - c0!.sweeps, o1!.sweeps - o0!.sweeps]).toEqual([-250n, 250n]);
    expect([c1!.coins, o1!.coins]).toEqual([c0!.coins, o0!.coins]);
    const events = await t.db
      .selectFrom('domain_events')
      .select(['user_id', 'payload'])
      .where('type', '=', 'p2p_challenge_settled')
      .where(sql<boolean>`payload->>'challengeId' = ${challenge.id}`)
      .execute();
    expect(events).toHaveLength(2);
    for (const e of events)
      expect(e.payload).toMatchObject({ currency: 'sweeps', stakeUnits: '250', betAmount: '2.50' });
    await expectAuditOk(t.db);
  });

  it('refuses a guest staking sweepstakes coins, creating or accepting, and moves nothing', async () => {
    const guest = await newPlayer(t.db);
    expect(
      await refusalOf(createChallenge(t.db, guest, chessFor('1', { betType: 'sweepstakes' }), timing())),
    ).toMatchObject({ code: 'forbidden', message: 'Register to play with sweepstakes coins.' });
    const creator = await registeredPlayer(t.db);
    const open = await createChallenge(t.db, creator, chessFor('1', { betType: 'sweepstakes' }), timing());
    expect(await refusalOf(acceptChallenge(t.db, guest, open.id, new Date()))).toMatchObject({
      code: 'forbidden',
      message: 'Register to play with sweepstakes coins.',
    });
    expect(await escrowOf(t.db, open.id)).toBe(100n);
    const [g] = await balancesOf(t.db, guest);
    expect(g!.sweeps).toBe(1_000n);
  });
});
