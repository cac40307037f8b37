import type { Redemption } from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { resolveAccountId, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney, parseMoney } from '../money.js';
import { projectEventsOf } from '../projections/event-projector.js';
import { redeemableOf } from './playthrough.js';
import { openGrantsOf } from './player-playthrough.js';
import { REDEMPTION_LEDGER, REDEMPTIONS_PAYABLE } from './redemption-accounts.js';
import { assertSweepstakesEligible } from './redemption-eligibility.js';
import { redemptionView } from './redemption-view.js';

export interface RedemptionRules {
  /** The smallest request, in minor units (REDEMPTION_MINIMUM). */
  minimumUnits: bigint;
  /** Regions where sweepstakes are not offered (SWEEPS_EXCLUDED_REGIONS). */
  excludedRegions: readonly string[];
}

const field = (message: string) =>
  new DomainError('validation_error', `body.amount: ${message}`, { field: 'body.amount' });

/** Why an unverified player cannot redeem yet, by the state of their identity check. */
async function assertVerified(db: Kysely<Database>, userId: string): Promise<void> {
  const kyc = await db
    .selectFrom('player_kyc')
    .select(['status', 'decision_reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (kyc?.status === 'verified') return;
  const message =
    kyc?.status === 'pending'
      ? 'Your identity check is waiting for a decision: you can redeem once it is verified.'
      : kyc?.status === 'rejected'
        ? `Your identity check was rejected (${kyc.decision_reason ?? 'no reason given'}): submit it again to redeem.`
        : 'Verify your identity before you redeem: submit your legal name, date of birth, address and document.';
  throw new DomainError('kyc_required', message);
}

/**
 * The player's sweepstakes wallet and the payable account, locked in ascending id order (the order
 * every transfer takes them in), so the balance checked is the balance debited.
 */
async function lockWalletAndPayable(trx: Transaction<Database>, userId: string): Promise<bigint> {
  const walletId = await resolveAccountId(trx, wallet(userId), 'sweeps');
  const payableId = await resolveAccountId(trx, REDEMPTIONS_PAYABLE, 'sweeps');
  const rows = await trx
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('id', 'in', [walletId, payableId])
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.find((r) => r.id === walletId)?.balance ?? 0n;
}

/**
 * POST /api/redemptions: a verified player asks to redeem an amount of sweepstakes coins. Refused,
 * in this order: a guest or an excluded region (403), no verified identity (403 kyc_required), a
 * request already pending (409), under the minimum or over what is redeemable now (400 naming
 * body.amount). Otherwise the amount leaves the wallet into `redemptions-payable` in the transaction
 * that records the request. The idempotency key names the attempt: the same key answers with the
 * same request (a different amount with it is refused, 422).
 */
export async function requestRedemption(
  db: Kysely<Database>,
  input: { userId: string; amount: string; idempotencyKey: string; rules: RedemptionRules; clock: Clock },
): Promise<{ redemption: Redemption; replayed: boolean }> {
  const { userId, rules } = input;
  const units = parseMoney(input.amount);
  const previous = await replayOf(db, userId, input.idempotencyKey, units);
  if (previous) return { redemption: previous, replayed: true };
  await assertSweepstakesEligible(db, userId, 'redeem', rules.excludedRegions);
  await assertVerified(db, userId);
  // Wagers settled just before count: the projection plays grants through before the check.
  await projectEventsOf(db, userId, input.clock, { waitForProjector: true });

  return db.transaction().execute(async (trx) => {
    const balance = await lockWalletAndPayable(trx, userId);
    // Under the wallet's lock: a concurrent request with the same key has committed, or not started.
    const replay = await replayOf(trx, userId, input.idempotencyKey, units);
    if (replay) return { redemption: replay, replayed: true };
    const pending = await trx
      .selectFrom('redemption_requests')
      .select(['id', 'amount'])
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending)
      throw new DomainError(
        'conflict',
        `You already have a redemption request waiting for review (${formatMoney(pending.amount)} SC): cancel it or wait for its decision.`,
      );
    if (units < rules.minimumUnits)
      throw field(
        `must be at least ${formatMoney(rules.minimumUnits)} sweepstakes coins (the redemption minimum)`,
      );
    const redeemable = redeemableOf(balance, await openGrantsOf(trx, userId));
    if (units > redeemable)
      throw field(
        `is more than you can redeem now: ${formatMoney(redeemable)} SC of your ${formatMoney(balance)} SC (the rest is not played through yet)`,
      );

    const { id } = await trx
      .insertInto('redemption_requests')
      .values({ user_id: userId, amount: units, status: 'pending', idempotency_key: input.idempotencyKey })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { transactionId } = await postTransfer(
      trx,
      move(wallet(userId), REDEMPTIONS_PAYABLE, units, {
        kind: REDEMPTION_LEDGER.reserve.kind,
        currency: 'sweeps',
        idempotencyKey: REDEMPTION_LEDGER.reserve.key(id),
        memo: { redemptionId: id.toString() },
      }),
    );
    await trx
      .updateTable('redemption_requests')
      .set({ reserve_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('redemption_steps')
      .values({ redemption_id: id, kind: 'requested', actor_id: userId })
      .execute();
    return { redemption: await redemptionView(trx, id), replayed: false };
  });
}

async function replayOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  key: string,
  units: bigint,
): Promise<Redemption | null> {
  const row = await db
    .selectFrom('redemption_requests')
    .select(['id', 'amount'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.amount !== units)
    throw new DomainError(
      'idempotency_key_reused',
      'This idempotency key was already used for a redemption of another amount',
    );
  return redemptionView(db, row.id);
}
