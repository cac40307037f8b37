import { sql, type AccountKind, type Database, type Transaction } from '@casino/db';
import type { AccountRef } from '../ledger/accounts.js';
import { revokeLocked, type GrantState } from './playthrough.js';

/**
 * The operator's accounts that issue sweepstakes coins: a sweepstakes wallet credited from one of
 * them received a grant (a coin package's bonus, free coins, a promotion, an adjustment, a mail-in
 * entry). Wins (from a house account), returned stakes (escrow) and a cancelled redemption (escrow)
 * are not grants.
 */
const ISSUERS: ReadonlySet<AccountKind> = new Set(['promotions', 'store', 'adjustments']);

interface PostingLike {
  account: AccountRef;
  amount: bigint;
}

export interface GrantMoves {
  /** Wallets credited by an issuer: each amount becomes a grant. */
  grants: Array<{ userId: string; amount: bigint }>;
  /** Wallets debited to an issuer (a negative adjustment): takes back locked coins. */
  clawbacks: Array<{ userId: string; amount: bigint }>;
}

/**
 * What a sweepstakes transfer grants or takes back, from its postings alone: the issuers' side is
 * matched to the wallets' side in posting order, so a transfer that pays a wallet partly from a
 * house and partly from promotions grants only the promotions' part.
 */
export function grantMovesOf(postings: readonly PostingLike[]): GrantMoves {
  const fromIssuers = postings
    .filter((p) => ISSUERS.has(p.account.kind) && p.amount < 0n)
    .reduce((s, p) => s - p.amount, 0n);
  const toIssuers = postings
    .filter((p) => ISSUERS.has(p.account.kind) && p.amount > 0n)
    .reduce((s, p) => s + p.amount, 0n);
  return {
    grants: matchWallets(postings, fromIssuers, (amount) => amount > 0n),
    clawbacks: matchWallets(postings, toIssuers, (amount) => amount < 0n),
  };
}

function matchWallets(
  postings: readonly PostingLike[],
  available: bigint,
  side: (amount: bigint) => boolean,
): Array<{ userId: string; amount: bigint }> {
  const out: Array<{ userId: string; amount: bigint }> = [];
  let left = available;
  for (const posting of postings) {
    if (left <= 0n) break;
    if (posting.account.kind !== 'wallet' || !side(posting.amount)) continue;
    const size = posting.amount < 0n ? -posting.amount : posting.amount;
    const amount = size < left ? size : left;
    out.push({ userId: posting.account.userId, amount });
    left -= amount;
  }
  return out;
}

/**
 * The ledger's hook (transfer.ts calls it for every sweepstakes transfer it posts, inside its
 * transaction, after the balances moved): records each grant with the playthrough it needs under
 * the multiple in force now (sweepstakes_settings), and takes back locked coins for a debit to an
 * issuer. One place for every source, so a new way of giving sweepstakes coins cannot skip the rule.
 */
export async function recordSweepsGrants(
  trx: Transaction<Database>,
  transfer: { kind: string; postings: readonly PostingLike[] },
  transactionId: bigint,
): Promise<void> {
  const moves = grantMovesOf(transfer.postings);
  if (moves.grants.length > 0) {
    const values = sql.join(moves.grants.map((g) => sql`(${g.userId}, ${g.amount}::bigint)`));
    await sql`
      insert into sweeps_grants (user_id, transaction_id, source, amount, required)
      select v.user_id, ${transactionId}::bigint, ${transfer.kind}, v.amount,
             ceil(v.amount * coalesce((select playthrough_multiple from sweepstakes_settings), 1))::bigint
      from (values ${values}) as v(user_id, amount)`.execute(trx);
  }
  for (const clawback of moves.clawbacks) await takeBackLocked(trx, clawback.userId, clawback.amount);
}

/** Locked coins taken back newest grant first (the wallet is locked by the debit already). */
async function takeBackLocked(trx: Transaction<Database>, userId: string, amount: bigint): Promise<void> {
  const rows = await trx
    .selectFrom('sweeps_grants')
    .select(['id', 'amount', 'required', 'played', 'revoked', 'created_at'])
    .where('user_id', '=', userId)
    .where((eb) => eb('revoked', '<', eb.ref('amount')))
    .orderBy('id')
    .forUpdate()
    .execute();
  const before: GrantState[] = rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    required: r.required,
    played: r.played,
    revoked: r.revoked,
    createdAt: r.created_at,
  }));
  const after = revokeLocked(before, amount);
  for (const [i, grant] of after.entries()) {
    if (grant.revoked === before[i]?.revoked) continue;
    await trx
      .updateTable('sweeps_grants')
      .set({ revoked: grant.revoked })
      .where('id', '=', grant.id)
      .execute();
  }
}
