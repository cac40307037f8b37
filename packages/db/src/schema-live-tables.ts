import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Int8, Int8Id, Json, Timestamp } from './column-types.js';

// Live tables (migration 0013-live-tables): tables, card shoes, rounds and bets.

type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export type LiveGameKeyColumn = 'live-roulette' | 'live-blackjack' | 'live-baccarat';

export interface LiveTablesTable {
  id: Generated<number>;
  game_key: LiveGameKeyColumn;
  name: string;
  /** Private tables only (six characters); null for the public ones. */
  room_code: OptionalText;
  created_by: OptionalText;
  min_bet: Int8;
  max_bet: Int8;
  /** The number of the table's latest round (0 before the first). */
  round_number: ColumnType<number, number | undefined, number>;
  lease_owner: OptionalText;
  lease_until: OptionalDate;
  created_at: CreatedAt;
  last_active_at: ColumnType<Date, Date | string | undefined, Date | string>;
  closed_at: OptionalDate;
  /** What the table plays with: its limits, bets and escrow are in it (migration 0018-sweeps-play). */
  currency: ColumnType<'coins' | 'sweeps', 'coins' | 'sweeps' | undefined, 'coins' | 'sweeps'>;
}

export interface LiveShoesTable {
  id: Int8Id;
  table_id: number;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  decks: number;
  /** Cards dealt before the cut card ends the shoe. */
  cut_position: number;
  started_at: CreatedAt;
  ended_at: OptionalDate;
}

export type LiveRoundStatus = 'betting' | 'playing' | 'settling' | 'settled' | 'voided';

export interface LiveRoundsTable {
  id: Int8Id;
  table_id: number;
  round_number: number;
  status: LiveRoundStatus;
  /** Roulette: the round's seed; card games: null (the shoe's seed, see shoe_id). */
  server_seed: OptionalText;
  seed_hash: string;
  client_seed: string;
  nonce: number;
  shoe_id: ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
  /** Card games: the shoe position of the round's first card. */
  shoe_position: ColumnType<number | null, number | null | undefined, number | null>;
  /** Card games: how many cards the round took (migration 0014), set with its outcome. */
  cards_used: ColumnType<number | null, number | null | undefined, number | null>;
  opened_at: CreatedAt;
  betting_closes_at: Timestamp;
  closed_at: OptionalDate;
  outcome: ColumnType<unknown, string | null | undefined, string | null>;
  settled_at: OptionalDate;
}

export type LiveBetStatus = 'placed' | 'settled' | 'refunded';

export interface LiveBetsTable {
  id: Int8Id;
  round_id: Int8;
  user_id: string;
  currency: ColumnType<'coins' | 'sweeps', 'coins' | 'sweeps' | undefined, 'coins' | 'sweeps'>;
  kind: string;
  spec: Json<unknown>;
  stake: Int8;
  payout: ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
  status: ColumnType<LiveBetStatus, LiveBetStatus | undefined, LiveBetStatus>;
  client_bet_id: string;
  /** The bet spot (migration 0014): per-spot limits apply to a player's total on it. */
  spot_key: ColumnType<string, string | undefined, string>;
  placed_at: CreatedAt;
  settled_at: OptionalDate;
}

export interface LiveTablesSchema {
  live_tables: LiveTablesTable;
  live_shoes: LiveShoesTable;
  live_rounds: LiveRoundsTable;
  live_bets: LiveBetsTable;
}

export type LiveTableRow = Selectable<LiveTablesTable>;
export type LiveShoeRow = Selectable<LiveShoesTable>;
export type LiveRoundRow = Selectable<LiveRoundsTable>;
export type LiveBetRow = Selectable<LiveBetsTable>;
