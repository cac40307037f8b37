import {
  LIVE_TABLE_STATUS_STALE_MS,
  type LiveRoundRecord,
  type LiveTableStatus,
  type LiveTableSummary,
} from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { liveRoundNotFound, roundIdOf } from './round-row.js';
import { liveTableInfo, type LiveTableInfo } from './table-lease.js';

/** A table as the lists show it, with what its room last wrote about it (or nothing). */
export function liveTableSummary(
  table: LiveTableInfo,
  status: LiveTableStatus | undefined,
  now: Date,
): LiveTableSummary {
  // A status its room stopped refreshing is from a room that is gone: the table shows as waiting.
  const live = status && now.getTime() - status.updatedAt <= LIVE_TABLE_STATUS_STALE_MS ? status : undefined;
  return {
    id: table.id,
    gameKey: table.gameKey,
    name: table.name,
    isPrivate: table.roomCode !== null,
    roomCode: table.roomCode,
    currency: table.currency,
    minBet: formatMoney(table.minBet),
    maxBet: formatMoney(table.maxBet),
    players: live?.players ?? 0,
    spectators: live?.spectators ?? 0,
    phase: live?.phase ?? 'waiting',
    phaseEndsAt: live && live.phaseEndsAt > 0 ? new Date(live.phaseEndsAt).toISOString() : null,
    roundNumber: live?.roundNumber ?? table.roundNumber,
    recent: live?.recent ?? [],
    serverTime: now.toISOString(),
  };
}

/**
 * The Live Casino list: every open public table and the viewer's own open private ones (others'
 * private tables are found only by their code), with the live status the rooms publish.
 */
export async function listLiveTables(
  db: Kysely<Database>,
  viewerId: string | null,
  liveStatus: ReadonlyMap<number, LiveTableStatus>,
  now: Date,
): Promise<LiveTableSummary[]> {
  const rows = await db
    .selectFrom('live_tables')
    .selectAll()
    .where('closed_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('room_code', 'is', null)
        : eb.or([eb('room_code', 'is', null), eb('created_by', '=', viewerId)]),
    )
    .orderBy(sql`room_code is not null`)
    .orderBy('id')
    .execute();
  return rows.map((row) => liveTableSummary(liveTableInfo(row), liveStatus.get(row.id), now));
}

/** A table by id (open or closed), as the lists show it; 404 when there is none. */
export async function liveTableById(db: Kysely<Database>, tableId: number): Promise<LiveTableInfo> {
  const row = await db.selectFrom('live_tables').selectAll().where('id', '=', tableId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'No such live table.');
  return liveTableInfo(row);
}

const roundColumns = sql`
  r.id, r.table_id, t.game_key, t.currency, r.round_number, r.status, r.seed_hash, r.client_seed, r.nonce,
  -- Roulette: the round's seed once it is over; cards: the shoe's once the shoe has ended.
  case when r.shoe_id is null then (case when r.status in ('settled', 'voided') then r.server_seed end)
       when s.ended_at is not null then s.server_seed end as server_seed,
  r.shoe_id, s.decks, r.shoe_position, r.cards_used, s.ended_at is not null as shoe_ended,
  -- The outcome is public once the round has it persisted (settling or settled).
  case when r.status in ('settling', 'settled') then r.outcome end as outcome,
  r.opened_at, r.settled_at`;

interface RoundAnswer {
  id: string;
  table_id: number;
  game_key: LiveRoundRecord['gameKey'];
  currency: LiveRoundRecord['currency'];
  round_number: number;
  status: LiveRoundRecord['status'];
  seed_hash: string;
  client_seed: string;
  nonce: number;
  server_seed: string | null;
  shoe_id: string | null;
  decks: number | null;
  shoe_position: number | null;
  cards_used: number | null;
  shoe_ended: boolean | null;
  outcome: unknown;
  opened_at: Date | string;
  settled_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

async function recordsOf(
  db: Kysely<Database>,
  rounds: RoundAnswer[],
  viewerId: string | null,
): Promise<LiveRoundRecord[]> {
  const bets =
    viewerId === null || rounds.length === 0
      ? []
      : await db
          .selectFrom('live_bets')
          .select(['round_id', 'kind', 'spec', 'stake', 'payout', 'status'])
          .where('user_id', '=', viewerId)
          .where(
            'round_id',
            'in',
            rounds.map((r) => BigInt(r.id)),
          )
          .orderBy('id')
          .execute();
  return rounds.map((r) => ({
    id: String(r.id),
    tableId: r.table_id,
    gameKey: r.game_key,
    currency: r.currency,
    roundNumber: r.round_number,
    status: r.status,
    seedHash: r.seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    serverSeed: r.server_seed,
    shoe:
      r.shoe_id === null
        ? null
        : {
            id: String(r.shoe_id),
            decks: r.decks ?? 0,
            position: r.shoe_position ?? 0,
            cardsUsed: r.cards_used,
            ended: r.shoe_ended === true,
          },
    outcome: r.outcome ?? null,
    openedAt: iso(r.opened_at),
    settledAt: r.settled_at === null ? null : iso(r.settled_at),
    myBets: bets
      .filter((b) => String(b.round_id) === String(r.id))
      .map((b) => ({
        kind: b.kind,
        spec: b.spec,
        stake: formatMoney(b.stake),
        payout: b.payout === null ? null : formatMoney(b.payout),
        status: b.status,
      })),
  }));
}

/** A table's latest rounds, newest first, with the viewer's own bets in each. */
export async function liveRoundRecords(
  db: Kysely<Database>,
  tableId: number,
  viewerId: string | null,
  limit: number,
): Promise<LiveRoundRecord[]> {
  await liveTableById(db, tableId);
  const { rows } = await sql<RoundAnswer>`
    select ${roundColumns}
    from live_rounds r join live_tables t on t.id = r.table_id left join live_shoes s on s.id = r.shoe_id
    where r.table_id = ${tableId}
    order by r.round_number desc
    limit ${Math.max(1, Math.min(50, Math.floor(limit)))}`.execute(db);
  return recordsOf(db, rows, viewerId);
}

/** One round's public record (its seed once revealed) and the viewer's bets in it. */
export async function liveRoundRecord(
  db: Kysely<Database>,
  roundId: bigint | string,
  viewerId: string | null,
): Promise<LiveRoundRecord> {
  const id = roundIdOf(roundId);
  const { rows } = await sql<RoundAnswer>`
    select ${roundColumns}
    from live_rounds r join live_tables t on t.id = r.table_id left join live_shoes s on s.id = r.shoe_id
    where r.id = ${id}`.execute(db);
  const [record] = await recordsOf(db, rows, viewerId);
  if (!record) throw liveRoundNotFound();
  return record;
}
