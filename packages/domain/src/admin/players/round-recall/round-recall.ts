import type { AdminRoundRecall, RoundFairness } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../../../errors.js';
import { formatMoney } from '../../../money.js';
import { recallSession, ROUND_NOT_FOUND } from '../../../history/recall/session-recall.js';
import { selectRounds, toRoundRow } from '../../../history/session-rounds.js';

/**
 * GET /api/admin/rounds/:sessionId: a settled round recalled step by step (GLI-19 game recall), the
 * wallet before and after it, and its fairness: the seeds and nonce it used, the server seed once the
 * player has rotated it out (never before), and whether the engine, replaying the revealed seeds,
 * produces exactly the recorded outcome. The recall itself is the player's (history/recall).
 */
const seedsOf = ({ serverSeedHash, clientSeed, nonce }: RoundFairness) => ({
  serverSeedHash,
  clientSeed,
  nonce,
});

export async function recallRound(db: Kysely<Database>, sessionId: string): Promise<AdminRoundRecall> {
  const round = await selectRounds(db).where('s.id', '=', BigInt(sessionId)).executeTakeFirst();
  if (!round) throw new DomainError('not_found', ROUND_NOT_FOUND);
  const recalled = await recallSession(db, round);
  const wallet = recalled.balances?.of === 'wallet' ? recalled.balances : null;
  const live = recalled.liveRound;
  return {
    round: toRoundRow(round),
    userId: round.user_id,
    balanceBefore: wallet ? formatMoney(wallet.before) : null,
    balanceAfter: wallet ? formatMoney(wallet.after) : null,
    steps: recalled.steps,
    // A live round's seed is its own, revealed on its public record: not verified here.
    fairness: recalled.seedPair ?? (live && { ...seedsOf(live), serverSeed: null, verified: null }),
    gameData: round.game_data,
  };
}
