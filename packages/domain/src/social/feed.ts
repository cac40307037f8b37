import {
  FeedItemKind,
  type FeedItem,
  type FeedPage,
  type FeedVisibility,
  type PlayerCard,
  type SocialSettings,
} from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { challengeGameOf, CHALLENGE_GAME_TYPES, type ChallengeGameType } from '@casino/games';
import { playerCards } from './player-cards.js';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * The social feed (issue 17): what players did, one row per item in social_feed_items, about the
 * player in user_id (whose visibility choice applies). Items come from the outbox's projection
 * (big wins, challenge results, rounds counted into the social level), the economy projection
 * (achievements unlocked, loyalty tiers reached), the social level and new friendships. An item made
 * from an event carries its id, and social_feed_items_once (event, kind, player) makes it once.
 *
 * A player reads their own items and their friends' (unless a friend chose 'nobody'); nothing of a
 * player blocked either way, as the actor or as the other player of an item. Each item carries a
 * one-line text written here, without a currency sign (play money carries none).
 */

/** One item to write. */
export interface NewFeedItem {
  userId: string;
  kind: FeedItemKind;
  payload: Record<string, unknown>;
  /** The domain event it comes from: with it the item is written at most once. */
  sourceEventId: bigint | null;
  at: Date;
}

/** Writes the items; an item of an event already written (event, kind, player) is left as it is. */
export async function writeFeedItems(
  trx: Transaction<Database>,
  items: readonly NewFeedItem[],
): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('social_feed_items')
    .values(
      items.map((item) => ({
        user_id: item.userId,
        kind: item.kind,
        payload: JSON.stringify(item.payload),
        source_event_id: item.sourceEventId,
        created_at: item.at,
      })),
    )
    .onConflict((oc) => oc.constraint('social_feed_items_once').doNothing())
    .execute();
}

/** What the economy projection unlocked or raised for one player in a batch. */
export interface EconomyMilestones {
  userId: string;
  /** Achievements unlocked, with the event of the play that unlocked each. */
  achievements: ReadonlyArray<{ id: string; name: string; eventId: bigint; at: Date }>;
  /** The loyalty tier the batch raised the player to, with the batch's last play of theirs. */
  loyaltyTier: { tier: string; previous: string; eventId: bigint; at: Date } | null;
}

/**
 * The `achievement` and `level_up` (ladder 'loyalty') items of an economy projection batch: one
 * achievement item per unlocking play (a play that unlocks two achievements names both), one
 * level_up item per player whose tier rose.
 */
export async function writeEconomyFeedItems(
  trx: Transaction<Database>,
  milestones: readonly EconomyMilestones[],
): Promise<void> {
  const items: NewFeedItem[] = [];
  for (const m of milestones) {
    const byEvent = new Map<bigint, Array<{ id: string; name: string; at: Date }>>();
    for (const a of m.achievements) byEvent.set(a.eventId, [...(byEvent.get(a.eventId) ?? []), a]);
    for (const [eventId, unlocked] of byEvent) {
      items.push({
        userId: m.userId,
        kind: 'achievement',
        payload: { achievements: unlocked.map((a) => ({ id: a.id, name: a.name })) },
        sourceEventId: eventId,
        at: unlocked[0]?.at ?? new Date(),
      });
    }
    if (m.loyaltyTier) {
      items.push({
        userId: m.userId,
        kind: 'level_up',
        payload: { ladder: 'loyalty', tier: m.loyaltyTier.tier, previous: m.loyaltyTier.previous },
        sourceEventId: m.loyaltyTier.eventId,
        at: m.loyaltyTier.at,
      });
    }
  }
  await writeFeedItems(trx, items);
}

// Reading -----------------------------------------------------------------------------------------

/** "2,500.00": a decimal amount with thousands separators, no currency sign. */
export function groupedAmount(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const amount = (value: unknown): string | null => {
  const s = text(value);
  return s !== null && /^-?\d+(\.\d+)?$/.test(s) ? groupedAmount(s) : null;
};

/** "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

const challengeGameName = (type: unknown): string =>
  typeof type === 'string' && (CHALLENGE_GAME_TYPES as readonly string[]).includes(type)
    ? challengeGameOf(type as ChallengeGameType).name
    : 'a challenge';

const SHARED: Record<string, string> = {
  achievement: 'shared an achievement',
  p2p_challenge: 'shared a challenge',
  leaderboard: 'shared a leaderboard place',
  big_win: 'shared a big win',
};

/** The id of the other player an item names (a new friend, a challenge's opponent), if any. */
export function otherPlayerOf(payload: Record<string, unknown>): string | null {
  return text(payload.friendId) ?? text(payload.opponentId);
}

/** The item's one line, as its actor's name is followed by it ("won 2,500.00 coins on Mega Fortune"). */
export function feedText(
  kind: FeedItemKind,
  payload: Record<string, unknown>,
  other: PlayerCard | null,
): string {
  const otherName = other?.displayName ?? 'another player';
  switch (kind) {
    case 'big_win': {
      const game = text(payload.gameName) ?? 'a game';
      const net = amount(payload.net);
      return net ? `won ${net} coins on ${game}` : `had a big win on ${game}`;
    }
    case 'achievement': {
      const names = Array.isArray(payload.achievements)
        ? (payload.achievements as unknown[]).flatMap((a) =>
            typeof a === 'object' && a !== null ? (text((a as { name?: unknown }).name) ?? []) : [],
          )
        : [];
      return names.length > 0 ? `unlocked ${listed(names)}` : 'unlocked an achievement';
    }
    case 'challenge_result': {
      const game = challengeGameName(payload.gameType);
      if (payload.outcome === 'won') return `beat ${otherName} at ${game}`;
      if (payload.outcome === 'lost') return `lost to ${otherName} at ${game}`;
      return `drew with ${otherName} at ${game}`;
    }
    case 'level_up':
      if (payload.ladder === 'loyalty') return `reached ${text(payload.tier) ?? 'a new'} loyalty tier`;
      return `reached social level ${typeof payload.level === 'number' ? payload.level : '?'}`;
    case 'new_friend':
      return `is now friends with ${otherName}`;
    case 'share':
      return SHARED[text(payload.type) ?? ''] ?? 'shared on social media';
  }
}

const FEED_ID = /^[1-9]\d{0,17}$/;

/**
 * GET /api/social/feed: the player's own items and their friends' (a friend who chose 'nobody'
 * shows none), never anything of a player blocked either way; newest first, `limit` at a time,
 * older pages by `before` (the previous page's nextCursor).
 */
export async function listFeed(
  db: Reader,
  userId: string,
  query: { before?: string | undefined; limit: number },
): Promise<FeedPage> {
  const before = query.before !== undefined && FEED_ID.test(query.before) ? query.before : null;
  const blocked = sql<string>`(select blocked_user_id from player_blocks where user_id = ${userId}
      union select user_id from player_blocks where blocked_user_id = ${userId})`;
  const rows = await db
    .selectFrom('social_feed_items as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.user_id', 'i.kind', 'i.payload', 'i.created_at'])
    .where((eb) =>
      eb.or([
        eb('i.user_id', '=', userId),
        eb.and([
          eb(
            'i.user_id',
            'in',
            eb.selectFrom('friendships').select('friend_id').where('user_id', '=', userId),
          ),
          eb('u.feed_visibility', 'in', ['friends', 'everyone']),
        ]),
      ]),
    )
    .where(sql<boolean>`i.user_id not in ${blocked}`)
    .where(sql<boolean>`coalesce(i.payload->>'friendId', i.payload->>'opponentId', '') not in ${blocked}`)
    .$if(before !== null, (q) => q.where('i.id', '<', BigInt(before ?? '0')))
    .orderBy('i.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const payloads = page.map((r) => ({ row: r, payload: jsonObject(r.payload) }));
  const cards = await playerCards(db, [
    ...page.map((r) => r.user_id),
    ...payloads.flatMap(({ payload }) => otherPlayerOf(payload) ?? []),
  ]);
  const items: FeedItem[] = payloads.flatMap(({ row, payload }) => {
    const actor = cards.get(row.user_id);
    const kind = FeedItemKind.safeParse(row.kind);
    if (!actor || !kind.success) return [];
    const otherId = otherPlayerOf(payload);
    return [
      {
        id: String(row.id),
        kind: kind.data,
        actor,
        text: feedText(kind.data, payload, otherId ? (cards.get(otherId) ?? null) : null),
        data: otherId ? { ...payload, otherPlayer: cards.get(otherId) ?? null } : payload,
        createdAt: new Date(row.created_at).toISOString(),
      },
    ];
  });
  const last = page[page.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? String(last.id) : null };
}

function jsonObject(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

// Settings ----------------------------------------------------------------------------------------

/** GET /api/social/settings. */
export async function getSocialSettings(db: Reader, userId: string): Promise<SocialSettings> {
  const row = await db
    .selectFrom('users')
    .select('feed_visibility')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { feedVisibility: row.feed_visibility };
}

/** PUT /api/social/settings: who sees the player's items ('nobody': only the player). */
export async function setSocialSettings(
  db: Reader,
  userId: string,
  settings: { feedVisibility: FeedVisibility },
): Promise<SocialSettings> {
  await db
    .updateTable('users')
    .set({ feed_visibility: settings.feedVisibility })
    .where('id', '=', userId)
    .execute();
  return getSocialSettings(db, userId);
}
