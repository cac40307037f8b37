import type { Database, Kysely } from '@casino/db';
import {
  appendChallengeMoves,
  createStatementBatcher,
  markChallengeStarted,
  type ChallengeLease,
} from '@casino/domain';
import type { JournalMove } from './move-journal.js';

/** One room's write: its start, or the moves it applied since its last write. */
export type JournalCall =
  | { kind: 'started'; lease: ChallengeLease; at: Date }
  | { kind: 'moves'; lease: ChallengeLease; moves: JournalMove[] };

export type JournalWriter = (call: JournalCall) => Promise<void>;

/**
 * Group commit for every room of the process: the writes the rooms make in the same turn go to the
 * database in ONE transaction (one commit) instead of one each, so a thousand games moving once a
 * second cost a few commits a second. A batch that fails (a room that lost its lease) is run again
 * one write at a time, so only that room's write fails. The domain's calls check each lease.
 */
export function createJournalWriter(db: Kysely<Database>): JournalWriter {
  const write = createStatementBatcher<JournalCall, true>({
    run: async (calls) => {
      // Rows locked in challenge id order, as the lease renewal locks them (hosted-challenges.ts).
      const ordered = [...calls].sort((a, b) =>
        a.lease.challengeId < b.lease.challengeId ? -1 : a.lease.challengeId > b.lease.challengeId ? 1 : 0,
      );
      await db.transaction().execute(async (trx) => {
        for (const call of ordered) {
          if (call.kind === 'started') await markChallengeStarted(trx, call.lease, call.at);
          else await appendChallengeMoves(trx, call.lease, call.moves);
        }
      });
      return calls.map(() => true as const);
    },
    // Small enough that a batch's row locks are held briefly (a lease renewal waits for them).
    maxBatch: 50,
    maxInFlight: 4,
  });
  return async (call) => {
    await write(call);
  };
}
