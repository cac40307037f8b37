import type { Database, Kysely, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { refundCreatorStake } from './challenge-escrow.js';
import { challengeNotFound, lockChallenge } from './challenge-row.js';

/** What changed, for the api to publish on the challenge channel. */
export interface ChallengeChange {
  challengeId: string;
  status: 'open' | 'playing' | 'finished' | 'cancelled' | 'expired' | 'voided';
  invitedId: string | null;
}

/**
 * Ends an open challenge nobody accepted and returns the creator's stake, inside the caller's
 * transaction with the row locked: the status guard and the refund's idempotency key make it happen
 * once, whichever of cancel, expiry or a racing accept gets the lock first.
 */
async function endOpen(
  trx: Transaction<Database>,
  row: NonNullable<Awaited<ReturnType<typeof lockChallenge>>>,
  status: 'cancelled' | 'expired',
  now: Date,
): Promise<ChallengeChange> {
  await refundCreatorStake(
    trx,
    { id: row.id, currency: row.currency, betUnits: row.bet_amount, creatorId: row.creator_id },
    status,
  );
  await trx
    .updateTable('p2p_challenges')
    .set({ status, finished_at: now })
    .where('id', '=', row.id)
    .execute();
  return { challengeId: row.id, status, invitedId: row.invited_id };
}

/** POST /api/p2p-challenges/{id}/cancel: the creator withdraws an open challenge; the stake comes back. */
export async function cancelChallenge(
  db: Kysely<Database>,
  userId: string,
  challengeId: string,
  now: Date,
): Promise<ChallengeChange> {
  return db.transaction().execute(async (trx) => {
    const row = await lockChallenge(trx, challengeId);
    if (!row) throw challengeNotFound();
    if (row.creator_id !== userId)
      throw new DomainError('forbidden', 'Only the player who created this challenge can cancel it.');
    if (row.status !== 'open')
      throw new DomainError(
        'conflict',
        row.status === 'cancelled'
          ? 'This challenge is already cancelled.'
          : row.status === 'expired'
            ? 'This challenge has expired; its stake was returned.'
            : 'This challenge has been accepted and can no longer be cancelled.',
      );
    return endOpen(trx, row, 'cancelled', now);
  });
}

/**
 * The expiry sweep: every open challenge past its expiry is ended and refunded, each in its own
 * transaction, a batch at a time until none is due. One another process (or an accept, or a cancel)
 * got first is skipped: its row lock and status guard decide.
 */
export async function expireChallenges(
  db: Kysely<Database>,
  now: Date,
  batch = 100,
): Promise<ChallengeChange[]> {
  const changes: ChallengeChange[] = [];
  const seen = new Set<string>();
  for (;;) {
    const due = await db
      .selectFrom('p2p_challenges')
      .select('id')
      .where('status', '=', 'open')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(batch)
      .execute();
    const fresh = due.filter(({ id }) => !seen.has(id));
    for (const { id } of fresh) {
      seen.add(id);
      const change = await expireChallenge(db, id, now);
      if (change) changes.push(change);
    }
    if (due.length < batch || fresh.length === 0) return changes;
  }
}

/** Expires one challenge if it is still open and due (null when an accept or a cancel came first). */
export async function expireChallenge(
  db: Kysely<Database>,
  challengeId: string,
  now: Date,
): Promise<ChallengeChange | null> {
  return db.transaction().execute(async (trx) => {
    const row = await lockChallenge(trx, challengeId);
    if (!row || row.status !== 'open' || row.expires_at.getTime() > now.getTime()) return null;
    return endOpen(trx, row, 'expired', now);
  });
}

/**
 * A suspended player's open challenges (issue 15), inside the suspension's transaction: the ones they
 * created and the ones waiting for them alone are cancelled and each creator's stake comes back, one
 * row lock at a time like a cancel. Challenges already in play are left to their room.
 */
export async function cancelOpenChallengesOf(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<ChallengeChange[]> {
  const open = await trx
    .selectFrom('p2p_challenges')
    .select('id')
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('creator_id', '=', userId), eb('invited_id', '=', userId)]))
    .orderBy('id')
    .execute();
  const changes: ChallengeChange[] = [];
  for (const { id } of open) {
    const row = await lockChallenge(trx, id);
    // An accept that got the lock first made it a game in play: its room plays it out.
    if (row?.status === 'open') changes.push(await endOpen(trx, row, 'cancelled', now));
  }
  return changes;
}
