import type { CreateChallengeRequest } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { createGuest } from '../src/accounts/accounts.js';
import { isDomainError } from '../src/errors.js';
import { getWalletBalances } from '../src/ledger/balances.js';
import { auditLedger } from '../src/ledger/audit.js';

/** A chess challenge of 50 coins open to everyone, as the dialog would send it. */
export const chessFor = (betAmount: string | number = '50', extra: Partial<CreateChallengeRequest> = {}) =>
  ({
    gameType: 'chess',
    betAmount,
    betType: 'coins',
    skillLevel: 'any',
    ...extra,
  }) satisfies CreateChallengeRequest;

/** A new player with the starting grant (10,000 coins, 10 sweepstakes coins). */
export const newPlayer = (db: Kysely<Database>) => createGuest(db);

/** A registered player (who may stake sweepstakes coins) with the starting grant. */
export async function registeredPlayer(db: Kysely<Database>): Promise<string> {
  const id = await createGuest(db);
  await db
    .updateTable('users')
    .set({
      is_guest: false,
      email: `${id}@challenge.test`,
      password_hash: 'not-a-real-hash',
      region_country: 'US',
      region_state: 'CA',
    })
    .where('id', '=', id)
    .execute();
  return id;
}

export const balancesOf = async (db: Kysely<Database>, ...userIds: string[]) =>
  Promise.all(userIds.map((id) => getWalletBalances(db, id)));

/** A challenge's escrow balance (0 when its account does not exist yet). */
export async function escrowOf(db: Kysely<Database>, challengeId: string): Promise<bigint> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'escrow')
    .where('code', '=', `challenge:${challengeId}`)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** What a refused call must leave unchanged: the ledger's last transaction and every balance. */
export async function ledgerState(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ t: string; b: string | null }>`
    select (select coalesce(max(id), 0) from ledger_transactions)::text as t,
           (select string_agg(id::text || ':' || balance::text, ',' order by id) from accounts) as b`.execute(
    db,
  );
  return `${rows[0]?.t}/${rows[0]?.b}`;
}

/** The refusal's code and message, or 'resolved'. */
export async function refusalOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string } | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
}

export async function expectAuditOk(db: Kysely<Database>): Promise<void> {
  const audit = await auditLedger(db);
  if (!audit.ok)
    throw new Error(
      `ledger audit failed: ${JSON.stringify(audit, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`,
    );
}
