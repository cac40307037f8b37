import type { CurrencyCode, Database, Kysely } from '@casino/db';

export type WalletBalances = Record<CurrencyCode, bigint>;

/** A player's two wallet balances in minor units (zero when a wallet does not exist). */
export async function getWalletBalances(db: Kysely<Database>, userId: string): Promise<WalletBalances> {
  const rows = await db
    .selectFrom('accounts')
    .select(['currency', 'balance'])
    .where('kind', '=', 'wallet')
    .where('user_id', '=', userId)
    .execute();
  const balances: WalletBalances = { coins: 0n, sweeps: 0n };
  for (const row of rows) balances[row.currency] = row.balance;
  return balances;
}
