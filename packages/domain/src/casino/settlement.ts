import type { Database, Transaction } from '@casino/db';
import { house, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';

export const INSUFFICIENT_PLAY_MESSAGE = "You don't have enough balance for this bet.";

/** Takes a stake from the player's coin wallet into the game's house account. */
export async function stake(trx: Transaction<Database>, userId: string, houseCode: string, units: bigint, memo: Record<string, unknown>) {
  if (units <= 0n) return;
  await postTransfer(
    trx,
    move(wallet(userId), house(houseCode), units, { kind: 'bet', currency: 'coins', memo, insufficientMessage: INSUFFICIENT_PLAY_MESSAGE }),
  );
}

/** Pays what a round returned (stakes of winning bets included) from the house to the player. */
export async function payout(trx: Transaction<Database>, userId: string, houseCode: string, units: bigint, memo: Record<string, unknown>) {
  if (units <= 0n) return;
  await postTransfer(trx, move(house(houseCode), wallet(userId), units, { kind: 'win', currency: 'coins', memo }));
}

export interface SettledRound {
  userId: string;
  gameId: number;
  gameSlug: string;
  betUnits: bigint;
  winUnits: bigint;
  gameData: Record<string, unknown>;
}

/**
 * Records a settled round as a game session and emits its `game.settled` event (the outbox the
 * projections read), in the same transaction as the money it moved. Returns the session id.
 */
export async function recordSettlement(trx: Transaction<Database>, round: SettledRound): Promise<string> {
  const session = await trx
    .insertInto('game_sessions')
    .values({
      user_id: round.userId,
      game_id: round.gameId,
      bet_amount: round.betUnits,
      win_amount: round.winUnits,
      game_data: JSON.stringify(round.gameData),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('domain_events')
    .values({
      type: 'game.settled',
      user_id: round.userId,
      payload: JSON.stringify({
        sessionId: session.id.toString(),
        gameId: round.gameId,
        gameSlug: round.gameSlug,
        betAmount: round.betUnits.toString(),
        winAmount: round.winUnits.toString(),
        gameData: round.gameData,
      }),
    })
    .execute();
  return session.id.toString();
}
