import { DEFAULT_PREFERENCES } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { queueMail } from '../social/mail-outbox.js';

/**
 * Notification mail (issue 18): a friend request or a game invite is also mailed to its recipient when
 * they chose it in Settings (friend requests by mail are on by default, invites off), their email is
 * verified, and their account is not suspended. The live channel's notice is the web's business
 * (its toasts follow the same choices).
 */
export type MailedNotice =
  | { kind: 'friend-request'; fromName: string }
  | {
      kind: 'game-invite';
      fromName: string;
      /** The invite's game type: blackjack, poker, roulette or baccarat. */
      gameType: string;
      roomCode: string;
      betAmount: string;
      route: string;
    };

const CHOICE = { 'friend-request': 'friend_requests_email', 'game-invite': 'game_invites_email' } as const;
const DEFAULT_CHOICE = {
  'friend-request': DEFAULT_PREFERENCES.notifications.friendRequests.email,
  'game-invite': DEFAULT_PREFERENCES.notifications.gameInvites.email,
} as const;

/** Queues the notice's mail when the recipient wants it; whether it did. */
export async function mailNotice(
  db: Kysely<Database>,
  recipientId: string,
  notice: MailedNotice,
  context: { origin: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .leftJoin('player_preferences', 'player_preferences.user_id', 'users.id')
    .select(['users.email', 'users.email_verified_at', 'users.suspended_at', CHOICE[notice.kind]])
    .where('users.id', '=', recipientId)
    .executeTakeFirst();
  const wanted = row?.[CHOICE[notice.kind]] ?? DEFAULT_CHOICE[notice.kind];
  if (!row?.email || row.email_verified_at === null || row.suspended_at !== null || !wanted) return false;
  const game =
    notice.kind === 'game-invite' ? notice.gameType.charAt(0).toUpperCase() + notice.gameType.slice(1) : '';
  const settings = `You get this mail because of your notification settings: ${context.origin}/settings`;
  const mail =
    notice.kind === 'friend-request'
      ? {
          kind: 'friend-request',
          to: row.email,
          subject: `${notice.fromName} wants to be your friend`,
          text: [
            `${notice.fromName} sent you a friend request at the casino.`,
            `Accept or decline it on your Social page: ${context.origin}/social`,
            '',
            settings,
          ].join('\n'),
        }
      : {
          kind: 'game-invite',
          to: row.email,
          subject: `${notice.fromName} invites you to ${game}`,
          text: [
            `${notice.fromName} invites you to a private ${game} table (room code ${notice.roomCode}, bet ${notice.betAmount} GC).`,
            `The invitation is open for 15 minutes: ${context.origin}${notice.route}`,
            '',
            settings,
          ].join('\n'),
        };
  await db.transaction().execute((trx) => queueMail(trx, mail));
  return true;
}
