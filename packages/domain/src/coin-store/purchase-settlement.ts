import {
  ErrorCode,
  type CoinPurchasePending,
  type CoinPurchaseResponse,
  type PaymentProviderInfo,
} from '@casino/contracts';
import type { CoinPurchaseRow, Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { promotions, store, wallet } from '../ledger/accounts.js';
import { getWalletBalances } from '../ledger/balances.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney } from '../money.js';
import { grantPurchaseBonuses } from '../promotions/purchase-bonuses.js';
import { coinPackageNameOf, formatUsd } from './coin-packages.js';
import type { HeldPurchase } from './purchase-attempts.js';

/**
 * How a purchase ends. Every pending purchase ends as one of these, settled by the request that made
 * it, a retry with its key, or the reconciler, whichever learns the provider's answer first:
 * - completed: the provider approved the charge; the coins are credited exactly once;
 * - failed `payment_declined`: the provider refused the charge; nothing was taken, nothing credited;
 * - failed `payment_not_completed`: the provider never got the charge (our process died before, or
 *   it never arrived) and none can still be on its way; nothing was taken, nothing credited.
 */
export const PURCHASE_MESSAGES = {
  pending:
    'Your payment is being confirmed with the payment provider. Your coins will be added as soon as it is approved; you will not be charged twice.',
  unreachable:
    'The payment provider could not be reached, so this purchase is not confirmed yet. We will check with the provider and add your coins if the payment went through; you will not be charged twice.',
  notCompleted:
    'The payment was never completed, so you were not charged. No coins were added; you can buy the package again.',
} as const;

export const declinedMessage = (reason: string): string => `Payment declined: ${reason}`;

/** The answer of a completed purchase, exactly as the first request got it. */
export const storedResponse = (row: CoinPurchaseRow): CoinPurchaseResponse => {
  const response: unknown = typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
  // Answers stored before promotions (migration 0008) name none.
  const stored = response as Omit<CoinPurchaseResponse, 'promotionBonuses'> & Partial<CoinPurchaseResponse>;
  return { ...stored, promotionBonuses: stored.promotionBonuses ?? [] };
};

/** The refusal a failed purchase answers with, to its request and to every retry with its key. */
export function refusalOf(row: CoinPurchaseRow): DomainError {
  const code =
    row.failure_code === ErrorCode.paymentDeclined || row.failure_code === ErrorCode.paymentNotCompleted
      ? row.failure_code
      : ErrorCode.conflict;
  return new DomainError(code, row.failure_message ?? 'This purchase failed');
}

export const pendingAnswer = (
  row: CoinPurchaseRow,
  message: string = PURCHASE_MESSAGES.pending,
): CoinPurchasePending => ({
  status: 'pending',
  purchaseId: row.id.toString(),
  packageId: row.package_id,
  message,
});

/**
 * Credits an approved purchase: ONE transaction locks the purchase, credits the coins (store
 * account), the bonus sweepstakes coins and any promotion it earns (promotions account,
 * promotions/purchase-bonuses.ts), and stores the answer. Whoever calls it,
 * however many at once, the coins are credited once: the row's status is checked under its lock and
 * the ledger keys `coin_purchase:<currency>:<id>` are unique. No attempt token is needed: an approved
 * charge is the player's money taken, so it is credited whoever holds the purchase, even over a
 * `payment_not_completed` failure written too early by a reconciler that believed a provider which
 * had not yet recorded the charge.
 */
export async function completePurchase(
  db: Kysely<Database>,
  purchase: CoinPurchaseRow,
  charged: { providerReference: string },
  provider: PaymentProviderInfo,
  clock: Clock,
): Promise<{ response: CoinPurchaseResponse; creditedNow: boolean }> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('coin_purchases')
      .selectAll()
      .where('id', '=', purchase.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status === 'completed') return { response: storedResponse(locked), creditedNow: false };
    if (locked.status === 'failed' && locked.failure_code !== ErrorCode.paymentNotCompleted)
      throw refusalOf(locked);
    const memo = {
      purchaseId: locked.id.toString(),
      packageId: locked.package_id,
      provider: provider.name,
      providerReference: charged.providerReference,
    };
    await postTransfer(
      trx,
      move(store(), wallet(locked.user_id), locked.coins, {
        kind: 'coin_purchase',
        currency: 'coins',
        idempotencyKey: `coin_purchase:coins:${locked.id}`,
        memo,
      }),
    );
    if (locked.sweeps > 0n) {
      // Sweepstakes coins are never sold: they are a free bonus from the promotions account.
      await postTransfer(
        trx,
        move(promotions(), wallet(locked.user_id), locked.sweeps, {
          kind: 'coin_purchase_bonus',
          currency: 'sweeps',
          idempotencyKey: `coin_purchase:sweeps:${locked.id}`,
          memo,
        }),
      );
    }
    // The promotions it earns (welcome bonus, Friday reload) are paid in this same transaction.
    const promotionBonuses = await grantPurchaseBonuses(trx, {
      id: locked.id,
      userId: locked.user_id,
      packageName: await coinPackageNameOf(trx, locked.package_id),
      coins: locked.coins,
      madeAt: locked.created_at,
    });
    const balances = await getWalletBalances(trx, locked.user_id);
    const response: CoinPurchaseResponse = {
      purchaseId: locked.id.toString(),
      packageId: locked.package_id,
      priceUsd: formatUsd(locked.price_cents),
      coinsReceived: formatMoney(locked.coins),
      sweepstakesCoinsReceived: formatMoney(locked.sweeps),
      balance: formatMoney(balances.coins),
      sweepstakesCoins: formatMoney(balances.sweeps),
      paymentProvider: provider,
      providerReference: charged.providerReference,
      promotionBonuses,
    };
    await trx
      .updateTable('coin_purchases')
      .set({
        status: 'completed',
        provider_reference: charged.providerReference,
        response: JSON.stringify(response),
        failure_code: null,
        failure_message: null,
        completed_at: clock(),
        attempt_started_at: null,
        attempt_token: null,
        last_check_error: null,
      })
      .where('id', '=', locked.id)
      .execute();
    return { response, creditedNow: true };
  });
}

/**
 * Fails a purchase nothing was credited for, if this attempt still holds it (one taken over in the
 * meantime leaves it to its new holder). Returns the purchase as it now stands, whoever settled it,
 * and whether this call failed it.
 */
export async function failPurchase(
  db: Kysely<Database>,
  held: HeldPurchase,
  failure: { code: typeof ErrorCode.paymentDeclined | typeof ErrorCode.paymentNotCompleted; message: string },
  clock: Clock,
): Promise<{ purchase: CoinPurchaseRow; failedNow: boolean }> {
  const failed = await db
    .updateTable('coin_purchases')
    .set({
      status: 'failed',
      failure_code: failure.code,
      failure_message: failure.message,
      completed_at: clock(),
      attempt_started_at: null,
      attempt_token: null,
      last_check_error: null,
    })
    .where('id', '=', held.id)
    .where('status', '=', 'pending')
    .where('attempt_token', '=', held.attempt_token)
    .returningAll()
    .executeTakeFirst();
  if (failed) return { purchase: failed, failedNow: true };
  const latest = await db
    .selectFrom('coin_purchases')
    .selectAll()
    .where('id', '=', held.id)
    .executeTakeFirstOrThrow();
  return { purchase: latest, failedNow: false };
}
