import { sql, type CurrencyCode, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { isBounded, resolveAccountId, type AccountRef } from './accounts.js';
import { assertBalanced, fingerprintOf, type Posting } from './transfer.js';

/**
 * The hot path of the ledger (every bet): a transfer that moves exactly one wallet and otherwise only
 * operator accounts, without an idempotency key, compiled into common table expressions that a
 * caller embeds in ONE statement with its own writes (a game session, an event). One statement is
 * atomic without BEGIN/COMMIT, and its parts depend on each other so it is all or nothing:
 *   w  the wallet update, guarded so its debits are covered by the balance it had (no row if not);
 *   t  the ledger transaction, inserted only when w updated a row;
 *   e  one entry per posting (a bet and its win stay two legs), only when t exists.
 * Callers select `t.id` and `w.balance` from `t, w`: no row back means the balance did not cover it.
 * Same rules and audit as postTransfer, which stays the general path (several bounded accounts, keys).
 */
export interface SingleWalletTransfer {
  kind: string;
  currency: CurrencyCode;
  postings: Posting[];
  memo?: Record<string, unknown>;
}

export async function singleWalletTransferCtes(
  db: Kysely<Database>,
  request: SingleWalletTransfer,
): Promise<RawBuilder<unknown>> {
  assertBalanced(request);
  const wallets = request.postings.filter((p) => isBounded(p.account.kind));
  const walletRef: AccountRef | undefined = wallets[0]?.account;
  if (!walletRef || wallets.some((p) => JSON.stringify(p.account) !== JSON.stringify(walletRef))) {
    throw new RangeError('a single-wallet transfer moves exactly one wallet or escrow account');
  }
  const legs = await Promise.all(
    request.postings.map(async (p) => ({
      accountId: await resolveAccountId(db, p.account, request.currency),
      amount: p.amount,
    })),
  );
  const walletId = await resolveAccountId(db, walletRef, request.currency);
  const net = wallets.reduce((sum, p) => sum + p.amount, 0n);
  const debits = wallets.reduce((sum, p) => (p.amount < 0n ? sum + p.amount : sum), 0n);
  const values = sql.join(legs.map((leg) => sql`(${leg.accountId}::bigint, ${leg.amount}::bigint)`));
  return sql`
    w as (
      update accounts set balance = balance + ${net}::bigint
      where id = ${walletId}::bigint and balance + ${debits}::bigint >= 0
      returning balance
    ),
    t as (
      insert into ledger_transactions (kind, idempotency_key, fingerprint, memo)
      select ${request.kind}, null, ${fingerprintOf(request)}, ${JSON.stringify(request.memo ?? {})}::jsonb from w
      returning id
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select t.id, v.account_id, v.amount from t cross join (values ${values}) as v(account_id, amount)
    )`;
}
