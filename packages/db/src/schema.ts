import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** BIGINT columns (money in minor units, ids): read as bigint, written as bigint or a numeric string. */
type Int8 = ColumnType<bigint, bigint | string, bigint | string>;
type Int8Id = ColumnType<bigint, bigint | string | undefined, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  profile_image_url: string | null;
  is_admin: Generated<boolean>;
  is_guest: Generated<boolean>;
  vip_until: Timestamp | null;
  skill_rating: Generated<number>;
  total_wins_p2p: Generated<number>;
  total_losses_p2p: Generated<number>;
  friends_count: Generated<number>;
  social_level: Generated<number>;
  created_at: CreatedAt;
}

/** Ledger account kinds: only `wallet` and `escrow` are held to a non-negative balance by a CHECK. */
export type AccountKind = 'wallet' | 'escrow' | 'house' | 'promotions' | 'store';
export type CurrencyCode = 'coins' | 'sweeps';

export interface AccountsTable {
  id: Int8Id;
  kind: AccountKind;
  currency: CurrencyCode;
  /** Owner for wallets; null for system accounts. */
  user_id: string | null;
  /** Unique name for system and escrow accounts, e.g. `house:slots`, `promotions`. */
  code: string | null;
  balance: ColumnType<bigint, bigint | string | undefined, bigint | string>;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Int8Id;
  kind: string;
  idempotency_key: string | null;
  /** sha256 of the transfer's content, so a reused key with a different body is refused. */
  fingerprint: string;
  memo: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Int8Id;
  transaction_id: Int8;
  account_id: Int8;
  amount: Int8;
  created_at: CreatedAt;
}

export interface SessionsTable {
  sid: string;
  user_id: string | null;
  data: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface GamesTable {
  id: number;
  slug: string;
  name: string;
  provider: string;
  type: 'slot' | 'table' | 'live';
  category: string;
  theme: string;
  rtp: ColumnType<string, string | number, string | number>;
  min_bet: Int8 | null;
  max_bet: Int8 | null;
  image_url: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PlayerSeedsTable {
  id: Int8Id;
  user_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  status: Generated<'active' | 'revealed'>;
  created_at: CreatedAt;
  revealed_at: Timestamp | null;
}

export interface GameSessionsTable {
  id: Int8Id;
  user_id: string;
  game_id: number;
  bet_amount: Int8;
  win_amount: Int8;
  game_data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface GameRoundsTable {
  id: Int8Id;
  user_id: string;
  game: string;
  status: Generated<'open' | 'settled'>;
  state: Json<unknown>;
  fairness: Json<Record<string, unknown>>;
  staked: ColumnType<bigint, bigint | string | undefined, bigint | string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DomainEventsTable {
  id: Int8Id;
  type: string;
  user_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  sessions: SessionsTable;
  games: GamesTable;
  player_seeds: PlayerSeedsTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  domain_events: DomainEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type SessionRow = Selectable<SessionsTable>;
