import { ErrorCode, type PokerActionType } from '@casino/contracts';
import type { PokerTableRow } from '@casino/db';
import { parseMoney } from '@casino/domain';
import { createHoldemTable, type HoldemAction, type HoldemTableState } from '@casino/engine';
import { TableRefusal } from './table-refusals.js';

/**
 * A fresh engine table for a catalogue row (amounts in minor units); hand numbers continue from
 * `handsStarted` across restarts, since they name the hand records.
 */
export function engineTableOf(
  row: PokerTableRow,
  actionTimeoutMs: number,
  handsStarted: number,
): HoldemTableState {
  const created = createHoldemTable({
    tableId: String(row.id),
    name: row.name,
    maxSeats: row.max_players,
    smallBlind: Number(row.small_blind),
    bigBlind: Number(row.big_blind),
    minBuyIn: Number(row.min_buy_in),
    maxBuyIn: Number(row.max_buy_in),
    actionTimeoutMs,
  });
  if (!created.ok) throw new Error(`poker table ${row.id} is misconfigured: ${created.error}`);
  return { ...created.state, handsStarted };
}

/** A player's betting request (room message or REST call) as the engine action; bet and raise need an amount. */
export function bettingActionOf(
  type: PokerActionType,
  amount: string | undefined,
  base: { seat: number; version: number; now: number },
): HoldemAction {
  if (type !== 'bet' && type !== 'raise') return { ...base, type };
  if (amount === undefined)
    throw new TableRefusal(ErrorCode.validation, 'amount is required to bet or raise');
  return { ...base, type, amount: Number(parseMoney(amount)) };
}
