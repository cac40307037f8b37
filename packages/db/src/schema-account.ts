import type { ColumnType, Selectable } from 'kysely';
import type { CreatedAt, Int8Id, Timestamp } from './column-types.js';

// The player's account (migration 0017-account): email verification, the declared region, mailed
// single-use tokens, preferences, uploaded avatars, and ended sessions kept as tombstones.

type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type BooleanDefault = ColumnType<boolean, boolean | undefined, boolean>;
type DateDefault = ColumnType<Date, Date | string | undefined, Date | string>;

// Columns 0017 adds to tables declared in schema.ts, merged into their interfaces here so the
// branches of issue 18 each keep to their own schema file.
declare module './schema.js' {
  interface UsersTable {
    /** When the player followed the verification link sent to their current email; null: unverified. */
    email_verified_at: OptionalDate;
    /** Where the player declares they live: ISO 3166-1 alpha-2, and the US state (ISO 3166-2:US) in the US. */
    region_country: OptionalText;
    region_state: OptionalText;
    region_declared_at: OptionalDate;
  }
  interface SessionsTable {
    /**
     * When the player ended this session from another one (sign out everywhere else, a password
     * change or reset). The row stays a while as a tombstone, expired, so a request of that session
     * still in flight cannot write it back.
     */
    ended_at: OptionalDate;
  }
}

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** A secret we mailed (verification or reset link), kept only as its SHA-256; single use, expiring. */
export interface AccountTokensTable {
  id: Int8Id;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  /** The address it was sent to: it is good only while the account still has that email. */
  email: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: OptionalDate;
  /** A newer token of the same purpose, or a password change, made it void. */
  voided_at: OptionalDate;
}

export type LeaderboardNameChoice = 'name' | 'anonymous';

/** A player's privacy, notification and sound choices; no row means the defaults. */
export interface PlayerPreferencesTable {
  user_id: string;
  leaderboard_name: ColumnType<
    LeaderboardNameChoice,
    LeaderboardNameChoice | undefined,
    LeaderboardNameChoice
  >;
  /** The random alias shown for the player when leaderboard_name is 'anonymous'. */
  leaderboard_alias: ColumnType<string, never, never>;
  marketing_emails: BooleanDefault;
  /** When marketing_emails last changed (the record of consent). */
  marketing_emails_changed_at: OptionalDate;
  friend_requests_in_app: BooleanDefault;
  friend_requests_email: BooleanDefault;
  game_invites_in_app: BooleanDefault;
  game_invites_email: BooleanDefault;
  sound: BooleanDefault;
  updated_at: DateDefault;
}

export type AvatarContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** An uploaded avatar, checked by its content and served from this origin. */
export interface AvatarImagesTable {
  id: string;
  user_id: string;
  content_type: AvatarContentType;
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  width: number;
  height: number;
  created_at: CreatedAt;
}

export interface AccountSchema {
  account_tokens: AccountTokensTable;
  player_preferences: PlayerPreferencesTable;
  avatar_images: AvatarImagesTable;
}

export type AccountTokenRow = Selectable<AccountTokensTable>;
export type PlayerPreferencesRow = Selectable<PlayerPreferencesTable>;
