import { createHash, randomBytes } from 'node:crypto';
import type { P2pChallenge } from '@casino/contracts';
import type { Database, Kysely, P2pChallengeRow } from '@casino/db';
import { isInSkillBand, SKILL_BANDS, challengeGameOf, type ChallengeSkillLevel } from '@casino/games';
import { DomainError } from '../errors.js';
import { stakeIntoEscrow } from './challenge-escrow.js';
import { ratingOf } from './challenge-ratings.js';
import {
  challengeNotFound,
  findChallengeView,
  gameTypeOf,
  lockChallenge,
  toP2pChallenge,
} from './challenge-row.js';

export const ALREADY_ACCEPTED_MESSAGE = 'This challenge has already been accepted.';

/** Why a challenge that is not open refuses an accept (409), by its status. */
export const NOT_OPEN_MESSAGES: Record<Exclude<P2pChallengeRow['status'], 'open'>, string> = {
  playing: ALREADY_ACCEPTED_MESSAGE,
  finished: ALREADY_ACCEPTED_MESSAGE,
  voided: ALREADY_ACCEPTED_MESSAGE,
  cancelled: 'This challenge was cancelled by its creator.',
  expired: 'This challenge has expired.',
};

const bandText = (level: ChallengeSkillLevel): string => {
  const { min, max } = SKILL_BANDS[level];
  return Number.isFinite(max) ? `rated ${min} to ${max}` : `rated ${min} and up`;
};

/**
 * POST /api/p2p-challenges/{id}/accept. With the challenge row locked: it must be open and not
 * expired, not the caller's own, offered to the caller when it is a rematch offer, and the caller's
 * rating in its game must be within its skill band. Then the caller's stake moves into escrow, the
 * math duel's seed is committed (its sha256 shown, the seed kept until the end) and the challenge is
 * in play, all in one transaction: of many racing accepts one wins, the others find it taken and
 * move nothing.
 */
export async function acceptChallenge(
  db: Kysely<Database>,
  userId: string,
  challengeId: string,
  now: Date,
): Promise<P2pChallenge> {
  await db.transaction().execute(async (trx) => {
    const row = await lockChallenge(trx, challengeId);
    const hidden = row && row.invited_id !== null && row.invited_id !== userId && row.creator_id !== userId;
    if (!row || (hidden && row.status === 'open')) throw challengeNotFound();
    if (row.status !== 'open') throw new DomainError('conflict', NOT_OPEN_MESSAGES[row.status]);
    if (row.expires_at.getTime() <= now.getTime())
      throw new DomainError('conflict', NOT_OPEN_MESSAGES.expired);
    if (row.creator_id === userId) throw new DomainError('conflict', 'You cannot accept your own challenge.');
    const level = row.skill_level as ChallengeSkillLevel;
    // A rematch offer names its player: the band was met when they first played.
    if (row.invited_id !== userId) {
      const gameType = gameTypeOf(row);
      const rating = await ratingOf(trx, userId, gameType);
      if (!isInSkillBand(level, rating))
        throw new DomainError(
          'forbidden',
          `This ${level} challenge is for players ${bandText(level)} in ${challengeGameOf(gameType).name}; your rating is ${Math.round(rating)}.`,
        );
    }
    const seed = randomBytes(32).toString('hex');
    await trx
      .updateTable('p2p_challenges')
      .set({
        status: 'playing',
        opponent_id: userId,
        accepted_at: now,
        server_seed: seed,
        seed_hash: createHash('sha256').update(seed).digest('hex'),
      })
      .where('id', '=', row.id)
      .execute();
    // After the row update: its foreign key share-locks the accepter's user row before the ledger
    // locks their wallet, the order creating and settling take them in.
    await stakeIntoEscrow(
      trx,
      { id: row.id, currency: row.currency, betUnits: row.bet_amount },
      userId,
      'opponent',
    );
  });
  const view = await findChallengeView(db, challengeId);
  if (!view) throw challengeNotFound();
  return toP2pChallenge(view);
}
