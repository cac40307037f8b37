import { escrow, promotions, store } from '../ledger/accounts.js';

/**
 * Where redeemed sweepstakes coins go (issue 18). A request's amount leaves the player's wallet into
 * `redemptions-payable` at once: an escrow account, so its stored balance is held >= 0 and the audit
 * checks it against its entries and against the requests still owed (pending or approved, unpaid).
 * A paid prize moves on to the operator's `redemptions-paid`; a cancelled or rejected one goes back.
 */
export const REDEMPTIONS_PAYABLE = escrow('redemptions-payable');
export const REDEMPTIONS_PAID = store('redemptions-paid');
/** The promotions account the mail-in entries' sweepstakes coins come from. */
export const AMOE_ISSUER = promotions('amoe');

/** The ledger transaction of each step of a redemption: its kind and its idempotency key. */
export const REDEMPTION_LEDGER = {
  reserve: { kind: 'redemption_reserve', key: (id: bigint | string) => `redemption:reserve:${id}` },
  return: { kind: 'redemption_return', key: (id: bigint | string) => `redemption:return:${id}` },
  payout: { kind: 'redemption_payout', key: (id: bigint | string) => `redemption:payout:${id}` },
} as const;

export const AMOE_LEDGER = {
  kind: 'amoe_entry',
  key: (entryId: bigint | string) => `amoe:${entryId}`,
} as const;
