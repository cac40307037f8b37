import { createHash } from 'node:crypto';
import { MAX_MONEY, moneyUnitsOf } from '@casino/contracts';
import { sql, type CurrencyCode, type Database, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { recordSweepsGrants } from '../redemption/sweeps-grants.js';
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
  /** New balances of the wallets and escrow accounts this transfer moved, by `describeAccount`. */
  balances: Map<string, bigint>;
}

export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient Balance';
/** The most a wallet or escrow may hold: every amount a client sees is at most MAX_MONEY. */
export const MAX_BALANCE_UNITS = moneyUnitsOf(MAX_MONEY) ?? 0n;
export const BALANCE_LIMIT_MESSAGE = `A balance cannot go above ${MAX_MONEY}.`;

interface AccountMovement {
  id: bigint;
  key: string;
  bounded: boolean;
  /** Net change of the balance. */
  net: bigint;
  /** Sum of the debits alone (<= 0): they must be covered before any credit of the same transfer. */
  debits: bigint;
}

/**
 * Posts one double-entry transaction inside the caller's database transaction, in three steps:
 * 1. the transaction row and its entries in one statement (one entry per posting, so a bet and its
 *    win stay two legs); a reused idempotency key inserts nothing and the first result is replayed;
 * 2. each bounded account (wallet, escrow) updated in ascending id order, so two transfers never
 *    deadlock, with a guard that its debits are covered by the balance it had: a stake can never be
 *    paid out of the win it produces, and no balance goes below zero (the CHECK backs this up) or
 *    above MAX_BALANCE_UNITS (no amount a player or admin sees may exceed MAX_MONEY);
 * 3. a refused guard throws, which rolls the whole database transaction back, entries included;
 * 4. a sweepstakes transfer records the grants it pays (redemption/sweeps-grants.ts).
 */
export async function postTransfer(
  trx: Transaction<Database>,
  request: TransferRequest,
): Promise<TransferResult> {
  assertBalanced(request);
  const fingerprint = fingerprintOf(request);

  const legs: Array<{ accountId: bigint; amount: bigint }> = [];
  const movements = new Map<bigint, AccountMovement>();
  for (const posting of request.postings) {
    const id = await resolveAccountId(trx, posting.account, request.currency);
    legs.push({ accountId: id, amount: posting.amount });
    const movement = movements.get(id) ?? {
      id,
      key: describeAccount(posting.account),
      bounded: isBounded(posting.account.kind),
      net: 0n,
      debits: 0n,
    };
    movement.net += posting.amount;
    if (posting.amount < 0n) movement.debits += posting.amount;
    movements.set(id, movement);
  }

  const values = sql.join(legs.map((leg) => sql`(${leg.accountId}::bigint, ${leg.amount}::bigint)`));
  const inserted = await sql<{ transaction_id: bigint }>`
    with t as (
      insert into ledger_transactions (kind, idempotency_key, fingerprint, memo)
      values (${request.kind}, ${request.idempotencyKey ?? null}, ${fingerprint}, ${JSON.stringify(request.memo ?? {})}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id
    )
    insert into ledger_entries (transaction_id, account_id, amount)
    select t.id, v.account_id, v.amount from t cross join (values ${values}) as v(account_id, amount)
    returning transaction_id`.execute(trx);

  const transactionId = inserted.rows[0]?.transaction_id;
  if (transactionId === undefined) {
    // The key was applied before (or by a concurrent request that committed first): replay, never re-apply.
    const previous = await trx
      .selectFrom('ledger_transactions')
      .select(['id', 'fingerprint'])
      .where('idempotency_key', '=', request.idempotencyKey ?? '')
      .executeTakeFirstOrThrow();
    if (previous.fingerprint !== fingerprint) {
      throw new DomainError(
        'idempotency_key_reused',
        'This idempotency key was already used for a different request',
      );
    }
    return { transactionId: previous.id, replayed: true, balances: new Map() };
  }

  const bounded = [...movements.values()]
    .filter((m) => m.bounded)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const updated = await applyBoundedMovements(trx, bounded);
  const balances = new Map<string, bigint>();
  for (const movement of bounded) {
    const balance = updated.get(movement.id);
    if (balance === undefined) await refuseMovement(trx, movement, request);
    else balances.set(movement.key, balance);
  }
  // Every sweepstakes coin an operator account gives is a grant held to the playthrough rule (issue 18).
  if (request.currency === 'sweeps') await recordSweepsGrants(trx, request, transactionId);
  return { transactionId, replayed: false, balances };
}

/**
 * Updates the bounded accounts (wallets, escrows) of a transfer, each guarded: its debits covered by
 * the balance it had, and its balance at most MAX_BALANCE_UNITS. Returns the new balance of each
 * account whose guard held; one that is missing refused. The rows are locked in ascending id order
 * (the order every transfer takes, so two never deadlock): one account is one update; several (a
 * poker hand's seats, a challenge's two players) are locked and updated in ONE statement, not one
 * round trip each, so a settling transaction holds its pool connection and its locks shorter.
 * NO KEY UPDATE, the lock an update takes: the entries just inserted hold KEY SHARE on these rows
 * (their foreign key), which FOR UPDATE would wait for in every other transfer of the same accounts.
 */
async function applyBoundedMovements(
  trx: Transaction<Database>,
  movements: readonly AccountMovement[],
): Promise<Map<bigint, bigint>> {
  const [only] = movements;
  if (only === undefined) return new Map();
  if (movements.length === 1) {
    const row = await trx
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '+', only.net) }))
      .where('id', '=', only.id)
      .where((eb) => eb(eb('balance', '+', only.debits), '>=', 0n))
      .where((eb) => eb(eb('balance', '+', only.net), '<=', MAX_BALANCE_UNITS))
      .returning('balance')
      .executeTakeFirst();
    return new Map(row ? [[only.id, row.balance]] : []);
  }
  const { rows } = await sql<{ id: bigint; balance: bigint }>`
    with v as (
      select * from unnest(${movements.map((m) => String(m.id))}::bigint[],
                           ${movements.map((m) => String(m.net))}::bigint[],
                           ${movements.map((m) => String(m.debits))}::bigint[]) as v(id, net, debits)
    ),
    locked as (
      select a.id from accounts a where a.id in (select id from v) order by a.id for no key update
    )
    update accounts a set balance = a.balance + v.net
    from v join locked l on l.id = v.id
    where a.id = v.id and a.balance + v.debits >= 0 and a.balance + v.net <= ${MAX_BALANCE_UNITS}
    returning a.id, a.balance`.execute(trx);
  return new Map(rows.map((r) => [BigInt(r.id), BigInt(r.balance)]));
}

/**
 * Throws for a movement whose guard refused: over the ceiling, or not covered. The row may have
 * moved since (a concurrent commit, when it was not locked), so only a balance this transfer would
 * take past the ceiling is called that.
 */
async function refuseMovement(
  trx: Transaction<Database>,
  movement: AccountMovement,
  request: TransferRequest,
): Promise<never> {
  const held = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', movement.id)
    .executeTakeFirstOrThrow();
  if (held.balance + movement.debits >= 0n && held.balance + movement.net > MAX_BALANCE_UNITS) {
    throw new DomainError('balance_limit', BALANCE_LIMIT_MESSAGE, { accountId: movement.id.toString() });
  }
  throw new DomainError('insufficient_balance', request.insufficientMessage ?? INSUFFICIENT_BALANCE_MESSAGE, {
    accountId: movement.id.toString(),
  });
}

/** Runs one transfer in its own database transaction. */
export function transfer(db: Kysely<Database>, request: TransferRequest): Promise<TransferResult> {
  return db.transaction().execute((trx) => postTransfer(trx, request));
}

export function assertBalanced(request: Pick<TransferRequest, 'postings'>): void {
  if (request.postings.length < 2) throw new RangeError('a transfer needs at least two postings');
  let sum = 0n;
  for (const posting of request.postings) {
    if (posting.amount === 0n) throw new RangeError('a posting of zero moves nothing');
    sum += posting.amount;
  }
  if (sum !== 0n) throw new RangeError(`postings must sum to zero, got ${sum}`);
}

export function fingerprintOf(request: Pick<TransferRequest, 'kind' | 'currency' | 'postings'>): string {
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
  return {
    ...fields,
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  };
}
