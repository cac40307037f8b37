import type { VoidResponse } from '@casino/contracts';
import { sql, type Database, type Kysely, type P2pChallengeRow, type Transaction } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { challengeNotFound } from '../../p2p-challenges/challenge-row.js';
import { settleChallengeIn } from '../../p2p-challenges/challenge-settlement.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import { adminLeaseOwner, type LiveRoomCalls } from './live-room-calls.js';

/** The end reason of a challenge the back office voided (its players see it with the result). */
export const ADMIN_VOID_REASON = 'admin_void';

const notInPlay = (status: string) =>
  new DomainError(
    'conflict',
    `This challenge is ${status}, not in play: only a game in play can be voided.`,
    {
      status,
    },
  );

type LockedChallenge = P2pChallengeRow & { hosted: boolean };

async function lockChallenge(trx: Transaction<Database>, challengeId: string): Promise<LockedChallenge> {
  const row = await trx
    .selectFrom('p2p_challenges')
    .selectAll()
    .select(sql<boolean>`coalesce(lease_until > now(), false)`.as('hosted'))
    .where('id', '=', challengeId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw challengeNotFound();
  return row;
}

const refundedOf = (row: P2pChallengeRow): VoidResponse['refunded'] =>
  [row.creator_id, row.opponent_id]
    .filter((id): id is string => id !== null)
    .map((userId) => ({ userId, amount: formatMoney(row.bet_amount), currency: row.currency }));

const audited = (row: P2pChallengeRow) => ({
  status: row.status,
  result: row.result,
  endReason: row.end_reason,
  host: row.lease_owner,
});

/**
 * Voids a challenge in play and returns both stakes (unrated, end reason `admin_void`). A live room
 * holding its lease is asked to end the game itself, through its own settlement; with no live host
 * the back office takes the lease over and settles the void here, under the row lock, so a host that
 * comes back (or a second void) finds the game over. Exactly one void succeeds; the others get 409.
 */
export async function voidChallenge(
  db: Kysely<Database>,
  staff: Staff,
  challengeId: string,
  reason: string,
  rooms: LiveRoomCalls | null,
): Promise<VoidResponse> {
  const settledHere = await db.transaction().execute(async (trx) => {
    const before = await lockChallenge(trx, challengeId);
    if (before.status !== 'playing') throw notInPlay(before.status);
    if (before.hosted && rooms) return null;
    const owner = adminLeaseOwner(staff.userId);
    await trx
      .updateTable('p2p_challenges')
      .set({ lease_owner: owner, lease_until: null })
      .where('id', '=', challengeId)
      .execute();
    await settleChallengeIn(
      trx,
      { challengeId, owner },
      { result: 'void', reason: ADMIN_VOID_REASON, record: { voidedBy: staff.userId, reason } },
    );
    const after = await lockChallenge(trx, challengeId);
    await recordAdminAction(trx, staff, {
      action: 'challenge.void',
      targetKind: 'challenge',
      targetId: challengeId,
      before: audited(before),
      after: { ...audited(after), refunded: refundedOf(after) },
      reason,
    });
    return after;
  });
  if (settledHere) return { voided: true, refunded: refundedOf(settledHere) };

  // A live room hosts it: the room settles the void (a second call finds it over and is refused).
  try {
    await rooms?.voidChallenge(challengeId, staff.userId, reason);
  } catch (error) {
    // The room refused or went away: a game another void (or its own end) settled is a 409.
    const now = await db
      .selectFrom('p2p_challenges')
      .select('status')
      .where('id', '=', challengeId)
      .executeTakeFirst();
    if (now && now.status !== 'playing') throw notInPlay(now.status);
    throw error;
  }
  return db.transaction().execute(async (trx) => {
    const after = await lockChallenge(trx, challengeId);
    if (after.status !== 'voided' || after.end_reason !== ADMIN_VOID_REASON) throw notInPlay(after.status);
    await recordAdminAction(trx, staff, {
      action: 'challenge.void',
      targetKind: 'challenge',
      targetId: challengeId,
      before: { status: 'playing' },
      after: { ...audited(after), refunded: refundedOf(after) },
      reason,
    });
    return { voided: true, refunded: refundedOf(after) };
  });
}
