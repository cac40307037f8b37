import type { P2pGameType } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { challengeNotFound, findChallengeView, gameTypeOf } from './challenge-row.js';

/** A player's seat in a challenge in play: 0 the creator, 1 the accepter (the rooms' numbering). */
export interface PlayingSeat {
  readonly seat: 0 | 1;
  readonly gameType: P2pGameType;
}

const NOT_IN_PLAY: Record<string, string> = {
  open: 'This challenge has not been accepted yet.',
  finished: 'This challenge is over.',
  cancelled: 'This challenge was cancelled by its creator.',
  expired: 'This challenge expired before anyone accepted it.',
  voided: 'This challenge was called off and both stakes returned.',
};

/**
 * The caller's seat in a challenge being played, for the calls only its two players may make (the
 * poker challenge's actions, the emotes and chat): 404 for no such challenge, 403 for anyone else
 * (spectators watch, they do not act), 409 when it is not in play.
 */
export async function playingSeatOf(
  db: Kysely<Database>,
  userId: string,
  challengeId: string,
): Promise<PlayingSeat> {
  const view = await findChallengeView(db, challengeId);
  if (!view) throw challengeNotFound();
  const { row } = view;
  const seat = row.creator_id === userId ? 0 : row.opponent_id === userId ? 1 : null;
  // An open rematch offer is hidden from everyone else (as in the detail): not found, not forbidden.
  if (seat === null && row.status === 'open' && row.invited_id !== null && row.invited_id !== userId)
    throw challengeNotFound();
  if (seat === null)
    throw new DomainError(
      'forbidden',
      'Only the two players of a challenge can act in it; you can watch it.',
    );
  if (row.status !== 'playing')
    throw new DomainError('conflict', NOT_IN_PLAY[row.status] ?? 'This challenge is not in play.');
  return { seat, gameType: gameTypeOf(row) };
}
