import { createHash } from 'node:crypto';
import { ErrorCode, type CoinPurchasePending, type CoinPurchaseResponse } from '@casino/contracts';
import type { CoinPurchaseRow, Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { checkPurchase } from '../responsible-gaming/purchase-gate.js';
import { coinPackageNameOf, findCoinPackage } from './coin-packages.js';
import { chargeReferenceOf, type PaymentProvider } from './payment-provider.js';
import {
  claimPurchase,
  markChargeSent,
  newAttemptToken,
  pendingNote,
  releasePurchase,
  type HeldPurchase,
} from './purchase-attempts.js';
import {
  completePurchase,
  declinedMessage,
  failPurchase,
  pendingAnswer,
  PURCHASE_MESSAGES,
  refusalOf,
  storedResponse,
} from './purchase-settlement.js';

export { STALE_PURCHASE_ATTEMPT_MS } from './purchase-attempts.js';

export interface PurchaseInput {
  userId: string;
  packageId: number;
  idempotencyKey: string;
  provider: PaymentProvider;
  clock: Clock;
}

/**
 * What a purchase request gets: the coins credited (200), or the purchase still pending (202: its
 * outcome is not known yet; GET /api/coin-packages/purchases/{id} follows it). A failed purchase is
 * a thrown refusal (402). `replayed`: the answer belongs to an earlier request with the same key.
 */
export type PurchaseOutcome =
  | { status: 'completed'; response: CoinPurchaseResponse; replayed: boolean }
  | { status: 'pending'; response: CoinPurchasePending; replayed: boolean };

const fingerprintOf = (packageId: number): string =>
  createHash('sha256').update(`coin-package:${packageId}`).digest('hex');

/** A settled purchase's answer; a pending one's is the pending state. */
function answerOf(row: CoinPurchaseRow, replayed: boolean): PurchaseOutcome {
  if (row.status === 'completed') return { status: 'completed', response: storedResponse(row), replayed };
  if (row.status === 'failed') throw refusalOf(row);
  return { status: 'pending', response: pendingAnswer(row), replayed };
}

const reread = (db: Kysely<Database>, id: bigint) =>
  db.selectFrom('coin_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * POST /api/coin-packages/purchase. The Idempotency-Key (per player) names one purchase:
 * - first request: a pending purchase row is committed (unique per player and key) held by this
 *   request, the provider charges our purchase reference, then ONE transaction credits the coins and
 *   stores the answer (purchase-settlement.ts);
 * - the same key again: the stored answer (completed), the stored refusal (failed), or the pending
 *   state while another attempt holds it; a pending purchase nobody holds (the provider was
 *   unreachable) or whose holder died is taken over and charged again under the same reference,
 *   which the provider charges once;
 * - the same key with another package: 422, nothing changes.
 * The reconciler (purchase-reconciler.ts) settles what no request comes back for; it takes the same
 * hold, so a request and a reconciler never work on one purchase at once.
 */
export async function purchaseCoinPackage(
  db: Kysely<Database>,
  input: PurchaseInput,
): Promise<PurchaseOutcome> {
  const fingerprint = fingerprintOf(input.packageId);
  const byKey = () =>
    db
      .selectFrom('coin_purchases')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();

  const existing = await byKey();
  if (existing) return resume(db, existing, fingerprint, input);
  // The package as it is on sale now; the purchase row keeps its price and coins, so an admin's later
  // edit changes neither this purchase's charge nor what it credits.
  const pkg = await findCoinPackage(db, input.packageId);
  const token = newAttemptToken();
  const now = input.clock();
  // Responsible gaming: a break, an exclusion or a purchase limit refuses it before anything is
  // written or charged; the gate's lock holds until the purchase row is in.
  const inserted = await db.transaction().execute(async (trx) => {
    await checkPurchase(trx, { userId: input.userId, priceCents: pkg.price_cents, now });
    return trx
      .insertInto('coin_purchases')
      .values({
        user_id: input.userId,
        idempotency_key: input.idempotencyKey,
        fingerprint,
        package_id: pkg.id,
        price_cents: pkg.price_cents,
        coins: pkg.coins,
        sweeps: pkg.sweeps,
        provider: input.provider.info.name,
        attempt_started_at: now,
        attempt_token: token,
        // When the player bought it: the day its Friday reload is judged by (promotions).
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
  });
  if (!inserted) {
    const winner = await byKey();
    if (!winner) throw new Error('coin purchase vanished after a key conflict');
    return resume(db, winner, fingerprint, input);
  }
  return chargeAndCredit(db, { ...inserted, attempt_token: token }, input, false);
}

async function resume(
  db: Kysely<Database>,
  row: CoinPurchaseRow,
  fingerprint: string,
  input: PurchaseInput,
): Promise<PurchaseOutcome> {
  if (row.fingerprint !== fingerprint) {
    throw new DomainError(
      ErrorCode.idempotencyMismatch,
      'This Idempotency-Key was already used for a different purchase',
    );
  }
  if (row.status !== 'pending') return answerOf(row, true);
  const held = await claimPurchase(db, row.id, input.clock());
  // Another request or the reconciler holds it: tell the player where it stands, never charge twice.
  if (!held) return answerOf(await reread(db, row.id), true);
  return chargeAndCredit(db, held, input, true);
}

async function chargeAndCredit(
  db: Kysely<Database>,
  purchase: HeldPurchase,
  input: PurchaseInput,
  replayed: boolean,
): Promise<PurchaseOutcome> {
  // This request stalled past its hold and was taken over: the new holder settles it.
  if (!(await markChargeSent(db, purchase, input.clock())))
    return answerOf(await reread(db, purchase.id), replayed);
  // A purchase already made is charged and credited even if its package was taken off sale since.
  const packageName = await coinPackageNameOf(db, purchase.package_id);
  let charged;
  try {
    charged = await input.provider.charge({
      reference: chargeReferenceOf(purchase.id),
      amountCents: purchase.price_cents,
      currency: 'USD',
      description: `${packageName}: ${formatMoney(purchase.coins)} coins`,
      customerId: purchase.user_id,
    });
  } catch (error) {
    // The outcome is unknown: leave it pending for a retry with the same key or the reconciler.
    await releasePurchase(db, purchase, pendingNote('charge failed', error));
    return {
      status: 'pending',
      response: pendingAnswer(purchase, PURCHASE_MESSAGES.unreachable),
      replayed,
    };
  }
  if (charged.status === 'declined') {
    const { purchase: settled } = await failPurchase(
      db,
      purchase,
      { code: ErrorCode.paymentDeclined, message: declinedMessage(charged.reason) },
      input.clock,
    );
    return answerOf(settled, replayed);
  }
  const { response } = await completePurchase(db, purchase, charged, input.provider.info, input.clock);
  return { status: 'completed', response, replayed };
}
