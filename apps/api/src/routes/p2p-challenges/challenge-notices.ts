import { CHALLENGE_EVENTS_CHANNEL, type ChallengeServerMessages } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TableBus } from '../../poker/table-bus.js';

export type ChallengeNotice = z.infer<(typeof ChallengeServerMessages)['changed']>;

/**
 * Tells the rooms that a challenge changed (created, accepted, cancelled, expired), after the change
 * committed: the rooms open the arena of an accepted one, and the lobby room tells /p2p-betting to
 * refetch. Best effort: the database is the truth, a lost notice only delays a refresh (the rooms'
 * keeper also polls for unhosted challenges), so a failure is logged and never fails the request.
 */
export function publishChallengeNotice(
  bus: TableBus | null,
  log: FastifyBaseLogger,
  notice: ChallengeNotice,
): void {
  if (!bus) return;
  try {
    void Promise.resolve(bus.publish(CHALLENGE_EVENTS_CHANNEL, notice)).catch((err: unknown) =>
      log.warn({ err, challengeId: notice.challengeId }, 'challenge notice not published'),
    );
  } catch (err) {
    log.warn({ err, challengeId: notice.challengeId }, 'challenge notice not published');
  }
}
