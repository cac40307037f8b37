import { ErrorCode } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { chargeReferenceOf, type ChargeLookup, type PaymentProvider } from './payment-provider.js';
import {
  claimPurchase,
  pendingNote,
  releasePurchase,
  STALE_PURCHASE_ATTEMPT_MS,
} from './purchase-attempts.js';
import { completePurchase, declinedMessage, failPurchase, PURCHASE_MESSAGES } from './purchase-settlement.js';

export interface ReconcileOptions {
  provider: PaymentProvider;
  clock: Clock;
  /** Purchases asked about per run (the oldest-checked first, so a large backlog rotates). */
  batchSize?: number;
  /** How long an attempt holds a purchase, and how long a sent charge may take to reach the provider. */
  staleMs?: number;
  /** A purchase whose settling failed on our side (database); it stays pending and is retried. */
  onError?: (error: unknown, purchaseId: bigint) => void;
}

export interface ReconcileReport {
  /** Approved by the provider and credited now. */
  completed: bigint[];
  /** Declined, or never charged: failed now, nothing credited. */
  failed: bigint[];
  /** Asked, but the outcome is still unknown (provider unreachable or still processing, a charge may still land). */
  pending: bigint[];
  /** Taken by another process or request between the scan and the claim, or settled meanwhile. */
  skipped: bigint[];
}

export const DEFAULT_RECONCILE_BATCH = 50;

type Settled = keyof ReconcileReport;

/**
 * Settles pending coin purchases that no request is working on: those nobody holds (the provider
 * was unreachable) and those whose holder is stale (its process died between the row and the
 * credit). For each, claimed by a conditional update so that of all api processes exactly one asks,
 * the provider is asked for the charge by our reference, never charged:
 * - approved: credited through the same transaction a request uses (exactly once, purchase-settlement.ts);
 * - declined: failed with the provider's reason;
 * - not found: failed as never completed ("you were not charged"), but only once no charge can still
 *   be on its way: a charge sent less than the stale window ago may yet land, so it is asked again;
 * - processing, or the provider cannot be asked: left pending, released for the next run.
 * Only purchases made through this provider are asked about: another provider's answer is meaningless.
 */
export async function reconcilePendingPurchases(
  db: Kysely<Database>,
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const staleMs = options.staleMs ?? STALE_PURCHASE_ATTEMPT_MS;
  const now = options.clock();
  const staleBefore = new Date(now.getTime() - staleMs);
  const candidates = await db
    .selectFrom('coin_purchases')
    .select('id')
    .where('status', '=', 'pending')
    .where('provider', '=', options.provider.info.name)
    .where((eb) => eb.or([eb('attempt_started_at', 'is', null), eb('attempt_started_at', '<', staleBefore)]))
    .orderBy(sql`last_checked_at asc nulls first`)
    .orderBy('id')
    .limit(options.batchSize ?? DEFAULT_RECONCILE_BATCH)
    .execute();
  const report: ReconcileReport = { completed: [], failed: [], pending: [], skipped: [] };
  for (const { id } of candidates) {
    try {
      report[await reconcilePurchase(db, id, { ...options, staleMs })].push(id);
    } catch (error) {
      options.onError?.(error, id);
      report.pending.push(id);
    }
  }
  return report;
}

async function reconcilePurchase(
  db: Kysely<Database>,
  purchaseId: bigint,
  options: ReconcileOptions & { staleMs: number },
): Promise<Settled> {
  const now = options.clock();
  const held = await claimPurchase(db, purchaseId, now, { staleMs: options.staleMs, check: true });
  if (!held) return 'skipped';
  let found: ChargeLookup;
  try {
    found = await options.provider.lookup(chargeReferenceOf(held.id));
  } catch (error) {
    await releasePurchase(db, held, pendingNote('provider unreachable', error));
    return 'pending';
  }
  switch (found.status) {
    case 'approved':
      return (await completePurchase(db, held, found, options.provider.info, options.clock)).creditedNow
        ? 'completed'
        : 'skipped';
    case 'declined': {
      const { failedNow } = await failPurchase(
        db,
        held,
        { code: ErrorCode.paymentDeclined, message: declinedMessage(found.reason) },
        options.clock,
      );
      return failedNow ? 'failed' : 'skipped';
    }
    case 'processing':
      await releasePurchase(db, held, 'the provider is still processing the charge');
      return 'pending';
    case 'not_found': {
      const sent = held.charge_sent_at;
      if (sent && now.getTime() - sent.getTime() <= options.staleMs) {
        await releasePurchase(db, held, 'not at the provider yet; the charge sent may still land');
        return 'pending';
      }
      const { failedNow } = await failPurchase(
        db,
        held,
        { code: ErrorCode.paymentNotCompleted, message: PURCHASE_MESSAGES.notCompleted },
        options.clock,
      );
      return failedNow ? 'failed' : 'skipped';
    }
  }
}
