import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './column-types.js';

// Generated games (migration 0022-ai-games): each game the generator designs, its design job, and
// the players' ratings.

type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type Int4Default = ColumnType<number, number | undefined, number>;
type BoolDefault = ColumnType<boolean, boolean | undefined, boolean>;
type DateDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as strings (exact); written as numbers or strings. */
type OptionalNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export type AiGameTypeColumn = 'slots' | 'blackjack' | 'poker' | 'roulette' | 'arcade';
export type AiDifficultyColumn = 'easy' | 'medium' | 'hard';
/** pending: queued for the designer; ready: designed and playable; failed: the designer gave up. */
export type AiGameStatus = 'pending' | 'ready' | 'failed';
export type AiDesigner = 'procedural' | 'language-model';

export interface AiGamesTable {
  id: Generated<number>;
  /** Who asked for it; null for the studio's own (seeded) games. */
  creator_id: string | null;
  /** The name shown as its creator, kept as it was when the game was asked for. */
  creator_name: string;
  game_type: AiGameTypeColumn;
  theme: string;
  difficulty: AiDifficultyColumn;
  ai_prompt: string;
  status: ColumnType<AiGameStatus, AiGameStatus | undefined, AiGameStatus>;
  /** The design's seed (64 hex characters from a CSPRNG): the design is a function of it. */
  design_seed: string;
  name: OptionalText;
  description: OptionalText;
  /** The whole design: presentation (palette, symbols) and mathematics with its exact figures. */
  design: ColumnType<unknown, string | null | undefined, string | null>;
  designer: ColumnType<AiDesigner | null, AiDesigner | null | undefined, AiDesigner | null>;
  /** Return in percent, exact to four decimals as stored (the design holds the fraction). */
  rtp: OptionalNumeric;
  hit_rate: OptionalNumeric;
  volatility: OptionalNumeric;
  featured: BoolDefault;
  curated: BoolDefault;
  hidden_at: OptionalDate;
  hidden_by: OptionalText;
  hidden_reason: OptionalText;
  play_count: Int4Default;
  rating_count: Int4Default;
  rating_sum: Int4Default;
  attempts: Int4Default;
  next_attempt_at: DateDefault;
  last_error: OptionalText;
  created_at: CreatedAt;
  ready_at: OptionalDate;
}

export interface AiGameRatingsTable {
  ai_game_id: number;
  user_id: string;
  rating: number;
  created_at: CreatedAt;
}

export interface AiGamesSchema {
  ai_games: AiGamesTable;
  ai_game_ratings: AiGameRatingsTable;
}

export type AiGameRow = Selectable<AiGamesTable>;
