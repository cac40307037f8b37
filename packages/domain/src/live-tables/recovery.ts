import type { Database, Transaction } from '@casino/db';
import { settleLiveRoundIn, voidLiveRoundIn, type LivePlayerSettlement } from './settlement.js';

/** What recovering a table did to the round its previous host left unfinished (at most one). */
export interface LiveTableRecovery {
  /** A round whose outcome was persisted, now settled from it. */
  settled: { roundId: string; roundNumber: number; players: LivePlayerSettlement[] } | null;
  /** A round still taking bets or being played, now voided with every stake returned. */
  voided: { roundId: string; roundNumber: number; refunds: LivePlayerSettlement[] } | null;
}

/**
 * Finishes the table's unfinished round, inside the claim's (or release's) transaction, which holds
 * the table row: 'settling' is settled from its persisted outcome and payouts; 'betting' and
 * 'playing' are voided and refunded (a blackjack hand is not resumed mid-round).
 */
export async function recoverLiveTable(
  trx: Transaction<Database>,
  tableId: number,
): Promise<LiveTableRecovery> {
  const recovery: LiveTableRecovery = { settled: null, voided: null };
  const open = await trx
    .selectFrom('live_rounds')
    .select(['id', 'round_number', 'status'])
    .where('table_id', '=', tableId)
    .where('status', 'in', ['betting', 'playing', 'settling'])
    .executeTakeFirst();
  if (!open) return recovery;
  const round = { roundId: open.id.toString(), roundNumber: open.round_number };
  if (open.status === 'settling')
    recovery.settled = { ...round, players: await settleLiveRoundIn(trx, open.id) };
  else recovery.voided = { ...round, refunds: await voidLiveRoundIn(trx, open.id) };
  return recovery;
}
