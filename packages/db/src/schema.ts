import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

import type { CreatedAt, Int8, Int8Id, Json, Timestamp } from './column-types.js';
import type { AccountSchema } from './schema-account.js';
import type { LiveTablesSchema } from './schema-live-tables.js';
import type { RedemptionSchema } from './schema-redemption.js';
import type { FeedVisibility, SocialSchema } from './schema-social.js';
import type { ResponsibleGamingSchema } from './schema-responsible-gaming.js';
import type { AiGamesSchema } from './schema-ai-games.js';

export type UserRole = 'player' | 'support' | 'admin';

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  profile_image_url: string | null;
  /** player | support (reads the back office) | admin (changes things) (migration 0011). */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  suspended_at: Timestamp | null;
  suspended_reason: string | null;
  is_guest: Generated<boolean>;
  vip_until: Timestamp | null;
  skill_rating: Generated<number>;
  total_wins_p2p: Generated<number>;
  total_losses_p2p: Generated<number>;
  friends_count: Generated<number>;
  social_level: Generated<number>;
  created_at: CreatedAt;
  /** When the player's last live connection closed (migration 0015); presence says who is online now. */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Who sees the player's activity in the social feed. */
  feed_visibility: ColumnType<FeedVisibility, FeedVisibility | undefined, FeedVisibility>;
  /** The player's referral code (made on first use). */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Ledger account kinds: only `wallet` and `escrow` are held to a non-negative balance by a CHECK. */
export type AccountKind = 'wallet' | 'escrow' | 'house' | 'promotions' | 'store' | 'adjustments';
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
  /** Where the session was signed in from (migration 0011). */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** A badge an admin pinned (migration 0011); null leaves HOT and NEW to the data. */
  badge: ColumnType<GameBadge | null, GameBadge | null | undefined, GameBadge | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type GameBadge = 'hot' | 'new' | 'featured' | 'none';

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
  /** The currency the round was played with (migration 0018-sweeps-play). */
  currency: CurrencyDefault;
}

/** A column of what a row is played with: coins unless written (migration 0018-sweeps-play). */
type CurrencyDefault = ColumnType<CurrencyCode, CurrencyCode | undefined, CurrencyCode>;

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
  /** The currency staked, fixed by the round's first stake (migration 0018-sweeps-play). */
  currency: CurrencyDefault;
}

export interface DomainEventsTable {
  id: Int8Id;
  type: string;
  user_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  /** Set, in the same transaction as the projections' writes, once every projection has applied the event. */
  projected_at: Timestamp | null;
  projection_attempts: Generated<number>;
  projection_error: string | null;
}

/** A calendar day as 'YYYY-MM-DD' (UTC), stored as text so no driver turns it into a local Date. */
type Day = string;
type Int4 = ColumnType<number, number | undefined, number>;
type Int8Default = ColumnType<bigint, bigint | string | undefined, bigint | string>;

export interface PlayerLoyaltyTable {
  user_id: string;
  points: Int4;
  total_points_earned: Int4;
  wager_carry: Int8Default;
  free_spins: Int4;
  bonus_coins: Int8Default;
  streak_days: Int4;
  last_daily_reward_on: Day | null;
  vip_from: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LoyaltyLogTable {
  id: Int8Id;
  user_id: string;
  kind: string;
  description: string;
  points_change: Int4;
  coins_change: Int8Default;
  spins_change: Int4;
  source_key: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PlayerFreeCoinsTable {
  user_id: string;
  last_claimed_at: Timestamp | null;
  last_claim_day: Day | null;
  streak_days: Int4;
  claims: Int4;
}

export type CoinPurchaseStatus = 'pending' | 'completed' | 'failed';

export interface CoinPurchasesTable {
  id: Int8Id;
  user_id: string;
  idempotency_key: string;
  fingerprint: string;
  package_id: number;
  price_cents: number;
  coins: Int8;
  sweeps: Int8;
  status: ColumnType<CoinPurchaseStatus, CoinPurchaseStatus | undefined, CoinPurchaseStatus>;
  provider: string;
  provider_reference: string | null;
  failure_code: string | null;
  failure_message: string | null;
  response: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** When the current attempt (a request charging, a reconciler asking) began; null: nobody holds it. */
  attempt_started_at: Timestamp | null;
  /** Names the current attempt's holder: its writes are conditional on it (migration 0007). */
  attempt_token: string | null;
  /** When a charge for this purchase was last sent to the provider. */
  charge_sent_at: Timestamp | null;
  /** How many times the reconciler asked the provider about it. */
  checks: Int4;
  last_checked_at: Timestamp | null;
  /** Why the last check left it pending (provider unreachable, still processing), for operators. */
  last_check_error: string | null;
  created_at: CreatedAt;
  completed_at: Timestamp | null;
}

export type PromotionCode = 'welcome' | 'friday_reload' | 'vip_cashback';

/** One promotion paid to one player, once per unique `grant_key` (migration 0008). */
export interface PromotionGrantsTable {
  id: Int8Id;
  user_id: string;
  promotion: PromotionCode;
  grant_key: string;
  purchase_id: ColumnType<bigint | null, bigint | string | null | undefined, never>;
  day: Day;
  /** Minor units of coins paid. */
  coins: Int8;
  free_spins: Int4;
  created_at: CreatedAt;
}

/** One Grand Jackpot win: the pool paid to the winner of a game session, then reseeded (migration 0009). */
export interface JackpotWinsTable {
  id: Int8Id;
  pool: string;
  user_id: string;
  session_id: Int8;
  slot: string;
  amount: Int8;
  reseed: Int8;
  created_at: CreatedAt;
  /** The pool's currency: one Grand Jackpot per currency (migration 0018-sweeps-play). */
  currency: CurrencyDefault;
}

/** The built-in sandbox provider's approved charges, so it remembers them across a crash. */
export interface SandboxChargesTable {
  reference: string;
  amount_cents: number;
  currency: string;
  customer_id: string;
  provider_reference: string;
  created_at: CreatedAt;
}

export interface LeaderboardStatsTable {
  year: number;
  month: number;
  category: string;
  user_id: string;
  total_won: Int8Default;
  total_bet: Int8Default;
  biggest_win: Int8Default;
  wins: Int4;
  sessions: Int4;
  reached_at: Timestamp;
}

export interface LeaderboardMonthsTable {
  year: number;
  month: number;
  closed_at: Timestamp;
}

export interface LeaderboardPayoutsTable {
  year: number;
  month: number;
  category: string;
  rank: number;
  user_id: string;
  coins: Int8;
  points: number;
  paid_at: Timestamp;
}

export interface PlayerAchievementsTable {
  user_id: string;
  achievement_id: string;
  progress: Int8Default;
  unlocked_at: Timestamp | null;
}

export type DailyChallengeKind = 'play_sessions' | 'win_amount';

export interface DailyChallengesTable {
  id: Int8Id;
  user_id: string;
  day: Day;
  slot: number;
  challenge_type: DailyChallengeKind;
  game_type: string;
  target: Int8;
  progress: Int8Default;
  reward_coins: Int8;
  reward_points: number;
  completed_at: Timestamp | null;
}

export interface PokerTablesTable {
  id: number;
  name: string;
  small_blind: Int8;
  big_blind: Int8;
  max_players: number;
  min_buy_in: Int8;
  max_buy_in: Int8;
  is_active: Generated<boolean>;
  seated_players: Generated<number>;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  created_at: CreatedAt;
  /** When an admin closed it (migration 0011); a closed table is also inactive. */
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A private table's short code and its creator (migration 0013); null for the public tables. */
  room_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the table plays with: buy-ins and cash-outs move this wallet (migration 0018-sweeps-play). */
  currency: CurrencyDefault;
}

export type PokerHandStatus = 'in_progress' | 'completed' | 'voided';

export interface PokerHandsTable {
  id: Int8Id;
  table_id: number;
  hand_number: number;
  status: Generated<PokerHandStatus>;
  /** Secret: operators only, never revealed (migration 0006). */
  server_seed: string;
  /** Published before the hand (null for hands dealt before committed decks). */
  deck_commitment: string | null;
  /** [{ seat, seed }] of the dealt-in players (null before committed decks). */
  player_seeds: ColumnType<unknown, string | null | undefined, string | null>;
  /** Hands dealt before committed decks only: sha256(server_seed), the client seed and the nonce. */
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  players: Json<unknown>;
  pot: ColumnType<bigint, bigint | string | undefined, bigint | string>;
  history: ColumnType<unknown, string | null | undefined, string | null>;
  started_at: CreatedAt;
  ended_at: Timestamp | null;
  /** The table's currency, kept on the hand's record (migration 0018-sweeps-play). */
  currency: CurrencyDefault;
}

export type P2pChallengeStatus = 'open' | 'playing' | 'finished' | 'cancelled' | 'expired' | 'voided';
export type P2pChallengeResult = 'creator' | 'opponent' | 'draw' | 'void';

/** A head-to-head skill challenge (migration 0010); the stakes are escrow `challenge:<id>`. */
export interface P2pChallengesTable {
  id: string;
  game_type: string;
  bet_type: string;
  currency: CurrencyCode;
  /** Per player, minor units. */
  bet_amount: Int8;
  skill_level: string;
  crypto_currency: string | null;
  status: Generated<P2pChallengeStatus>;
  creator_id: string;
  opponent_id: string | null;
  invited_id: string | null;
  rematch_of: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  result: P2pChallengeResult | null;
  end_reason: string | null;
  winner_id: string | null;
  seed_hash: string | null;
  /** Secret until the challenge ends. */
  server_seed: string | null;
  record: Json<Record<string, unknown>> | null;
  ratings: Json<Record<string, unknown>> | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
}

/** Every action a challenge room applied, in order, so another process can resume the game. */
export interface P2pChallengeMovesTable {
  challenge_id: string;
  ply: number;
  seat: number;
  action: Json<Record<string, unknown>>;
  /** Game-time milliseconds when it was applied. */
  at_ms: Int8;
  created_at: CreatedAt;
}

/** Glicko-2 rating of a player in one challenge game type. */
export interface P2pRatingsTable {
  user_id: string;
  game_type: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: Generated<number>;
  wins: Generated<number>;
  losses: Generated<number>;
  draws: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type AdjustmentStatus = 'pending' | 'applied' | 'rejected' | 'failed';

/** Every staff action, who and what, before and after (migration 0011). */
export interface AdminAuditLogTable {
  id: Int8Id;
  actor_id: string;
  actor_role: UserRole;
  action: string;
  target_kind: string;
  target_id: string;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  reason: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

/** A staff balance adjustment; above the threshold it waits for a second admin (migration 0011). */
export interface BalanceAdjustmentsTable {
  id: Int8Id;
  user_id: string;
  currency: CurrencyCode;
  /** Signed minor units. */
  amount: Int8;
  reason_code: string;
  note: string;
  status: ColumnType<AdjustmentStatus, AdjustmentStatus, AdjustmentStatus>;
  requested_by: string;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  transaction_id: ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
  created_at: CreatedAt;
}

/** One run of the conservation audit (migration 0011). */
export interface LedgerAuditRunsTable {
  id: Int8Id;
  trigger: 'manual' | 'schedule';
  actor_id: string | null;
  ok: boolean;
  result: Json<Record<string, unknown>>;
  started_at: Timestamp;
  finished_at: Timestamp;
}

/** The coin packages on sale, edited by admins (migration 0011). */
export interface CoinPackagesTable {
  id: number;
  name: string;
  price_cents: number;
  coins: Int8;
  sweeps: Int8;
  bonus_percentage: number;
  description: string;
  is_popular: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database
  extends
    LiveTablesSchema,
    SocialSchema,
    RedemptionSchema,
    AccountSchema,
    ResponsibleGamingSchema,
    AiGamesSchema {
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
  player_loyalty: PlayerLoyaltyTable;
  loyalty_log: LoyaltyLogTable;
  player_free_coins: PlayerFreeCoinsTable;
  coin_purchases: CoinPurchasesTable;
  sandbox_charges: SandboxChargesTable;
  promotion_grants: PromotionGrantsTable;
  jackpot_wins: JackpotWinsTable;
  leaderboard_stats: LeaderboardStatsTable;
  leaderboard_months: LeaderboardMonthsTable;
  leaderboard_payouts: LeaderboardPayoutsTable;
  player_achievements: PlayerAchievementsTable;
  daily_challenges: DailyChallengesTable;
  poker_tables: PokerTablesTable;
  poker_hands: PokerHandsTable;
  p2p_challenges: P2pChallengesTable;
  p2p_challenge_moves: P2pChallengeMovesTable;
  p2p_ratings: P2pRatingsTable;
  admin_audit_log: AdminAuditLogTable;
  balance_adjustments: BalanceAdjustmentsTable;
  ledger_audit_runs: LedgerAuditRunsTable;
  coin_packages: CoinPackagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PlayerLoyaltyRow = Selectable<PlayerLoyaltyTable>;
export type DailyChallengeRow = Selectable<DailyChallengesTable>;
export type CoinPurchaseRow = Selectable<CoinPurchasesTable>;
export type PokerTableRow = Selectable<PokerTablesTable>;
export type PokerHandRow = Selectable<PokerHandsTable>;
export type P2pChallengeRow = Selectable<P2pChallengesTable>;
export type P2pRatingRow = Selectable<P2pRatingsTable>;
export type AdminAuditLogRow = Selectable<AdminAuditLogTable>;
export type BalanceAdjustmentRow = Selectable<BalanceAdjustmentsTable>;
export type LedgerAuditRunRow = Selectable<LedgerAuditRunsTable>;
export type CoinPackageRow = Selectable<CoinPackagesTable>;
export * from './schema-live-tables.js';
export * from './schema-social.js';
export * from './schema-redemption.js';
export * from './schema-account.js';
export * from './schema-responsible-gaming.js';
export * from './schema-ai-games.js';
