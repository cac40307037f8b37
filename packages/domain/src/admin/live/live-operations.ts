import type { LiveOperations } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { CHALLENGE_RECONNECT_GRACE_MS, challengeGameOf, CHALLENGE_GAME_TYPES } from '@casino/games';
import { formatStakes } from '../../games/holdem/poker-table-catalogue.js';
import { formatMoney } from '../../money.js';
import { displayNameOf } from '../staff-access.js';

/**
 * Longer than any hand can run: every decision has its own action clock (30 s) and a hand has at
 * most a few dozen decisions, so a hand still open after 10 minutes has lost its host or its timers.
 */
export const POKER_HAND_STUCK_MS = 10 * 60_000;

/**
 * A challenge is stuck when its lease ran out (nobody hosts it) or nobody moved for longer than its
 * game's whole clock plus the reconnect grace: by then the clock or the absence rule should have ended it.
 */
export function challengeStuckAfterMs(gameType: string): number {
  const known = (CHALLENGE_GAME_TYPES as readonly string[]).includes(gameType);
  const clockMs = known ? challengeGameOf(gameType as (typeof CHALLENGE_GAME_TYPES)[number]).clockMs : 0;
  return clockMs + CHALLENGE_RECONNECT_GRACE_MS;
}

type LiveTable = LiveOperations['pokerTables'][number];
type LiveChallenge = LiveOperations['challenges'][number];

const escrowPrefix = (tableId: number) => `poker:${tableId}:`;

/** Asks the room hosting a table for the pot of its hand in play (hands record their pot when they end). */
export type LivePotOf = (tableId: number) => Promise<bigint | null>;

async function livePokerTables(
  db: Kysely<Database>,
  now: Date,
  livePotOf: LivePotOf | null,
): Promise<LiveTable[]> {
  const seats = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', (j) => j.on(sql<boolean>`u.id::text = split_part(a.code, ':', 3)`))
    .select([
      'a.code',
      'a.balance',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<string>`split_part(a.code, ':', 2)`.as('table_id'),
    ])
    .where('a.kind', '=', 'escrow')
    .where('a.currency', '=', 'coins')
    .where('a.code', 'like', 'poker:%')
    .where('a.balance', '>', 0n)
    .orderBy('a.id')
    .execute();
  const seatedTables = [...new Set(seats.map((s) => Number(s.table_id)))];
  const tables = await db
    .selectFrom('poker_tables')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('lease_until', '>', now),
        ...(seatedTables.length > 0 ? [eb('id', 'in', seatedTables)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  if (tables.length === 0) return [];
  const hands = await db
    .selectFrom('poker_hands')
    .select(['id', 'table_id', 'hand_number', 'pot', 'started_at'])
    .where('status', '=', 'in_progress')
    .where(
      'table_id',
      'in',
      tables.map((t) => t.id),
    )
    .orderBy('id', 'desc')
    .execute();
  const pots = new Map<number, bigint | null>();
  if (livePotOf)
    await Promise.all(
      tables
        .filter(
          (t) => t.lease_until !== null && t.lease_until > now && hands.some((h) => h.table_id === t.id),
        )
        .map(async (t) => pots.set(t.id, await livePotOf(t.id).catch(() => null))),
    );
  return tables.map((table) => {
    const seated = seats.filter((s) => s.code?.startsWith(escrowPrefix(table.id)));
    const hand = hands.find((h) => h.table_id === table.id) ?? null;
    const leaseExpired = table.lease_until === null || table.lease_until.getTime() <= now.getTime();
    return {
      tableId: table.id,
      name: table.name,
      stakes: formatStakes(table.small_blind, table.big_blind),
      host: table.lease_owner,
      leaseUntil: table.lease_until?.toISOString() ?? null,
      leaseExpired,
      seated: seated.map((s) => ({
        userId: s.user_id,
        name: displayNameOf(s),
        chips: formatMoney(s.balance),
      })),
      escrow: formatMoney(seated.reduce((sum, s) => sum + s.balance, 0n)),
      hand: hand && {
        handId: hand.id.toString(),
        handNumber: hand.hand_number,
        pot: formatMoney(pots.get(table.id) ?? hand.pot),
        startedAt: hand.started_at.toISOString(),
        stuck: leaseExpired || now.getTime() - hand.started_at.getTime() > POKER_HAND_STUCK_MS,
      },
    };
  });
}

async function liveChallenges(db: Kysely<Database>, now: Date): Promise<LiveChallenge[]> {
  const rows = await db
    .selectFrom('p2p_challenges as c')
    .innerJoin('users as cu', 'cu.id', 'c.creator_id')
    .leftJoin('users as ou', 'ou.id', 'c.opponent_id')
    .leftJoin('accounts as e', (j) =>
      j
        .on('e.kind', '=', 'escrow')
        .onRef('e.currency', '=', 'c.currency')
        .on(sql<boolean>`e.code = 'challenge:' || c.id`),
    )
    .select([
      'c.id',
      'c.game_type',
      'c.currency',
      'c.bet_amount',
      'c.creator_id',
      'c.opponent_id',
      'c.lease_owner',
      'c.lease_until',
      'c.accepted_at',
      'c.started_at',
      'cu.first_name as creator_first',
      'cu.last_name as creator_last',
      'cu.email as creator_email',
      'ou.first_name as opponent_first',
      'ou.last_name as opponent_last',
      'ou.email as opponent_email',
      sql<string>`coalesce(e.balance, 0)::text`.as('escrow'),
      sql<string>`(select count(*) from p2p_challenge_moves m where m.challenge_id = c.id)::text`.as('moves'),
      sql<Date | null>`(select max(m.created_at) from p2p_challenge_moves m where m.challenge_id = c.id)`.as(
        'last_move_at',
      ),
    ])
    .where('c.status', '=', 'playing')
    .orderBy('c.accepted_at')
    .execute();
  return rows.map((row) => {
    const leaseExpired = row.lease_until === null || row.lease_until.getTime() <= now.getTime();
    const lastActivity = row.last_move_at ?? row.started_at ?? row.accepted_at;
    const idleMs = lastActivity ? now.getTime() - new Date(lastActivity).getTime() : 0;
    const players = [
      {
        userId: row.creator_id,
        name: displayNameOf({
          first_name: row.creator_first,
          last_name: row.creator_last,
          email: row.creator_email,
        }),
      },
    ];
    if (row.opponent_id)
      players.push({
        userId: row.opponent_id,
        name: displayNameOf({
          first_name: row.opponent_first,
          last_name: row.opponent_last,
          email: row.opponent_email,
        }),
      });
    return {
      challengeId: row.id,
      gameType: row.game_type,
      currency: row.currency,
      stake: formatMoney(row.bet_amount),
      escrow: formatMoney(BigInt(row.escrow)),
      players,
      host: row.lease_owner,
      leaseUntil: row.lease_until?.toISOString() ?? null,
      leaseExpired,
      acceptedAt: row.accepted_at?.toISOString() ?? null,
      startedAt: row.started_at?.toISOString() ?? null,
      moves: Number(row.moves),
      stuck: leaseExpired || idleMs > challengeStuckAfterMs(row.game_type),
    };
  });
}

/**
 * GET /api/admin/live: every poker table a rooms process hosts or that holds chips (its seats with
 * their escrow, the hand in play with its pot as its room shows it, and whether it is stuck) and every challenge in play
 * (its players, escrow, host, lease and moves). The live tables of issue 16 join as another list.
 */
export async function liveOperations(
  db: Kysely<Database>,
  now: Date,
  livePotOf: LivePotOf | null = null,
): Promise<LiveOperations> {
  const [pokerTables, challenges] = await Promise.all([
    livePokerTables(db, now, livePotOf),
    liveChallenges(db, now),
  ]);
  return { pokerTables, challenges, generatedAt: now.toISOString() };
}
