import type { ColumnType, Selectable } from 'kysely';
import type { CreatedAt, Int8, Int8Id, Json, Timestamp } from './column-types.js';

// The social hub (migration 0015-social): friends, blocks, game invites, the feed, referrals,
// provider identities, shares, contact invitations and the mail and text outboxes.

type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type Int4Default = ColumnType<number, number | undefined, number>;
type DateDefault = ColumnType<Date, Date | string | undefined, Date | string>;

export type FeedVisibility = 'friends' | 'everyone' | 'nobody';
export type FriendRequestStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';
export type GameInviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';
export type InviteGameType = 'blackjack' | 'poker' | 'roulette' | 'baccarat';
export type FeedItemKind =
  'big_win' | 'achievement' | 'challenge_result' | 'level_up' | 'new_friend' | 'share';
export type SocialProvider = 'google' | 'facebook' | 'apple' | 'instagram';
export type ShareType = 'achievement' | 'p2p_challenge' | 'leaderboard' | 'big_win';
export type ContactChannel = 'email' | 'sms';

export interface FriendRequestsTable {
  id: Int8Id;
  from_user_id: string;
  to_user_id: string;
  status: FriendRequestStatus;
  created_at: CreatedAt;
  responded_at: OptionalDate;
}

/** Two rows per friendship, one per side. */
export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  created_at: CreatedAt;
}

export interface PlayerBlocksTable {
  user_id: string;
  blocked_user_id: string;
  created_at: CreatedAt;
}

export interface GameInvitesTable {
  id: Int8Id;
  from_user_id: string;
  to_user_id: string;
  game_type: InviteGameType;
  bet_amount: Int8;
  room_code: string;
  live_table_id: ColumnType<number | null, number | null | undefined, number | null>;
  poker_table_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: GameInviteStatus;
  created_at: CreatedAt;
  expires_at: Timestamp;
  responded_at: OptionalDate;
}

export interface SocialFeedItemsTable {
  id: Int8Id;
  user_id: string;
  kind: FeedItemKind;
  payload: Json<Record<string, unknown>>;
  source_event_id: ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
  created_at: DateDefault;
}

/** Counters the social level is computed from (friends: users.friends_count). */
export interface SocialActivityTable {
  user_id: string;
  rounds_played: Int4Default;
  challenges_played: Int4Default;
  shares: Int4Default;
  updated_at: DateDefault;
}

export interface ReferralsTable {
  referred_user_id: string;
  referrer_user_id: string;
  created_at: CreatedAt;
  qualified_at: OptionalDate;
  reward_transaction_id: ColumnType<
    bigint | null,
    bigint | string | null | undefined,
    bigint | string | null
  >;
}

export interface SocialIdentitiesTable {
  id: Int8Id;
  user_id: string;
  provider: SocialProvider;
  subject: string;
  email: OptionalText;
  display_name: OptionalText;
  created_at: CreatedAt;
  last_sync_at: DateDefault;
  unlinked_at: OptionalDate;
}

export interface SocialSharesTable {
  id: Int8Id;
  user_id: string;
  type: ShareType;
  platforms: string[];
  share_text: string;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface ContactInvitationsTable {
  id: Int8Id;
  user_id: string;
  channel: ContactChannel;
  address: string;
  platform: OptionalText;
  created_at: DateDefault;
}

export interface MailOutboxTable {
  id: Int8Id;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: OptionalText;
  created_at: CreatedAt;
  attempts: Int4Default;
  next_attempt_at: DateDefault;
  sent_at: OptionalDate;
  last_error: OptionalText;
  transport: OptionalText;
  message_id: OptionalText;
}

export interface SmsOutboxTable {
  id: Int8Id;
  kind: string;
  to_number: string;
  body: string;
  created_at: CreatedAt;
  attempts: Int4Default;
  next_attempt_at: DateDefault;
  sent_at: OptionalDate;
  last_error: OptionalText;
  provider: OptionalText;
  provider_message_id: OptionalText;
}

export interface SocialSchema {
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  player_blocks: PlayerBlocksTable;
  game_invites: GameInvitesTable;
  social_feed_items: SocialFeedItemsTable;
  social_activity: SocialActivityTable;
  referrals: ReferralsTable;
  social_identities: SocialIdentitiesTable;
  social_shares: SocialSharesTable;
  contact_invitations: ContactInvitationsTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
}

export type FriendRequestRow = Selectable<FriendRequestsTable>;
export type GameInviteRow = Selectable<GameInvitesTable>;
export type SocialFeedItemRow = Selectable<SocialFeedItemsTable>;
export type SocialIdentityRow = Selectable<SocialIdentitiesTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type SmsOutboxRow = Selectable<SmsOutboxTable>;
