import { createHash } from 'node:crypto';
import type { CoinPurchaseResponse } from '@casino/contracts';
import type { CoinPurchaseRow, Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { promotions, store, wallet } from '../ledger/accounts.js';
import { getWalletBalances } from '../ledger/balances.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney } from '../money.js';
import { findCoinPackage, formatUsd } from './coin-packages.js';
import type { PaymentProvider } from './payment-provider.js';

/** A pending attempt older than this is presumed dead (its process crashed) and a retry takes it over. */
export const STALE_PURCHASE_ATTEMPT_MS = 2 * 60_000;

export interface PurchaseInput {
  userId: string;
  packageId: number;
  idempotencyKey: string;
  provider: PaymentProvider;
  clock: Clock;
}

export interface PurchaseOutcome {
  response: CoinPurchaseResponse;
  /** True when this answer is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const fingerprintOf = (packageId: number): string =>
  createHash('sha256').update(`coin-package:${packageId}`).digest('hex');

const inFlight = () =>
  new DomainError(
    'idempotency_in_flight',
    'A purchase with this Idempotency-Key is still being processed. Wait for its answer, or retry in a moment.',
  );

const storedResponse = (row: CoinPurchaseRow): CoinPurchaseResponse => {
  const response: unknown = typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
  return response as CoinPurchaseResponse;
};

/**
 * POST /api/coin-packages/purchase. The Idempotency-Key (per player) names one purchase:
 * - first request: a pending purchase row is committed (unique per player and key), the provider
 *   charges our purchase reference, then ONE transaction credits the coins (store account) and the
 *   bonus sweepstakes coins (promotions) and stores the answer;
 * - the same key again: the stored answer (completed), the stored refusal (declined), or 409 while
 *   the first is still in flight; never a second payment (the row's status is checked under its
 *   lock, and the ledger keys `coin_purchase:<currency>:<id>` are unique);
 * - the same key with another package: 422, nothing changes.
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
  const pkg = findCoinPackage(input.packageId);
  const inserted = await db
    .insertInto('coin_purchases')
    .values({
      user_id: input.userId,
      idempotency_key: input.idempotencyKey,
      fingerprint,
      package_id: pkg.id,
      price_cents: pkg.priceCents,
      coins: pkg.coins,
      sweeps: pkg.sweeps,
      provider: input.provider.info.name,
      attempt_started_at: input.clock(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const winner = await byKey();
    if (!winner) throw new Error('coin purchase vanished after a key conflict');
    return resume(db, winner, fingerprint, input);
  }
  return { response: await chargeAndCredit(db, inserted, input), replayed: false };
}

async function resume(
  db: Kysely<Database>,
  row: CoinPurchaseRow,
  fingerprint: string,
  input: PurchaseInput,
): Promise<PurchaseOutcome> {
  if (row.fingerprint !== fingerprint) {
    throw new DomainError(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different purchase',
    );
  }
  if (row.status === 'completed') return { response: storedResponse(row), replayed: true };
  if (row.status === 'failed')
    throw new DomainError(
      row.failure_code === 'payment_declined' ? 'payment_declined' : 'conflict',
      row.failure_message ?? 'This purchase failed',
    );
  // Pending: another request is charging it, unless that attempt ended without an answer or died.
  const now = input.clock();
  const taken = await db
    .updateTable('coin_purchases')
    .set({ attempt_started_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('attempt_started_at', 'is', null),
        eb('attempt_started_at', '<', new Date(now.getTime() - STALE_PURCHASE_ATTEMPT_MS)),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!taken) {
    const latest = await db
      .selectFrom('coin_purchases')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (latest.status === 'completed') return { response: storedResponse(latest), replayed: true };
    throw inFlight();
  }
  return { response: await chargeAndCredit(db, taken, input), replayed: true };
}

async function chargeAndCredit(
  db: Kysely<Database>,
  purchase: CoinPurchaseRow,
  input: PurchaseInput,
): Promise<CoinPurchaseResponse> {
  const pkg = findCoinPackage(purchase.package_id);
  let charged;
  try {
    charged = await input.provider.charge({
      reference: `coin-purchase-${purchase.id}`,
      amountCents: purchase.price_cents,
      currency: 'USD',
      description: `${pkg.name}: ${formatMoney(purchase.coins)} coins`,
      customerId: input.userId,
    });
  } catch {
    // The outcome is unknown: leave the purchase pending and let a retry with the same key ask again.
    await db
      .updateTable('coin_purchases')
      .set({ attempt_started_at: null })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
      .execute();
    throw new DomainError(
      'payment_unavailable',
      'The payment provider could not be reached. Try again with the same Idempotency-Key: you will not be charged twice.',
    );
  }
  const now = input.clock();
  if (charged.status === 'declined') {
    const message = `Payment declined: ${charged.reason}`;
    await db
      .updateTable('coin_purchases')
      .set({
        status: 'failed',
        failure_code: 'payment_declined',
        failure_message: message,
        completed_at: now,
        attempt_started_at: null,
      })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
      .execute();
    throw new DomainError('payment_declined', message);
  }

  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('coin_purchases')
      .selectAll()
      .where('id', '=', purchase.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status === 'completed') return storedResponse(locked);
    if (locked.status !== 'pending')
      throw new DomainError('conflict', locked.failure_message ?? 'This purchase failed');
    const memo = {
      purchaseId: purchase.id.toString(),
      packageId: purchase.package_id,
      provider: input.provider.info.name,
      providerReference: charged.providerReference,
    };
    await postTransfer(
      trx,
      move(store(), wallet(input.userId), purchase.coins, {
        kind: 'coin_purchase',
        currency: 'coins',
        idempotencyKey: `coin_purchase:coins:${purchase.id}`,
        memo,
      }),
    );
    if (purchase.sweeps > 0n) {
      // Sweepstakes coins are never sold: they are a free bonus from the promotions account.
      await postTransfer(
        trx,
        move(promotions(), wallet(input.userId), purchase.sweeps, {
          kind: 'coin_purchase_bonus',
          currency: 'sweeps',
          idempotencyKey: `coin_purchase:sweeps:${purchase.id}`,
          memo,
        }),
      );
    }
    const balances = await getWalletBalances(trx, input.userId);
    const response: CoinPurchaseResponse = {
      purchaseId: purchase.id.toString(),
      packageId: purchase.package_id,
      priceUsd: formatUsd(purchase.price_cents),
      coinsReceived: formatMoney(purchase.coins),
      sweepstakesCoinsReceived: formatMoney(purchase.sweeps),
      balance: formatMoney(balances.coins),
      sweepstakesCoins: formatMoney(balances.sweeps),
      paymentProvider: input.provider.info,
      providerReference: charged.providerReference,
    };
    await trx
      .updateTable('coin_purchases')
      .set({
        status: 'completed',
        provider_reference: charged.providerReference,
        response: JSON.stringify(response),
        completed_at: now,
        attempt_started_at: null,
      })
      .where('id', '=', purchase.id)
      .execute();
    return response;
  });
}
