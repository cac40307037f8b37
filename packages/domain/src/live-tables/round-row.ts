import type { LiveGameKey, PlayCurrency } from '@casino/contracts';
import { sql, type Database, type LiveRoundRow, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { escrow, type AccountRef } from '../ledger/accounts.js';

/** A round's stakes sit in its own escrow account from acceptance until settlement or void. */
export const liveRoundEscrow = (roundId: bigint | string): AccountRef => escrow(`live-round:${roundId}`);

export type LockedRound = LiveRoundRow & {
  game_key: LiveGameKey;
  /** The table's currency: the round's bets, escrow and settlement are in it. */
  currency: PlayCurrency;
  /** now() < betting_closes_at by the database's clock. */
  window_open: boolean;
};

/**
 * Locks a round's row (FOR NO KEY UPDATE: bets inserted by others only take a key share on it, and
 * every change of the round queues here) with its table's game.
 */
export async function lockLiveRound(
  trx: Transaction<Database>,
  roundId: bigint | string,
): Promise<LockedRound | undefined> {
  return trx
    .selectFrom('live_rounds as r')
    .innerJoin('live_tables as t', 't.id', 'r.table_id')
    .selectAll('r')
    .select(['t.game_key', 't.currency', sql<boolean>`r.betting_closes_at > now()`.as('window_open')])
    .where('r.id', '=', BigInt(roundId))
    .forNoKeyUpdate('r')
    .executeTakeFirst();
}

export const liveRoundNotFound = () => new DomainError('not_found', 'No such round at this table.');

/** A numeric id given as text (a room or a route passes what it received). */
export function roundIdOf(value: bigint | string | number): bigint {
  try {
    const id = BigInt(value);
    if (id > 0n && id <= 9_223_372_036_854_775_807n) return id;
  } catch {
    // not a number: no such round
  }
  throw liveRoundNotFound();
}
