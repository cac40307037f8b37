import { createHash } from 'node:crypto';
import type { CurrencyCode, Database, Kysely, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { describeAccount, isBounded, resolveAccountId, type AccountRef } from './accounts.js';

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferRequest {
  /** What the movement is, e.g. `signup_grant`, `bet`, `win`, `buy_in`. */
  kind: string;
  currency: CurrencyCode;
  postings: Posting[];
  /** The same key never applies twice (unique constraint on ledger_transactions.idempotency_key). */
  idempotencyKey?: string;
  memo?: Record<string, unknown>;
  /** Message for a refused overdraft; the spec's wording differs per screen. */
  insufficientMessage?: string;
}

export interface TransferResult {
  transactionId: bigint;
  /** True when the idempotency key had already been applied and nothing moved now. */
  replayed: boolean;
}

export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient Balance';

/**
 * Posts one double-entry transaction inside the caller's database transaction: the entries sum to
 * zero, bounded accounts (wallets, escrow) are locked in ascending id order so two transfers can
 * never deadlock, and a transfer that would take one below zero is refused before anything is written.
 */
export async function postTransfer(trx: Transaction<Database>, request: TransferRequest): Promise<TransferResult> {
  assertBalanced(request);
  const fingerprint = fingerprintOf(request);

  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      kind: request.kind,
      idempotency_key: request.idempotencyKey ?? null,
      fingerprint,
      memo: JSON.stringify(request.memo ?? {}),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();

  if (!inserted) {
    // The key was applied before (or by a concurrent request that committed first): replay, never re-apply.
    const previous = await trx
      .selectFrom('ledger_transactions')
      .select(['id', 'fingerprint'])
      .where('idempotency_key', '=', request.idempotencyKey ?? '')
      .executeTakeFirstOrThrow();
    if (previous.fingerprint !== fingerprint) {
      throw new DomainError('idempotency_key_reused', 'This idempotency key was already used for a different request');
    }
    return { transactionId: previous.id, replayed: true };
  }

  const deltas = new Map<bigint, bigint>();
  for (const posting of request.postings) {
    const id = await resolveAccountId(trx, posting.account, request.currency);
    deltas.set(id, (deltas.get(id) ?? 0n) + posting.amount);
  }
  const ids = [...deltas.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  // Fixed lock order (ascending id) for every bounded account this transfer touches.
  const locked = await trx
    .selectFrom('accounts')
    .select(['id', 'kind', 'balance', 'user_id'])
    .where('id', 'in', ids)
    .where('kind', 'in', ['wallet', 'escrow'])
    .orderBy('id')
    .forUpdate()
    .execute();

  for (const account of locked) {
    const next = account.balance + (deltas.get(account.id) ?? 0n);
    if (next < 0n) {
      throw new DomainError('insufficient_balance', request.insufficientMessage ?? INSUFFICIENT_BALANCE_MESSAGE, {
        accountId: account.id.toString(),
      });
    }
  }
  for (const account of locked) {
    const delta = deltas.get(account.id) ?? 0n;
    if (delta !== 0n && isBounded(account.kind)) {
      await trx
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '+', delta) }))
        .where('id', '=', account.id)
        .execute();
    }
  }

  const entries = ids
    .map((id) => ({ account_id: id, amount: deltas.get(id) ?? 0n }))
    .filter((e) => e.amount !== 0n)
    .map((e) => ({ transaction_id: inserted.id, account_id: e.account_id, amount: e.amount }));
  if (entries.length > 0) await trx.insertInto('ledger_entries').values(entries).execute();
  return { transactionId: inserted.id, replayed: false };
}

/** Runs one transfer in its own database transaction. */
export function transfer(db: Kysely<Database>, request: TransferRequest): Promise<TransferResult> {
  return db.transaction().execute((trx) => postTransfer(trx, request));
}

function assertBalanced(request: TransferRequest): void {
  if (request.postings.length < 2) throw new RangeError('a transfer needs at least two postings');
  let sum = 0n;
  for (const posting of request.postings) {
    if (posting.amount === 0n) throw new RangeError('a posting of zero moves nothing');
    sum += posting.amount;
  }
  if (sum !== 0n) throw new RangeError(`postings must sum to zero, got ${sum}`);
}

function fingerprintOf(request: TransferRequest): string {
  const postings = request.postings
    .map((p) => `${describeAccount(p.account)}=${p.amount}`)
    .sort()
    .join(',');
  return createHash('sha256').update(`${request.kind}|${request.currency}|${postings}`).digest('hex');
}

/** The common two-sided case: move `amount` from one account to another. */
export function move(
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  fields: Omit<TransferRequest, 'postings'>,
): TransferRequest {
  if (amount <= 0n) throw new RangeError('amount must be positive');
  return { ...fields, postings: [{ account: from, amount: -amount }, { account: to, amount }] };
}
