import type { ChallengeResult } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { payOutEscrow } from './challenge-escrow.js';
import { leaseLost, type ChallengeLease } from './challenge-lease.js';
import { rateFinishedChallenge } from './challenge-ratings.js';
import { challengeNotFound, gameTypeOf, storedResult, type StoredRatings } from './challenge-row.js';

export const P2P_CHALLENGE_SETTLED = 'p2p_challenge_settled';

export interface ChallengeOutcome {
  /** The creator (seat 0) won, the accepter (seat 1) won, a draw, or void (nobody moved, a server fault). */
  result: 'creator' | 'opponent' | 'draw' | 'void';
  /** checkmate, timeout, resignation, forfeit, stalemate, agreement, score, no_show, server_fault, ... */
  reason: string;
  /** The game's final record (moves, scores, clocks), kept with the challenge. */
  record: Record<string, unknown>;
}

/**
 * Ends a challenge in play exactly once (the row lock; a second call returns the stored result):
 * one ledger transaction empties its escrow (the pool to the winner, or each stake back on a draw or
 * void), both Glicko-2 ratings move (not for a void), the players' win and loss totals count it, the
 * challenge keeps its result, record and ratings and reveals its seed, one `p2p_challenge_settled`
 * event per player goes to the outbox, and the lease is released: all in one database transaction.
 */
export async function settleChallenge(
  db: Kysely<Database>,
  lease: ChallengeLease,
  outcome: ChallengeOutcome,
): Promise<ChallengeResult> {
  return db.transaction().execute((trx) => settleChallengeIn(trx, lease, outcome));
}

/** settleChallenge inside the caller's transaction (an admin's void records itself with it). */
export async function settleChallengeIn(
  trx: Transaction<Database>,
  lease: ChallengeLease,
  outcome: ChallengeOutcome,
): Promise<ChallengeResult> {
  const row = await trx
    .selectFrom('p2p_challenges')
    .selectAll()
    .where('id', '=', lease.challengeId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw challengeNotFound();
  const stored = storedResult(row);
  if ((row.status === 'finished' || row.status === 'voided') && stored) return stored;
  if (row.status !== 'playing' || row.opponent_id === null)
    throw new DomainError('conflict', `This challenge is ${row.status}, not in play.`, {
      status: row.status,
    });
  if (row.lease_owner !== lease.owner) throw leaseLost();

  const creatorId = row.creator_id;
  const opponentId = row.opponent_id;
  // Users before ledger accounts, the order creating and accepting take them in, so no two
  // transactions wait on each other; NO KEY UPDATE, so a foreign key naming a player (an accept,
  // a new challenge) is not held up by it.
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [creatorId, opponentId])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();

  const winnerId =
    outcome.result === 'creator' ? creatorId : outcome.result === 'opponent' ? opponentId : null;
  const challenge = { id: row.id, currency: row.currency, betUnits: row.bet_amount, creatorId, opponentId };
  await payOutEscrow(trx, challenge, winnerId, outcome.result);

  const ratings: StoredRatings =
    outcome.result === 'void'
      ? { changes: [] }
      : await rateFinishedChallenge(trx, {
          gameType: gameTypeOf(row),
          creatorId,
          opponentId,
          creatorScore: outcome.result === 'creator' ? 1 : outcome.result === 'opponent' ? 0 : 0.5,
        });
  if (winnerId !== null) {
    const loserId = winnerId === creatorId ? opponentId : creatorId;
    // The two players' rows in id order: two duels of the same pair settling at once (each won by
    // a different one of them) never wait on each other in a cycle.
    const tallies = [
      { id: winnerId, column: 'total_wins_p2p' as const },
      { id: loserId, column: 'total_losses_p2p' as const },
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const { id, column } of tallies)
      await trx
        .updateTable('users')
        .set((eb) => ({ [column]: eb(column, '+', 1) }))
        .where('id', '=', id)
        .execute();
  }

  const updated = await trx
    .updateTable('p2p_challenges')
    .set({
      status: outcome.result === 'void' ? 'voided' : 'finished',
      result: outcome.result,
      end_reason: outcome.reason,
      winner_id: winnerId,
      record: JSON.stringify(outcome.record),
      ratings: JSON.stringify(ratings),
      finished_at: sql<Date>`now()`,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const result = storedResult(updated);
  if (!result) throw new Error('settled challenge without a result');

  await trx
    .insertInto('domain_events')
    .values(
      [creatorId, opponentId].map((userId) => {
        const change = ratings.changes.find((c) => c.userId === userId) ?? null;
        return {
          type: P2P_CHALLENGE_SETTLED,
          user_id: userId,
          payload: JSON.stringify({
            challengeId: row.id,
            gameType: row.game_type,
            currency: row.currency,
            betAmount: formatMoney(row.bet_amount),
            // Each player's stake in minor units: what the challenge wagered of the currency
            // (nothing when result is 'void': both stakes went back).
            stakeUnits: row.bet_amount.toString(),
            opponentId: userId === creatorId ? opponentId : creatorId,
            result: outcome.result,
            reason: outcome.reason,
            outcome: winnerId === null ? outcome.result : winnerId === userId ? 'won' : 'lost',
            payout:
              winnerId === null ? formatMoney(row.bet_amount) : winnerId === userId ? result.payout : '0.00',
            ratingBefore: change?.before ?? null,
            ratingAfter: change?.after ?? null,
          }),
        };
      }),
    )
    .execute();
  return result;
}
