import { randomUUID } from 'node:crypto';
import type { CoinPurchaseRow, Database, Kysely } from '@casino/db';

/**
 * How long one attempt holds a pending purchase (a request charging it, or the reconciler asking the
 * provider about it). Past this, its process is presumed dead and a retry with the same key or the
 * reconciler may take the purchase over. It must stay well above the provider's call timeout (15 s,
 * http-payment-provider.ts), so a live holder is never taken over in the middle of a call.
 */
export const STALE_PURCHASE_ATTEMPT_MS = 2 * 60_000;

/** A pending purchase held by one attempt: `attempt_token` is that attempt's own. */
export type HeldPurchase = CoinPurchaseRow & { attempt_token: string };

export const newAttemptToken = (): string => randomUUID();

/**
 * Takes a pending purchase for one attempt, if nobody holds it or its holder is stale: a conditional
 * update, so of any number of processes and requests trying at once exactly one gets it. `check`
 * counts the attempt as a reconciler's question to the provider (operators see how often it asked).
 */
export async function claimPurchase(
  db: Kysely<Database>,
  purchaseId: bigint,
  now: Date,
  options: { staleMs?: number; check?: boolean } = {},
): Promise<HeldPurchase | null> {
  const staleBefore = new Date(now.getTime() - (options.staleMs ?? STALE_PURCHASE_ATTEMPT_MS));
  const token = newAttemptToken();
  const claimed = await db
    .updateTable('coin_purchases')
    .set((eb) => ({
      attempt_started_at: now,
      attempt_token: token,
      ...(options.check ? { checks: eb('checks', '+', 1), last_checked_at: now } : {}),
    }))
    .where('id', '=', purchaseId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('attempt_started_at', 'is', null), eb('attempt_started_at', '<', staleBefore)]))
    .returningAll()
    .executeTakeFirst();
  return claimed ? { ...claimed, attempt_token: token } : null;
}

/** Why a purchase is still pending, from the error that left it so (kept short for the row). */
export const pendingNote = (what: string, error: unknown): string =>
  `${what}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);

/**
 * Lets go of a purchase whose outcome is still unknown, so the next retry or reconciler run asks
 * again at once; `note` says why it is still pending. Only the current holder can: one that was
 * taken over changes nothing.
 */
export async function releasePurchase(
  db: Kysely<Database>,
  held: HeldPurchase,
  note: string | null,
): Promise<void> {
  await db
    .updateTable('coin_purchases')
    .set({ attempt_started_at: null, attempt_token: null, last_check_error: note })
    .where('id', '=', held.id)
    .where('status', '=', 'pending')
    .where('attempt_token', '=', held.attempt_token)
    .execute();
}

/**
 * Records that a charge is about to be sent, if this attempt still holds the purchase: the last check
 * before money may move. False when another attempt took it over (this one stalled past its lease),
 * which must then not charge. The time lets the reconciler wait for a charge in flight to land before
 * believing a provider that does not know it.
 */
export async function markChargeSent(db: Kysely<Database>, held: HeldPurchase, now: Date): Promise<boolean> {
  const marked = await db
    .updateTable('coin_purchases')
    .set({ charge_sent_at: now })
    .where('id', '=', held.id)
    .where('status', '=', 'pending')
    .where('attempt_token', '=', held.attempt_token)
    .returning('id')
    .executeTakeFirst();
  return marked !== undefined;
}
