import type { AdminPlayerRow } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { cancelOpenChallengesOf, type ChallengeChange } from '../../p2p-challenges/end-open-challenge.js';
import { destroyUserSessions } from '../../sessions/session-store.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import { lockPlayer, refuseOwnAccount } from './lock-player.js';
import { adminPlayerRowOf } from './player-row.js';

export interface SuspensionOutcome {
  player: AdminPlayerRow;
  /** Sessions ended: the caller then closes the player's room connections (ctx.onLogout). */
  sessionsEnded: number;
  /** Open challenges cancelled and refunded: the caller tells the rooms and lobbies. */
  cancelledChallenges: ChallengeChange[];
}

/**
 * Suspends a player (issue 15), in one transaction with its audit row: the account is marked, every
 * session ends (and stays ended: the session store and the rooms read a suspended player's session as
 * absent), and their open challenges are cancelled with the stakes returned. Signing in is refused
 * until an admin reinstates them. Not your own account; not one already suspended.
 */
export async function suspendPlayer(
  db: Kysely<Database>,
  staff: Staff,
  userId: string,
  reason: string,
  now: Date,
): Promise<SuspensionOutcome> {
  refuseOwnAccount(staff, userId, 'suspend');
  const { sessionsEnded, cancelledChallenges } = await db.transaction().execute(async (trx) => {
    const before = await lockPlayer(trx, userId);
    if (before.suspended_at !== null) throw new DomainError('conflict', 'This player is already suspended.');
    await trx
      .updateTable('users')
      .set({ suspended_at: now, suspended_reason: reason })
      .where('id', '=', userId)
      .execute();
    const ended = await destroyUserSessions(trx, userId);
    const cancelled = await cancelOpenChallengesOf(trx, userId, now);
    await recordAdminAction(trx, staff, {
      action: 'player.suspend',
      targetKind: 'player',
      targetId: userId,
      before: { suspendedAt: null, suspendedReason: before.suspended_reason },
      after: {
        suspendedAt: now.toISOString(),
        suspendedReason: reason,
        sessionsEnded: ended.length,
        cancelledChallenges: cancelled.map((c) => c.challengeId),
      },
      reason,
    });
    return { sessionsEnded: ended.length, cancelledChallenges: cancelled };
  });
  return { player: await adminPlayerRowOf(db, userId, now), sessionsEnded, cancelledChallenges };
}

/**
 * Lifts a suspension: the player may sign in again. Any session a request in flight wrote back while
 * they were suspended is ended now, so only a fresh sign-in lets them in.
 */
export async function reinstatePlayer(
  db: Kysely<Database>,
  staff: Staff,
  userId: string,
  reason: string,
  now: Date,
): Promise<AdminPlayerRow> {
  await db.transaction().execute(async (trx) => {
    const before = await lockPlayer(trx, userId);
    if (before.suspended_at === null) throw new DomainError('conflict', 'This player is not suspended.');
    await trx
      .updateTable('users')
      .set({ suspended_at: null, suspended_reason: null })
      .where('id', '=', userId)
      .execute();
    await destroyUserSessions(trx, userId);
    await recordAdminAction(trx, staff, {
      action: 'player.reinstate',
      targetKind: 'player',
      targetId: userId,
      before: { suspendedAt: before.suspended_at.toISOString(), suspendedReason: before.suspended_reason },
      after: { suspendedAt: null, suspendedReason: null },
      reason,
    });
  });
  return adminPlayerRowOf(db, userId, now);
}
