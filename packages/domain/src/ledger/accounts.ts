import type { AccountKind, CurrencyCode, Database, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';

/**
 * Who a posting moves money for. Wallets belong to players; escrow holds chips at a poker seat or a
 * challenge; house, promotions and store are the operator's accounts, named by a code such as
 * `house:slots` or `promotions`.
 */
export type AccountRef =
  | { kind: 'wallet'; userId: string }
  | { kind: 'escrow'; code: string }
  | { kind: 'house' | 'promotions' | 'store'; code: string };

export const wallet = (userId: string): AccountRef => ({ kind: 'wallet', userId });
export const house = (game: string): AccountRef => ({ kind: 'house', code: `house:${game}` });
export const promotions = (code = 'promotions'): AccountRef => ({ kind: 'promotions', code });
export const store = (code = 'store'): AccountRef => ({ kind: 'store', code });
export const escrow = (code: string): AccountRef => ({ kind: 'escrow', code });

/** Only wallets and escrow hold a stored balance that must stay >= 0 (CHECK accounts_non_negative). */
export const isBounded = (kind: AccountKind): boolean => kind === 'wallet' || kind === 'escrow';

export const describeAccount = (ref: AccountRef): string =>
  ref.kind === 'wallet' ? `wallet:${ref.userId}` : `${ref.kind}:${ref.code}`;

/** Opens a player's two wallets (coins and sweepstakes coins) at zero. */
export async function openWallets(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .insertInto('accounts')
    .values([
      { kind: 'wallet', currency: 'coins', user_id: userId },
      { kind: 'wallet', currency: 'sweeps', user_id: userId },
    ])
    .execute();
}

/** The account id for a reference, creating operator and escrow accounts on first use. */
export async function resolveAccountId(
  trx: Transaction<Database>,
  ref: AccountRef,
  currency: CurrencyCode,
): Promise<bigint> {
  if (ref.kind === 'wallet') {
    const row = await trx
      .selectFrom('accounts')
      .select('id')
      .where('kind', '=', 'wallet')
      .where('user_id', '=', ref.userId)
      .where('currency', '=', currency)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', `No ${currency} wallet for player ${ref.userId}`);
    return row.id;
  }
  const existing = await findCodedAccount(trx, ref.code, currency);
  if (existing !== undefined) return existing;
  // Two first uses at once: one insert wins, the other does nothing and reads the winner's row.
  await trx
    .insertInto('accounts')
    .values({ kind: ref.kind, currency, code: ref.code })
    .onConflict((oc) => oc.columns(['code', 'currency']).where('code', 'is not', null).doNothing())
    .execute();
  const created = await findCodedAccount(trx, ref.code, currency);
  if (created === undefined) throw new Error(`account ${ref.code} could not be created`);
  return created;
}

async function findCodedAccount(trx: Transaction<Database>, code: string, currency: CurrencyCode) {
  const row = await trx
    .selectFrom('accounts')
    .select('id')
    .where('code', '=', code)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.id;
}
