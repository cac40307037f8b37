import type { ColumnType, Selectable } from 'kysely';
import type { CreatedAt, Int8Id, Json, Timestamp } from './column-types.js';

// Responsible gaming (migration 0020-responsible-gaming): limits and their pending changes, the
// wager totals of the current periods, breaks and self-exclusions, and the log of changes.

type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalInt = ColumnType<number | null, number | null | undefined, number | null>;
type OptionalInt8 = ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;

export type RgLimitScope = 'purchase' | 'wager:coins' | 'wager:sweeps' | 'session';
export type RgLimitPeriod = 'day' | 'week' | 'month' | 'session';
export type RgBlockKind = 'break' | 'exclusion';

export interface RgPlayersTable {
  user_id: string;
  reality_check_minutes: OptionalInt;
  reality_check_ack_at: OptionalDate;
  session_started_at: OptionalDate;
  session_last_wager_at: OptionalDate;
  /** The highest ledger entry id when the session began: its net result reads the entries after it. */
  session_ledger_from: OptionalInt8;
  created_at: CreatedAt;
}

export interface RgLimitsTable {
  user_id: string;
  scope: RgLimitScope;
  period: RgLimitPeriod;
  /** The limit in force (minor units, US cents, or minutes); null: none (a removal that applied). */
  amount: OptionalInt8;
  /** A raise or removal waiting until pending_at (pending_amount null with pending_at: removal). */
  pending_amount: OptionalInt8;
  pending_at: OptionalDate;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RgWagerTotalsTable {
  user_id: string;
  currency: 'coins' | 'sweeps';
  period: 'day' | 'week' | 'month';
  /** When the period the total belongs to began (UTC midnight of its first day). */
  period_start: Timestamp;
  total: ColumnType<bigint, bigint | string, bigint | string>;
}

export interface RgBlocksTable {
  id: Int8Id;
  user_id: string;
  kind: RgBlockKind;
  /** What the player chose: "7-days", "6-months", "1-year", "5-years", "indefinite". */
  length: string;
  started_at: Timestamp;
  /** Null: an indefinite exclusion no lift has been asked for. */
  ends_at: OptionalDate;
  lift_requested_at: OptionalDate;
  created_at: CreatedAt;
}

export interface RgChangesTable {
  id: Int8Id;
  user_id: string;
  action: string;
  detail: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface ResponsibleGamingSchema {
  rg_players: RgPlayersTable;
  rg_limits: RgLimitsTable;
  rg_wager_totals: RgWagerTotalsTable;
  rg_blocks: RgBlocksTable;
  rg_changes: RgChangesTable;
}

export type RgPlayerRow = Selectable<RgPlayersTable>;
export type RgLimitRow = Selectable<RgLimitsTable>;
export type RgBlockRow = Selectable<RgBlocksTable>;
