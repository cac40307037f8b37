import type { PlayCurrency } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import type { KnownPair } from '../../fairness/active-pair-cache.js';
import { roundLegs } from '../../ledger/round-legs.js';
import { postTransfer } from '../../ledger/transfer.js';
import {
  jackpotPool,
  jackpotRecord,
  jackpotSeedUnitsOf,
  lockJackpotPool,
  recordJackpotWin,
} from './jackpot-pool.js';
import { recordSettlement } from '../../casino/settlement.js';
import { checkWager } from '../../responsible-gaming/wager-gate.js';

export interface JackpotRound {
  pair: KnownPair;
  userId: string;
  /** The currency of the spin: its wallet, house and pool. */
  currency: PlayCurrency;
  walletId: bigint;
  houseCode: string;
  gameId: number;
  gameSlug: string;
  stakeUnits: bigint;
  /** The line's win (the 50x of five diamonds); the pool is paid on top. */
  winUnits: bigint;
  contributionUnits: bigint;
  gameData: Record<string, unknown>;
  memo: Record<string, unknown>;
}

export type JackpotRoundResult =
  | { status: 'stale' }
  | { status: 'short' }
  | { status: 'settled'; balance: bigint; sessionId: string; jackpotUnits: bigint };

/**
 * Settles a round that won the Grand Jackpot, in ONE transaction and in the lock order of the batched
 * settlement (pair, wallet, then pool): the pair is checked and its nonce taken, the wallet must cover
 * the stake, the pool row is locked and read, and the stake, the line win, the contribution and the
 * whole pool move in one ledger transaction; then the win is recorded (unique per session) and the
 * pool reseeded from the house. A second winner waits on the pool lock and is paid what the first
 * left: the reseed and the shares fed since, never the same pool twice.
 */
export function settleJackpotRound(db: Kysely<Database>, round: JackpotRound): Promise<JackpotRoundResult> {
  return db.transaction().execute(async (trx): Promise<JackpotRoundResult> => {
    const pair = await trx
      .selectFrom('player_seeds')
      .select('id')
      .where('id', '=', round.pair.id)
      .where('status', '=', 'active')
      .where('nonce', '=', round.pair.nonce)
      .where('client_seed', '=', round.pair.clientSeed)
      .forUpdate()
      .executeTakeFirst();
    if (!pair) return { status: 'stale' };
    // Responsible gaming: limits, a break or an exclusion (throws its refusal, rolling back).
    await checkWager(trx, { userId: round.userId, currency: round.currency, units: round.stakeUnits });
    const purse = await trx
      .selectFrom('accounts')
      .select('balance')
      .where('id', '=', round.walletId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (purse.balance < round.stakeUnits) return { status: 'short' };
    await trx
      .updateTable('player_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('id', '=', round.pair.id)
      .execute();
    const pool = await lockJackpotPool(trx, round.currency);
    const jackpotUnits = pool.balance;
    const sessionId = await recordSettlement(trx, {
      userId: round.userId,
      gameId: round.gameId,
      gameSlug: round.gameSlug,
      currency: round.currency,
      betUnits: round.stakeUnits,
      winUnits: round.winUnits + jackpotUnits,
      gameData: {
        ...round.gameData,
        jackpot: jackpotRecord(round.contributionUnits, jackpotUnits, jackpotSeedUnitsOf(round.currency)),
      },
    });
    const moved = await postTransfer(trx, {
      kind: 'round',
      currency: round.currency,
      memo: { ...round.memo, jackpot: jackpotUnits.toString() },
      postings: roundLegs({
        userId: round.userId,
        houseCode: round.houseCode,
        stakeUnits: round.stakeUnits,
        winUnits: round.winUnits,
        jackpot: { pool: jackpotPool(), contributionUnits: round.contributionUnits, paidUnits: jackpotUnits },
      }),
    });
    await recordJackpotWin(trx, {
      userId: round.userId,
      sessionId,
      slot: round.gameSlug,
      amount: jackpotUnits,
      currency: round.currency,
    });
    const balance = moved.balances.get(`wallet:${round.userId}`);
    if (balance === undefined) throw new Error('the jackpot round did not move the wallet');
    return { status: 'settled', balance, sessionId, jackpotUnits };
  });
}
