// A hold'em cash table's fixed settings (poker spec §3 "Poker table", §9 "action timer bar scaled
// to 30 s"). Validated once when the table is created; the reducer trusts them afterwards.
import { reject, type Rejected } from '../../engine-result.js';

export const MIN_SEATS = 2;
export const MAX_SEATS = 10;
/** The spec's action timer bar is scaled to 30 seconds. */
export const DEFAULT_ACTION_TIMEOUT_MS = 30_000;

export interface HoldemTableConfig {
  readonly tableId: string;
  readonly name: string;
  /** 2..10 seats, numbered 0..maxSeats-1 clockwise. */
  readonly maxSeats: number;
  /** Blinds and buy-ins in integer minor units. */
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly minBuyIn: number;
  readonly maxBuyIn: number;
  /** How long the player to act has before `timeout` may check or fold for them. */
  readonly actionTimeoutMs: number;
}

export type HoldemTableConfigInput = Omit<HoldemTableConfig, 'actionTimeoutMs'> & {
  readonly actionTimeoutMs?: number;
};

export type TableConfigError =
  'invalid_table_id' | 'invalid_max_seats' | 'invalid_blinds' | 'invalid_buy_in' | 'invalid_timeout';

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export function validateTableConfig(
  input: HoldemTableConfigInput,
): { ok: true; config: HoldemTableConfig } | Rejected<TableConfigError> {
  const actionTimeoutMs = input.actionTimeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS;
  if (typeof input.tableId !== 'string' || input.tableId === '' || typeof input.name !== 'string')
    return reject('invalid_table_id');
  if (!Number.isInteger(input.maxSeats) || input.maxSeats < MIN_SEATS || input.maxSeats > MAX_SEATS)
    return reject('invalid_max_seats');
  if (!isPositiveInt(input.smallBlind) || !isPositiveInt(input.bigBlind) || input.smallBlind > input.bigBlind)
    return reject('invalid_blinds');
  // A buy-in below one big blind could not even post it.
  if (
    !isPositiveInt(input.minBuyIn) ||
    !isPositiveInt(input.maxBuyIn) ||
    input.minBuyIn < input.bigBlind ||
    input.minBuyIn > input.maxBuyIn
  )
    return reject('invalid_buy_in');
  if (!isPositiveInt(actionTimeoutMs)) return reject('invalid_timeout');
  return {
    ok: true,
    config: {
      tableId: input.tableId,
      name: input.name,
      maxSeats: input.maxSeats,
      smallBlind: input.smallBlind,
      bigBlind: input.bigBlind,
      minBuyIn: input.minBuyIn,
      maxBuyIn: input.maxBuyIn,
      actionTimeoutMs,
    },
  };
}
