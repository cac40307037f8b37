import { z } from 'zod';
import { MoneyString, PositiveMoneyAmount } from './money.js';
import { multiLineText, plainText } from './plain-text.js';
import { RoomCode } from './live-tables.js';

// The social hub (issue 17; spec "social and competitive areas": /social, /social-login,
// /social-share, Friend, Social connection, the invite and share calls and their constants).

// Constants of the spec ------------------------------------------------------------------------

/** The spec's friend invite game types; default bet 50. */
export const InviteGameType = z.enum(['blackjack', 'poker', 'roulette', 'baccarat']);
export type InviteGameType = z.infer<typeof InviteGameType>;
export const DEFAULT_INVITE_BET = '50.00';
/** A game invite is open this long; then it expires (the table stays until it idles out). */
export const GAME_INVITE_TTL_MS = 15 * 60_000;

export const ShareType = z.enum(['achievement', 'p2p_challenge', 'leaderboard', 'big_win']);
export type ShareType = z.infer<typeof ShareType>;
export const SharePlatform = z.enum(['facebook', 'twitter', 'instagram', 'whatsapp']);
export type SharePlatform = z.infer<typeof SharePlatform>;

export const SocialProvider = z.enum(['google', 'facebook', 'apple', 'instagram']);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** Paid once per account when it first connects a provider (the spec's "500 bonus coins on connect"). */
export const SOCIAL_CONNECT_BONUS = '500.00';
/** Paid to the referrer once per referred player who registers and plays their first rounds. */
export const REFERRAL_REWARD = '1000.00';
/** Settled rounds a referred player plays before the referral pays. */
export const REFERRAL_QUALIFYING_ROUNDS = 3;
/** Emails and text messages one player may send invitations to per day. */
export const CONTACT_INVITES_PER_DAY = 20;

/** The spec's social level badges: 50+ Legend, 25+ Expert, 10+ Pro, otherwise Novice. */
export const SocialBadge = z.enum(['Legend', 'Expert', 'Pro', 'Novice']);
export type SocialBadge = z.infer<typeof SocialBadge>;
export function socialBadgeOf(level: number): SocialBadge {
  if (level >= 50) return 'Legend';
  if (level >= 25) return 'Expert';
  if (level >= 10) return 'Pro';
  return 'Novice';
}

export const FeedVisibility = z.enum(['friends', 'everyone', 'nobody']);

/** A referral code as a visitor brings it (?ref=CODE): letters and digits, any case. */
export const ReferralCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'must be a referral code')
  .transform((s) => s.toUpperCase());
export type FeedVisibility = z.infer<typeof FeedVisibility>;

// Players and friends --------------------------------------------------------------------------

const UserIdField = plainText().trim().min(1, 'is required').max(64);

/** A player as the hub shows them to others: no email, no balance. */
export const PlayerCard = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  socialLevel: z.number().int(),
});
export type PlayerCard = z.infer<typeof PlayerCard>;

/** Where a player is right now, when they are at a table others may join or watch. */
export const PlayerWhereabouts = z.object({
  kind: z.enum(['live-table', 'poker-table', 'challenge']),
  /** The room's display name, e.g. "European Roulette" or "Private table K7Q2MX". */
  name: z.string(),
  /** The app route that opens it (join or watch). */
  route: z.string(),
  roomCode: z.string().nullable(),
  /** The player only watches (a spectator); they still count as online. */
  watching: z.boolean().optional(),
});
export type PlayerWhereabouts = z.infer<typeof PlayerWhereabouts>;

/** GET /api/friends: the spec's Friend fields, plus the card and where the friend plays now. */
export const Friend = PlayerCard.extend({
  isOnline: z.boolean(),
  /** ISO time the friend's last live connection closed; null while online or never seen. */
  lastSeen: z.string().nullable(),
  friendsSince: z.string(),
  playingAt: PlayerWhereabouts.nullable(),
});
export type Friend = z.infer<typeof Friend>;
export const FriendList = z.array(Friend);
export type FriendList = z.infer<typeof FriendList>;

/** GET /api/players/search?q=: players by display name, with how each relates to the caller. */
export const PlayerSearchQuery = z.strictObject({
  q: plainText().trim().min(2, 'must be at least 2 characters').max(50),
});
export const PlayerRelation = z.enum(['none', 'friend', 'request-sent', 'request-received', 'blocked']);
export type PlayerRelation = z.infer<typeof PlayerRelation>;
export const PlayerSearchResult = PlayerCard.extend({ relation: PlayerRelation });
export const PlayerSearchResults = z.array(PlayerSearchResult);
export type PlayerSearchResults = z.infer<typeof PlayerSearchResults>;

export const FriendRequestStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled']);
export const FriendRequest = z.object({
  id: z.string(),
  from: PlayerCard,
  to: PlayerCard,
  status: FriendRequestStatus,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof FriendRequest>;
/** GET /api/friends/requests: pending requests to and from the caller, newest first. */
export const FriendRequestList = z.object({
  incoming: z.array(FriendRequest),
  outgoing: z.array(FriendRequest),
});
export type FriendRequestList = z.infer<typeof FriendRequestList>;
/** POST /api/friends/requests */
export const SendFriendRequest = z.strictObject({ userId: UserIdField });
export type SendFriendRequest = z.infer<typeof SendFriendRequest>;
export const FriendRequestIdParams = z.strictObject({
  requestId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a request id'),
});
export const FriendIdParams = z.strictObject({ userId: UserIdField });
/** Friend requests one player may send in any 24 hours (asking back, which accepts theirs, is not counted). */
export const FRIEND_REQUESTS_PER_DAY = 50;
/** The most friends a player may hold; requests and accepts past it are refused. */
export const MAX_FRIENDS = 500;
/** The answer of a removal (a friend, a block): nothing else to say. */
export const SocialActionOk = z.object({ ok: z.literal(true) });
export type SocialActionOk = z.infer<typeof SocialActionOk>;
/** GET /api/friends/blocked */
export const BlockedPlayer = PlayerCard.extend({ blockedAt: z.string() });
export type BlockedPlayer = z.infer<typeof BlockedPlayer>;
export const BlockedPlayers = z.array(BlockedPlayer);
export type BlockedPlayers = z.infer<typeof BlockedPlayers>;

// Game invites ---------------------------------------------------------------------------------

/** POST /api/friends/invite: the spec's payload; betAmount is the table's minimum bet (poker: big blind). */
export const FriendInviteRequest = z.strictObject({
  friendId: UserIdField,
  gameType: InviteGameType,
  betAmount: PositiveMoneyAmount.default(DEFAULT_INVITE_BET),
});
export type FriendInviteRequest = z.infer<typeof FriendInviteRequest>;

export const GameInviteStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']);
export const GameInvite = z.object({
  id: z.string(),
  from: PlayerCard,
  to: PlayerCard,
  gameType: InviteGameType,
  betAmount: MoneyString,
  roomCode: RoomCode,
  /** The app route that opens the private table. */
  route: z.string(),
  status: GameInviteStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type GameInvite = z.infer<typeof GameInvite>;
/** The spec reads roomCode from the invite response. */
export const FriendInviteResponse = z.object({ roomCode: RoomCode, invite: GameInvite });
export type FriendInviteResponse = z.infer<typeof FriendInviteResponse>;
/** GET /api/friends/invites: received and sent, newest first (the last 30 days). */
export const GameInviteList = z.object({ received: z.array(GameInvite), sent: z.array(GameInvite) });
export type GameInviteList = z.infer<typeof GameInviteList>;
export const GameInviteIdParams = z.strictObject({
  inviteId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be an invite id'),
});

/** GET /api/social/active-rooms: the rooms the caller's online friends are in, to join or watch. */
export const ActiveRoom = PlayerWhereabouts.extend({ friends: z.array(PlayerCard) });
export const ActiveRoomList = z.array(ActiveRoom);
export type ActiveRoomList = z.infer<typeof ActiveRoomList>;

// The hub's numbers, the feed, referrals ---------------------------------------------------------

/** GET /api/social/stats: the hub's four stat cards. */
export const SocialStats = z.object({
  friends: z.number().int(),
  socialLevel: z.number().int(),
  socialBadge: SocialBadge,
  /** Friends online now. */
  onlineNow: z.number().int(),
  roomInvitesSent: z.number().int(),
});
export type SocialStats = z.infer<typeof SocialStats>;

export const FeedItemKind = z.enum([
  'big_win',
  'achievement',
  'challenge_result',
  'level_up',
  'new_friend',
  'share',
]);
export type FeedItemKind = z.infer<typeof FeedItemKind>;
export const FeedItem = z.object({
  id: z.string(),
  kind: FeedItemKind,
  actor: PlayerCard,
  /** One line, written by the server ("won 2,500.00 coins on Mega Fortune"). */
  text: z.string(),
  /** The kind's details (amounts as decimal strings, game names, the other player of a friendship). */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type FeedItem = z.infer<typeof FeedItem>;
export const FeedQuery = z.strictObject({
  /** Items older than this id (the previous page's nextCursor). */
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'must be a feed item id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const FeedPage = z.object({ items: z.array(FeedItem), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof FeedPage>;

/** GET and PUT /api/social/settings: who sees the player's activity. */
export const SocialSettings = z.strictObject({ feedVisibility: FeedVisibility });
export type SocialSettings = z.infer<typeof SocialSettings>;

/** GET /api/social/referrals */
export const ReferralSummary = z.object({
  code: z.string(),
  /** The full link to share (the site's origin, /?ref=CODE). */
  link: z.string(),
  referred: z.number().int(),
  qualified: z.number().int(),
  coinsEarned: MoneyString,
  reward: MoneyString,
  qualifyingRounds: z.number().int(),
  recent: z.array(
    z.object({
      player: PlayerCard,
      joinedAt: z.string(),
      qualifiedAt: z.string().nullable(),
    }),
  ),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

// Social login and connections -----------------------------------------------------------------

/** GET /api/social/providers: which sign-in buttons work here, and why one does not. */
export const SocialProviderStatus = z.object({
  provider: SocialProvider,
  available: z.boolean(),
  /** Why it is unavailable, shown on its button. */
  reason: z.string().nullable(),
});
export const SocialProviderList = z.array(SocialProviderStatus);
export type SocialProviderList = z.infer<typeof SocialProviderList>;

/** GET /api/social/connections: the spec's Social connection fields. */
export const SocialConnection = z.object({
  id: z.string(),
  platform: SocialProvider,
  lastSync: z.string(),
  isActive: z.boolean(),
  /** The provider's name or email for the identity, when it gave one. */
  accountLabel: z.string().nullable(),
});
export type SocialConnection = z.infer<typeof SocialConnection>;
export const SocialConnectionList = z.array(SocialConnection);
export const SocialConnectionIdParams = z.strictObject({
  connectionId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a connection id'),
});
export const SocialProviderParams = z.strictObject({ provider: SocialProvider });

// Sharing and contact invitations --------------------------------------------------------------

/** POST /api/social/share: the spec's payload and its validation messages. */
export const ShareRequest = z.strictObject({
  type: ShareType,
  platforms: z
    .array(SharePlatform)
    .min(1, 'Please select at least one platform to share to.')
    .max(4)
    .refine((list) => new Set(list).size === list.length, 'must not repeat a platform'),
  shareText: multiLineText()
    .trim()
    .min(1, 'Please add some content to share.')
    .max(1000, 'must be at most 1000 characters'),
  data: z
    .strictObject({
      title: plainText().trim().max(120).optional(),
      description: multiLineText().trim().max(500).optional(),
      gameType: plainText().trim().max(40).optional(),
    })
    .default({}),
});
export type ShareRequest = z.infer<typeof ShareRequest>;
export const ShareLink = z.object({ platform: SharePlatform, url: z.string() });
export const ShareResponse = z.object({ id: z.string(), links: z.array(ShareLink) });
export type ShareResponse = z.infer<typeof ShareResponse>;

/**
 * POST /api/social/invite-friends: the spec's payload. Items are trimmed and empty ones dropped; at
 * least one email or phone is required ('Please add at least one email or phone number.').
 */
const contactList = z
  .array(plainText().max(254))
  .max(50, 'must list at most 50 contacts')
  .default([])
  .transform((list) => list.map((item) => item.trim()).filter((item) => item.length > 0));
export const InviteFriendsRequest = z
  .strictObject({
    emails: contactList,
    phones: contactList,
    message: multiLineText().trim().max(500).default(''),
    platform: plainText().trim().max(40).default('casino'),
  })
  .refine((body) => body.emails.length + body.phones.length > 0, {
    message: 'Please add at least one email or phone number.',
    path: ['emails'],
  });
export type InviteFriendsRequest = z.infer<typeof InviteFriendsRequest>;
export const SkippedContact = z.object({
  address: z.string(),
  reason: z.enum(['invalid', 'duplicate', 'already-invited', 'already-registered', 'daily-limit']),
});
export const InviteFriendsResponse = z.object({
  invitationsSent: z.number().int(),
  skipped: z.array(SkippedContact),
});
export type InviteFriendsResponse = z.infer<typeof InviteFriendsResponse>;

/**
 * GET /api/mailbox: the local mailbox of this installation, only when no SMTP server is configured
 * (mail is kept here instead of sent): the mail addressed to the signed-in player's own email, newest
 * first. Not real email.
 */
export const MailboxMessage = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export const LocalMailbox = z.object({
  /** The player's email; null for a guest, who has no mailbox. */
  address: z.string().nullable(),
  messages: z.array(MailboxMessage),
});
export type LocalMailbox = z.infer<typeof LocalMailbox>;

// The app's live channel ------------------------------------------------------------------------

/**
 * GET /api/live: a server-sent event stream for the signed-in player. Holding it open marks the
 * player online; each event is one of these, JSON in the `data:` line.
 */
export const LiveNotification = z.discriminatedUnion('type', [
  z.object({ type: z.literal('game-invite'), invite: GameInvite }),
  z.object({ type: z.literal('game-invite-updated'), invite: GameInvite }),
  z.object({ type: z.literal('friend-request'), request: FriendRequest }),
  z.object({ type: z.literal('friend-added'), friend: PlayerCard }),
  z.object({ type: z.literal('friend-presence'), userId: z.string(), isOnline: z.boolean() }),
]);
export type LiveNotification = z.infer<typeof LiveNotification>;
/** The presence/pub-sub channel a player's notifications are published on. */
export const playerChannel = (userId: string): string => `player:${userId}`;
