import type { Database, Kysely } from '@casino/db';
import {
  settleOneShotRounds,
  type OneShotSettlementResult,
  type OneShotSettlementRow,
} from '../ledger/one-shot-settlement.js';
import { checkWager } from './wager-gate.js';

/** A result that must not keep the gate's count: thrown to roll the transaction back. */
class NotSettled extends Error {
  constructor(readonly result: Exclude<OneShotSettlementResult, { status: 'gated' | 'settled' }>) {
    super('one-shot round not settled');
  }
}

/**
 * A one-shot round (slots, roulette, baccarat) of a player the batched statement left out because
 * they use responsible-gaming tools: ONE transaction locks the seed pair, passes the wager gate
 * (which counts the stake or throws its refusal), and runs the same settlement statement for this
 * round alone. A round that does not settle (a stale pair, a short wallet) rolls back, the gate's
 * count with it, and answers as the batch would have; a raced wallet, rolled back, left the nonce
 * unused, so it answers `short`.
 */
export async function settleGatedOneShotRound(
  db: Kysely<Database>,
  row: OneShotSettlementRow,
): Promise<Exclude<OneShotSettlementResult, { status: 'gated' }>> {
  try {
    return await db.transaction().execute(async (trx) => {
      // The lock order of every play: the seed pair, the player's gate row, then the wallet.
      await trx.selectFrom('player_seeds').select('id').where('id', '=', row.pairId).forUpdate().execute();
      await checkWager(trx, { userId: row.userId, currency: row.currency, units: row.stakeUnits });
      const [result] = await settleOneShotRounds(trx, [row], { gateChecked: true });
      if (!result) throw new Error('the settlement statement answered no row');
      if (result.status === 'gated') throw new Error('a gate-checked round came back gated');
      if (result.status !== 'settled') throw new NotSettled(result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof NotSettled)) throw error;
    return error.result.status === 'raced' ? { status: 'short' } : error.result;
  }
}
