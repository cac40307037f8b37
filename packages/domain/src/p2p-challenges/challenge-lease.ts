import type { ChallengePlayer, P2pGameType } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import {
  findChallengeView,
  gameTypeOf,
  playersOf,
  challengeNotFound,
  type ChallengeCurrency,
} from './challenge-row.js';

/**
 * Which rooms process hosts an accepted challenge, as a poker table's lease (games/holdem/table-lease.ts):
 * a process claims a challenge in play whose lease is free, expired or its own, renews it while its
 * room lives, appends every applied action, and settles or releases it. A process that dies stops
 * renewing; once the lease expires another claims the challenge and replays the persisted moves.
 * A lease is lost only when another process claims it: until then an expired lease still lets its
 * owner write (the row lock orders the two).
 */
export interface ChallengeLease {
  challengeId: string;
  owner: string;
}

export type ChallengeSeat = ChallengePlayer;

export interface ChallengeMove {
  ply: number;
  seat: 0 | 1;
  action: Record<string, unknown>;
  /** Game time (the clocks) when the action was applied, in ms. */
  atMs: number;
}

/** What a room needs to host (or resume) a challenge. */
export interface ChallengeForRoom {
  id: string;
  gameType: P2pGameType;
  currency: ChallengeCurrency;
  betAmount: bigint;
  players: [ChallengeSeat, ChallengeSeat];
  seed: string;
  seedHash: string;
  acceptedAt: Date;
  startedAt: Date | null;
  moves: ChallengeMove[];
}

export const leaseLost = () =>
  new DomainError('conflict', 'Another rooms process hosts this challenge now.', { reason: 'lease_lost' });

const leaseUntil = (ttlMs: number) => sql<Date>`now() + ${`${ttlMs} milliseconds`}::interval`;

/** Claims a challenge in play for this process and loads what its room needs (moves included). */
export async function claimChallenge(
  db: Kysely<Database>,
  challengeId: string,
  owner: string,
  ttlMs: number,
): Promise<ChallengeForRoom> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('p2p_challenges')
      .select([
        'id',
        'status',
        'lease_owner',
        sql<boolean>`lease_until is null or lease_until < now()`.as('free'),
      ])
      .where('id', '=', challengeId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) throw challengeNotFound();
    if (row.status !== 'playing')
      throw new DomainError('conflict', `This challenge is ${row.status}, not in play.`, {
        status: row.status,
      });
    if (!row.free && row.lease_owner !== owner) throw leaseLost();
    await trx
      .updateTable('p2p_challenges')
      .set({ lease_owner: owner, lease_until: leaseUntil(ttlMs) })
      .where('id', '=', challengeId)
      .execute();
    return loadForRoom(trx, challengeId);
  });
}

async function loadForRoom(trx: Transaction<Database>, challengeId: string): Promise<ChallengeForRoom> {
  const view = await findChallengeView(trx, challengeId);
  if (!view) throw challengeNotFound();
  const { row } = view;
  const [creator, opponent] = playersOf(view);
  if (!creator || !opponent || row.server_seed === null || row.seed_hash === null || row.accepted_at === null)
    throw new Error(`challenge ${challengeId} in play without an opponent or a seed`);
  const moves = await trx
    .selectFrom('p2p_challenge_moves')
    .select(['ply', 'seat', 'action', 'at_ms'])
    .where('challenge_id', '=', challengeId)
    .orderBy('ply')
    .execute();
  return {
    id: row.id,
    gameType: gameTypeOf(row),
    currency: row.currency,
    betAmount: row.bet_amount,
    players: [creator, opponent],
    seed: row.server_seed,
    seedHash: row.seed_hash,
    acceptedAt: row.accepted_at,
    startedAt: row.started_at,
    moves: moves.map((m) => ({
      ply: m.ply,
      seat: m.seat === 1 ? 1 : 0,
      action: (typeof m.action === 'string' ? JSON.parse(m.action) : m.action) as Record<string, unknown>,
      atMs: Number(m.at_ms),
    })),
  };
}

/** Extends several leases in one statement; returns the challenge ids still held by their owner. */
export async function renewChallengeLeases(
  db: Kysely<Database>,
  leases: readonly ChallengeLease[],
  ttlMs: number,
): Promise<Set<string>> {
  if (leases.length === 0) return new Set();
  const pairs = sql.join(leases.map((l) => sql`(${l.challengeId}::text, ${l.owner}::text)`));
  // The rows are locked in id order first, as the move journal's batches lock them: an update over a
  // values list locks in plan order, and two such statements deadlocked under load.
  const { rows } = await sql<{ id: string }>`
    with held(id, owner) as (values ${pairs}),
    locked as (
      select c.id from p2p_challenges c join held on c.id = held.id and c.lease_owner = held.owner
      where c.status = 'playing'
      order by c.id
      for no key update of c
    )
    update p2p_challenges c set lease_until = ${leaseUntil(ttlMs)}
    from locked
    where c.id = locked.id
    returning c.id`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Challenges in play that no live process hosts: free or expired leases (the rooms' keeper claims them). */
export async function unhostedChallengeIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('p2p_challenges')
    .select('id')
    .where('status', '=', 'playing')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .orderBy('accepted_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Records when both players pressed Start (the first call wins; a resumed room keeps it). */
export async function markChallengeStarted(
  db: Kysely<Database>,
  lease: ChallengeLease,
  startedAt: Date,
): Promise<void> {
  const row = await db
    .updateTable('p2p_challenges')
    .set((eb) => ({ started_at: eb.fn.coalesce('started_at', sql<Date>`${startedAt}::timestamptz`) }))
    .where('id', '=', lease.challengeId)
    .where('lease_owner', '=', lease.owner)
    .where('status', '=', 'playing')
    .returning('id')
    .executeTakeFirst();
  if (!row) throw leaseLost();
}

/**
 * Appends applied actions, idempotent per ply (a retried batch inserts nothing twice), in one
 * statement that holds the challenge row shared: a claim by another process waits for it or, having
 * committed first, makes it insert nothing and refuse.
 */
export async function appendChallengeMoves(
  db: Kysely<Database>,
  lease: ChallengeLease,
  moves: readonly ChallengeMove[],
): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(
      (m) =>
        sql`(${m.ply}::int, ${m.seat}::int, ${JSON.stringify(m.action)}::jsonb, ${Math.round(m.atMs)}::bigint)`,
    ),
  );
  const { rows } = await sql<{ held: number }>`
    with held as (
      select id from p2p_challenges
      where id = ${lease.challengeId} and lease_owner = ${lease.owner} and status = 'playing'
      for share
    ), inserted as (
      insert into p2p_challenge_moves (challenge_id, ply, seat, action, at_ms)
      select held.id, v.ply, v.seat, v.action, v.at_ms from held cross join (values ${values}) as v(ply, seat, action, at_ms)
      on conflict (challenge_id, ply) do nothing
      returning ply
    )
    select (select count(*) from held)::int as held`.execute(db);
  if ((rows[0]?.held ?? 0) === 0) throw leaseLost();
}

/** Lets another process take the challenge (the room closed without an end: a clean shutdown). */
export async function releaseChallenge(db: Kysely<Database>, lease: ChallengeLease): Promise<void> {
  await db
    .updateTable('p2p_challenges')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', lease.challengeId)
    .where('lease_owner', '=', lease.owner)
    .execute();
}
