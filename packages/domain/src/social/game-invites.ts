import {
  GAME_INVITE_TTL_MS,
  type FriendInviteRequest,
  type GameInvite,
  type GameInviteList,
  type InviteGameType,
  type LiveGameKey,
  type PlayerCard,
} from '@casino/contracts';
import { sql, type Database, type GameInviteRow, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { formatMoney, parseMoney } from '../money.js';
import { openPrivatePokerTable } from '../games/holdem/private-tables.js';
import { openPrivateLiveTable } from '../live-tables/private-tables.js';
import { playerCards } from './player-cards.js';
import type { PresenceReader } from './presence.js';
import { areFriends, blockedEitherWay } from './relations.js';
import { assertGameInviteAllowed } from '../responsible-gaming/marketing.js';

/** Pending (unexpired) invites one player may have out to the same friend at once. */
export const MAX_PENDING_INVITES_PER_FRIEND = 5;
/** How far back GET /api/friends/invites looks. */
export const GAME_INVITE_LIST_DAYS = 30;

export const INVITE_FRIEND_OFFLINE = 'Your friend is offline; you can invite them when they are online.';
export const INVITE_NOT_FOUND = 'No such invitation.';

const LIVE_GAME_OF: Record<Exclude<InviteGameType, 'poker'>, LiveGameKey> = {
  blackjack: 'live-blackjack',
  roulette: 'live-roulette',
  baccarat: 'live-baccarat',
};

/** The app route that opens an invite's private table (the web's live table and poker pages). */
export function inviteRoute(row: Pick<GameInviteRow, 'live_table_id' | 'poker_table_id'>): string {
  if (row.poker_table_id !== null) return `/poker?table=${row.poker_table_id}`;
  return `/live-casino/${row.live_table_id ?? 0}`;
}

/** The status a player sees: a pending invite past its expiry reads 'expired'. */
export function inviteStatus(
  row: Pick<GameInviteRow, 'status' | 'expires_at'>,
  now: Date,
): GameInvite['status'] {
  return row.status === 'pending' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status;
}

function toGameInvite(row: GameInviteRow, cards: Map<string, PlayerCard>, now: Date): GameInvite {
  const card = (id: string): PlayerCard =>
    cards.get(id) ?? {
      id,
      displayName: 'Player',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      socialLevel: 1,
    };
  return {
    id: String(row.id),
    from: card(row.from_user_id),
    to: card(row.to_user_id),
    gameType: row.game_type,
    betAmount: formatMoney(row.bet_amount),
    roomCode: row.room_code,
    route: inviteRoute(row),
    status: inviteStatus(row, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

async function invitesOf(
  db: Kysely<Database> | Transaction<Database>,
  rows: GameInviteRow[],
  now: Date,
): Promise<GameInvite[]> {
  const cards = await playerCards(
    db,
    rows.flatMap((row) => [row.from_user_id, row.to_user_id]),
  );
  return rows.map((row) => toGameInvite(row, cards, now));
}

/** Locks both players' rows in id order (the house rule), serialising invites between them. */
async function lockPair(trx: Transaction<Database>, a: string, b: string): Promise<void> {
  for (const id of [a, b].sort())
    await trx.selectFrom('users').select('id').where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/**
 * POST /api/friends/invite: a friend who is online now (the spec disables Invite for offline friends)
 * and not blocked either way is invited to a private table opened for it in the same transaction: a
 * live table of the game with betAmount as its minimum bet, or a heads-up hold'em table with
 * betAmount as its big blind, both within the registry's limits (the refusal names them). At most
 * MAX_PENDING_INVITES_PER_FRIEND pending invites to the same friend: both players' rows are locked
 * first, so two invites at once cannot both pass the cap. The caller publishes 'game-invite'.
 */
export async function sendGameInvite(
  db: Kysely<Database>,
  presence: PresenceReader,
  fromUserId: string,
  request: FriendInviteRequest,
  now: Date,
): Promise<GameInvite> {
  const toUserId = request.friendId;
  if (toUserId === fromUserId)
    throw new DomainError('validation_error', 'body.friendId: you cannot invite yourself', {
      field: 'body.friendId',
    });
  if (!(await areFriends(db, fromUserId, toUserId)))
    throw new DomainError('not_found', 'You can only invite your friends.');
  if (await blockedEitherWay(db, fromUserId, toUserId))
    throw new DomainError('forbidden', 'You cannot invite this player.');
  // Responsible gaming: no invites to or from a player on a break or self-excluded.
  await assertGameInviteAllowed(db, fromUserId, toUserId, now);
  if (!(await presence.statusOf([toUserId])).get(toUserId)?.isOnline)
    throw new DomainError('conflict', INVITE_FRIEND_OFFLINE);
  const betAmount = parseMoney(request.betAmount);

  const row = await db.transaction().execute(async (trx) => {
    await lockPair(trx, fromUserId, toUserId);
    const pending = await trx
      .selectFrom('game_invites')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('from_user_id', '=', fromUserId)
      .where('to_user_id', '=', toUserId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (pending.n >= MAX_PENDING_INVITES_PER_FRIEND)
      throw new DomainError(
        'conflict',
        `You already have ${MAX_PENDING_INVITES_PER_FRIEND} invitations waiting for this friend.`,
      );
    const table =
      request.gameType === 'poker'
        ? await openPrivatePokerTable(trx, fromUserId, {
            bigBlind: request.betAmount,
            maxPlayers: 2,
          }).then((t) => ({ live_table_id: null, poker_table_id: t.tableId, room_code: t.roomCode }))
        : await openPrivateLiveTable(trx, fromUserId, {
            gameKey: LIVE_GAME_OF[request.gameType],
            minBet: request.betAmount,
          }).then((t) => ({ live_table_id: t.id, poker_table_id: null, room_code: t.roomCode ?? '' }));
    return trx
      .insertInto('game_invites')
      .values({
        from_user_id: fromUserId,
        to_user_id: toUserId,
        game_type: request.gameType,
        bet_amount: betAmount,
        ...table,
        status: 'pending',
        created_at: now,
        expires_at: new Date(now.getTime() + GAME_INVITE_TTL_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [invite] = await invitesOf(db, [row], now);
  if (!invite) throw new Error('the invite just written was not read back');
  return invite;
}

/** GET /api/friends/invites: received and sent in the last GAME_INVITE_LIST_DAYS days, newest first. */
export async function listGameInvites(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<GameInviteList> {
  const since = new Date(now.getTime() - GAME_INVITE_LIST_DAYS * 86_400_000);
  const rows = await db
    .selectFrom('game_invites')
    .selectAll()
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const invites = await invitesOf(db, rows, now);
  return {
    received: invites.filter((invite) => invite.to.id === userId),
    sent: invites.filter((invite) => invite.from.id === userId),
  };
}

export type InviteAnswer = 'accept' | 'decline' | 'cancel';

/**
 * Answers a pending, unexpired invite: the recipient accepts or declines, the sender cancels. An
 * invite the caller is no party to is not found; the wrong party is refused; an answered or expired
 * one is a conflict. The row is locked, so two answers at once cannot both succeed. The caller tells
 * the other party ('game-invite-updated'). The private table's code works with or without accepting.
 */
export async function answerGameInvite(
  db: Kysely<Database>,
  userId: string,
  inviteId: string,
  answer: InviteAnswer,
  now: Date,
): Promise<GameInvite> {
  const row = await db.transaction().execute(async (trx) => {
    const invite = await trx
      .selectFrom('game_invites')
      .selectAll()
      .where('id', '=', BigInt(inviteId))
      .forUpdate()
      .executeTakeFirst();
    if (!invite || (invite.from_user_id !== userId && invite.to_user_id !== userId))
      throw new DomainError('not_found', INVITE_NOT_FOUND);
    const mine = answer === 'cancel' ? invite.from_user_id : invite.to_user_id;
    if (mine !== userId)
      throw new DomainError(
        'forbidden',
        answer === 'cancel'
          ? 'Only the player who sent an invitation can cancel it.'
          : 'Only the invited player can answer an invitation.',
      );
    const status = inviteStatus(invite, now);
    if (status !== 'pending') throw new DomainError('conflict', `This invitation is ${status}.`);
    return trx
      .updateTable('game_invites')
      .set({
        status: answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'cancelled',
        responded_at: now,
      })
      .where('id', '=', invite.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [invite] = await invitesOf(db, [row], now);
  if (!invite) throw new Error('the invite just answered was not read back');
  return invite;
}
