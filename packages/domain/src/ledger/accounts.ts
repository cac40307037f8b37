import { sql, type AccountKind, type CurrencyCode, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { perDatabase } from '../per-database.js';

/**
 * Who a posting moves money for. Wallets belong to players; escrow holds chips at a poker seat or a
 * challenge; house, promotions and store are the operator's accounts, named by a code such as
 * `house:slots` or `promotions`.
 */
export type AccountRef =
  | { kind: 'wallet'; userId: string }
  | { kind: 'escrow'; code: string }
  | { kind: 'house' | 'promotions' | 'store' | 'adjustments'; code: string };

export const wallet = (userId: string): AccountRef => ({ kind: 'wallet', userId });
export const house = (game: string): AccountRef => ({ kind: 'house', code: `house:${game}` });
export const promotions = (code = 'promotions'): AccountRef => ({ kind: 'promotions', code });
export const store = (code = 'store'): AccountRef => ({ kind: 'store', code });
export const escrow = (code: string): AccountRef => ({ kind: 'escrow', code });
/** The operator's account for staff balance adjustments (issue 15), apart from every house account. */
export const adjustments = (code = 'adjustments'): AccountRef => ({ kind: 'adjustments', code });

/** Only wallets and escrow hold a stored balance that must stay >= 0 (CHECK accounts_non_negative). */
export const isBounded = (kind: AccountKind): boolean => kind === 'wallet' || kind === 'escrow';

export const describeAccount = (ref: AccountRef): string =>
  ref.kind === 'wallet' ? `wallet:${ref.userId}` : `${ref.kind}:${ref.code}`;

/** Opens a player's two wallets (coins and sweepstakes coins) at zero. */
export async function openWallets(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .insertInto('accounts')
    .values([
      { kind: 'wallet', currency: 'coins', user_id: userId },
      { kind: 'wallet', currency: 'sweeps', user_id: userId },
    ])
    .execute();
}

// Account ids never change once created (rows are never deleted: entries reference them), so each
// process remembers them per database and a transfer skips the look-up queries on the hot path.
const knownIdsOf = perDatabase(() => new Map<string, bigint>());

/** The account id for a reference, creating operator and escrow accounts on first use. */
export async function resolveAccountId(
  trx: Kysely<Database>,
  ref: AccountRef,
  currency: CurrencyCode,
): Promise<bigint> {
  const key = `${describeAccount(ref)}/${currency}`;
  const knownIds = knownIdsOf(trx);
  const known = knownIds.get(key);
  if (known !== undefined) return known;
  const found = await lookUpAccount(trx, ref, currency);
  // Only rows committed before this transaction began are remembered: an account this transaction
  // (or a concurrent one) has just created may still be rolled back.
  if (found.committedBefore) {
    if (knownIds.size > 100_000) knownIds.clear();
    knownIds.set(key, found.id);
  }
  return found.id;
}

type FoundAccount = { id: bigint; committedBefore: boolean };

async function lookUpAccount(
  trx: Kysely<Database>,
  ref: AccountRef,
  currency: CurrencyCode,
): Promise<FoundAccount> {
  if (ref.kind === 'wallet') {
    const row = await selectAccount(trx, currency)
      .where('kind', '=', 'wallet')
      .where('user_id', '=', ref.userId)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', `No ${currency} wallet for player ${ref.userId}`);
    return row;
  }
  const existing = await selectAccount(trx, currency).where('code', '=', ref.code).executeTakeFirst();
  if (existing) return existing;
  // Two first uses at once: one insert wins, the other does nothing and reads the winner's row.
  await trx
    .insertInto('accounts')
    .values({ kind: ref.kind, currency, code: ref.code })
    .onConflict((oc) => oc.columns(['code', 'currency']).where('code', 'is not', null).doNothing())
    .execute();
  const created = await selectAccount(trx, currency).where('code', '=', ref.code).executeTakeFirst();
  if (!created) throw new Error(`account ${ref.code} could not be created`);
  return created;
}

// `now()` is the transaction's start time: a row created earlier was committed by then.
const selectAccount = (trx: Kysely<Database>, currency: CurrencyCode) =>
  trx
    .selectFrom('accounts')
    .select(['id', sql<boolean>`created_at < now()`.as('committedBefore')])
    .where('currency', '=', currency);
