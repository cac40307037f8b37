import { ErrorCode, type PlayCurrency } from '@casino/contracts';
import { isDatabaseBusy, isDatabaseUnavailable } from '@casino/db';
import { formatMoney, isDomainError, tableCurrencyRefusal } from '@casino/domain';
import type { HoldemError } from '@casino/engine';

/** A refused table command: a stable code the api maps to an HTTP status, and a message for the player. */
export class TableRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TableRefusal';
  }
}

const coins = (units: number) => formatMoney(BigInt(units));

/**
 * A buy-in or top-up names its currency (coins when it names none): it must be the table's, so
 * nobody sits at a sweepstakes table with coins in mind, or the reverse (issue 18).
 */
export function assertTableCurrency(table: PlayCurrency, asked: PlayCurrency): void {
  const refusal = tableCurrencyRefusal(table, asked);
  if (refusal) throw new TableRefusal(refusal.code, refusal.message);
}

/** The engine's refusal codes in the player's words (the spec's 'Action Failed' toast shows them). */
export function engineRefusal(
  error: HoldemError,
  limits: { minBuyIn: number; maxBuyIn: number; minRaiseTo?: number },
): TableRefusal {
  switch (error) {
    case 'stale_version':
      return new TableRefusal(
        ErrorCode.staleVersion,
        'The table has moved on since you acted. Check the table and try again.',
      );
    case 'not_your_turn':
      return new TableRefusal(ErrorCode.invalidAction, "It's not your turn.");
    case 'cannot_check':
      return new TableRefusal(ErrorCode.invalidAction, 'You cannot check: there is a bet to call.');
    case 'cannot_call':
      return new TableRefusal(ErrorCode.invalidAction, 'There is nothing to call.');
    case 'cannot_bet':
    case 'cannot_raise':
      return new TableRefusal(ErrorCode.invalidAction, 'You cannot raise now.');
    case 'raise_too_small':
      return new TableRefusal(
        ErrorCode.invalidAction,
        limits.minRaiseTo
          ? `The raise must be to at least ${coins(limits.minRaiseTo)}.`
          : 'The raise is below the minimum.',
      );
    case 'raise_too_large':
      return new TableRefusal(ErrorCode.invalidAction, 'You cannot bet more than your chips.');
    case 'below_min_buy_in':
      return new TableRefusal(
        ErrorCode.betOutOfRange,
        `The buy-in must be at least ${coins(limits.minBuyIn)}.`,
      );
    case 'above_max_buy_in':
      return new TableRefusal(
        ErrorCode.betOutOfRange,
        `The buy-in can be at most ${coins(limits.maxBuyIn)}.`,
      );
    case 'already_seated':
      return new TableRefusal(ErrorCode.alreadySeated, 'You are already seated at this table.');
    case 'seat_taken':
      return new TableRefusal(ErrorCode.conflict, 'That seat has just been taken.');
    case 'no_chips':
      return new TableRefusal(ErrorCode.invalidAction, 'You have no chips: add chips to play on.');
    case 'already_sitting_out':
      return new TableRefusal(ErrorCode.invalidAction, 'You are already sitting out.');
    case 'not_sitting_out':
      return new TableRefusal(ErrorCode.invalidAction, 'You are not sitting out.');
    case 'seat_leaving':
      return new TableRefusal(ErrorCode.invalidAction, 'You are leaving the table after this hand.');
    case 'hand_in_progress':
      return new TableRefusal(ErrorCode.invalidAction, 'Wait for the hand to finish.');
    default:
      return new TableRefusal(ErrorCode.invalidAction, 'That action is not possible now.');
  }
}

/** Any error from a command, as a code and message a client may see (never an internal detail). */
export function describeRefusal(error: unknown): { code: string; message: string } {
  if (error instanceof TableRefusal || isDomainError(error))
    return { code: error.code, message: error.message };
  if (isDatabaseBusy(error))
    return {
      code: ErrorCode.serviceUnavailable,
      message:
        'The casino is very busy: the table cannot move chips this moment. Try again in a few seconds.',
    };
  if (isDatabaseUnavailable(error))
    return {
      code: ErrorCode.serviceUnavailable,
      message:
        "The table cannot move chips right now: the casino's database is unavailable. Try again in a few seconds.",
    };
  return { code: ErrorCode.internal, message: 'The table could not process that. Please try again.' };
}
