import type { RoundFairness } from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import { publicFairness, takeRoundSeeds, type RoundSeeds } from '../fairness/player-seeds.js';
import { coinBalance } from './bets.js';
import { payout, recordSettlement, stake } from './settlement.js';

export interface OneShotOutcome<R> {
  /** Total staked, in minor units. */
  betUnits: bigint;
  /** Total returned, stakes of winning bets included. */
  winUnits: bigint;
  gameData: Record<string, unknown>;
  result: R;
}

export interface OneShotPlay<R> {
  userId: string;
  gameId: number;
  gameSlug: string;
  houseCode: string;
  /** Decides the round from the seeds (pure engine code); throws a DomainError to refuse it. */
  decide(seeds: RoundSeeds): OneShotOutcome<R>;
}

export interface OneShotSettled<R> {
  result: R;
  betUnits: bigint;
  winUnits: bigint;
  sessionId: string;
  balance: string;
  fairness: RoundFairness;
}

/**
 * A round decided and settled at once (slots, roulette, baccarat), in one transaction: lock the
 * player's seeds and take a nonce, decide with the engine, stake, pay, record the session and event.
 */
export async function playOneShot<R>(db: Kysely<Database>, play: OneShotPlay<R>): Promise<OneShotSettled<R>> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const seeds = await takeRoundSeeds(trx, play.userId);
    const outcome = play.decide(seeds);
    const fairness = publicFairness(seeds);
    const memo = { game: play.gameSlug, nonce: seeds.nonce };
    await stake(trx, play.userId, play.houseCode, outcome.betUnits, memo);
    await payout(trx, play.userId, play.houseCode, outcome.winUnits, memo);
    const sessionId = await recordSettlement(trx, {
      userId: play.userId,
      gameId: play.gameId,
      gameSlug: play.gameSlug,
      betUnits: outcome.betUnits,
      winUnits: outcome.winUnits,
      gameData: { ...outcome.gameData, fairness },
    });
    return {
      result: outcome.result,
      betUnits: outcome.betUnits,
      winUnits: outcome.winUnits,
      sessionId,
      balance: await coinBalance(trx, play.userId),
      fairness,
    };
  });
}
