import {
  FriendInviteRequest,
  type FeedItem,
  type FeedPage,
  type GameInvite,
  type InviteGameType,
  type PlayerRelation,
  type SocialBadge,
  type SocialStats,
} from '@casino/contracts';
import { formatAmount } from '../../lib/format';

// The pure parts of /social: the stat cards, "last seen" text, invite expiry, the search actions,
// the invite dialog's checks and the feed's paging.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a friend was last connected, as the friends list shows it: "last seen just now",
 * "last seen 5 min ago", "last seen 3 h ago", "last seen 2 days ago"; "Online" while online and
 * "Offline" when they were never seen. A time in the future (clock skew) reads as just now.
 */
export function lastSeenText(friend: { isOnline: boolean; lastSeen: string | null }, now: number): string {
  if (friend.isOnline) return 'Online';
  if (!friend.lastSeen) return 'Offline';
  const at = Date.parse(friend.lastSeen);
  if (!Number.isFinite(at)) return 'Offline';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'last seen just now';
  if (ago < HOUR) return `last seen ${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `last seen ${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  return `last seen ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** A pending invite's countdown, "expires in 14:05", or "expired" once its time has passed. */
export function expiryText(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (!Number.isFinite(left) || left <= 0) return 'expired';
  const seconds = Math.ceil(left / 1000);
  const mm = Math.floor(seconds / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return `expires in ${mm}:${ss}`;
}

/** An invite's status as the lists show it: a pending invite past its time is expired. */
export function inviteStatusOf(invite: GameInvite, now: number): GameInvite['status'] {
  return invite.status === 'pending' && Date.parse(invite.expiresAt) <= now ? 'expired' : invite.status;
}

export interface StatCard {
  key: 'friends' | 'level' | 'online' | 'invites';
  label: string;
  value: string;
  note: string;
  badge?: SocialBadge;
}

/** The hub's four stat cards (spec /social): Friends, Social Level with its badge, Online Now, Room Invites Sent. */
export function statCards(stats: SocialStats | undefined): StatCard[] {
  const n = (value: number | undefined) => (value === undefined ? '—' : String(value));
  return [
    { key: 'friends', label: 'Friends', value: n(stats?.friends), note: 'in your circle' },
    {
      key: 'level',
      label: 'Social Level',
      value: n(stats?.socialLevel),
      note: 'rounds, challenges, friends, shares',
      ...(stats ? { badge: stats.socialBadge } : {}),
    },
    { key: 'online', label: 'Online Now', value: n(stats?.onlineNow), note: 'friends online' },
    { key: 'invites', label: 'Room Invites Sent', value: n(stats?.roomInvitesSent), note: 'private tables' },
  ];
}

export type SearchAction =
  | { kind: 'add'; label: 'Add friend' }
  | { kind: 'accept'; label: 'Accept' }
  | { kind: 'none'; label: 'Requested' | 'Friends' | 'Blocked' };

/** The button a search result shows for the player's relation to the caller. */
export function searchActionOf(relation: PlayerRelation): SearchAction {
  switch (relation) {
    case 'none':
      return { kind: 'add', label: 'Add friend' };
    case 'request-received':
      return { kind: 'accept', label: 'Accept' };
    case 'request-sent':
      return { kind: 'none', label: 'Requested' };
    case 'friend':
      return { kind: 'none', label: 'Friends' };
    case 'blocked':
      return { kind: 'none', label: 'Blocked' };
  }
}

/** The search box asks the server once the trimmed text has at least this many characters. */
export const SEARCH_MIN_CHARS = 2;
/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The query the search sends for what was typed, or null while it is too short. */
export function searchTermOf(typed: string): string | null {
  const term = typed.trim();
  return term.length >= SEARCH_MIN_CHARS ? term.slice(0, 50) : null;
}

export const INVITE_GAMES: readonly { type: InviteGameType; label: string; icon: string }[] = [
  { type: 'blackjack', label: 'Blackjack', icon: '🂡' },
  { type: 'poker', label: 'Poker', icon: '♠' },
  { type: 'roulette', label: 'Roulette', icon: '◎' },
  { type: 'baccarat', label: 'Baccarat', icon: '♦' },
];

export const gameLabelOf = (type: InviteGameType): string =>
  INVITE_GAMES.find((game) => game.type === type)?.label ?? type;

export interface InviteForm {
  gameType: InviteGameType;
  betAmount: string;
}

/** Spec validation: the send button is disabled when betAmount is empty or the request is pending. */
export function canSendInvite(form: InviteForm, pending: boolean): boolean {
  return form.betAmount.trim() !== '' && !pending;
}

/** The invite call's body, checked by the contract's own schema (a message naming the problem otherwise). */
export function inviteRequestOf(
  friendId: string,
  form: InviteForm,
): { ok: true; request: FriendInviteRequest } | { ok: false; message: string } {
  const parsed = FriendInviteRequest.safeParse({
    friendId,
    gameType: form.gameType,
    betAmount: form.betAmount.trim(),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'betAmount' ? 'Bet amount' : String(issue?.path[0] ?? 'Invite');
  return { ok: false, message: `${field} ${issue?.message ?? 'is not valid'}` };
}

/** "50.00 GC bet · Roulette". */
export const inviteSummary = (invite: Pick<GameInvite, 'gameType' | 'betAmount'>): string =>
  `${gameLabelOf(invite.gameType)} · ${formatAmount(invite.betAmount)} GC bet`;

/** The feed call for a page: the newest page, or the one older than `before`. */
export function feedPath(before: string | undefined, limit = FEED_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return `/api/social/feed?${query.toString()}`;
}

export const FEED_PAGE_SIZE = 20;

/** The cursor of the page after this one, or undefined when this was the last page. */
export const nextFeedCursor = (page: FeedPage): string | undefined => page.nextCursor ?? undefined;

/**
 * The loaded pages as one list, newest first: an item that moved to a later page while new items
 * arrived is shown once.
 */
export function feedItemsOf(pages: readonly FeedPage[]): FeedItem[] {
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || compareIds(b.id, a.id));
}

/** Ids are decimal strings of bigints: longer is larger, then by text. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b);
}

/** The route that opens a room to watch instead of play (the tables read ?watch=1). */
export function watchRouteOf(route: string): string {
  const [path = route, query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('watch', '1');
  return `${path}?${params.toString()}`;
}

/** How long ago a feed item happened: "just now", "12 min ago", "3 h ago", "2 days ago". */
export function agoText(at: string, now: number): string {
  return lastSeenText({ isOnline: false, lastSeen: at }, now).replace(/^last seen /, '');
}
