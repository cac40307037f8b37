import type { Playthrough, SweepsGrant } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { getWalletBalances } from '../ledger/balances.js';
import { formatMoney } from '../money.js';
import { projectEventsOf } from '../projections/event-projector.js';
import { lockedOf, redeemableOf, type GrantState } from './playthrough.js';

/** The grants shown once played through (the latest); every grant still locked is always shown. */
const DONE_GRANTS_SHOWN = 10;

interface GrantRow extends GrantState {
  source: string;
}

const selectGrants = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('sweeps_grants')
    .select(['id', 'source', 'amount', 'required', 'played', 'revoked', 'created_at'])
    .where('user_id', '=', userId);

const toGrant = (r: {
  id: bigint;
  source: string;
  amount: bigint;
  required: bigint;
  played: bigint;
  revoked: bigint;
  created_at: Date;
}): GrantRow => ({
  id: r.id,
  source: r.source,
  amount: r.amount,
  required: r.required,
  played: r.played,
  revoked: r.revoked,
  createdAt: r.created_at,
});

/** The player's grants that may still lock coins (not played through, not wholly taken back), oldest first. */
export async function openGrantsOf(db: Kysely<Database>, userId: string): Promise<GrantRow[]> {
  const rows = await selectGrants(db, userId)
    .where((eb) => eb.and([eb('played', '<', eb.ref('required')), eb('revoked', '<', eb.ref('amount'))]))
    .orderBy('id')
    .execute();
  return rows.map(toGrant).filter((g) => lockedOf(g) > 0n);
}

/** The balance, the locked part and what is redeemable, in minor units (as of the last projected wager). */
export async function redeemableUnitsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ balance: bigint; locked: bigint; redeemable: bigint }> {
  const [{ sweeps: balance }, open] = await Promise.all([
    getWalletBalances(db, userId),
    openGrantsOf(db, userId),
  ]);
  const redeemable = redeemableOf(balance, open);
  return { balance, locked: balance - redeemable, redeemable };
}

/**
 * GET /api/redemptions/playthrough: the sweepstakes balance, what is redeemable and what is locked,
 * with each grant's progress. The player's settled wagers are projected first, so a round just
 * played counts.
 */
export async function getPlaythrough(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<Playthrough> {
  await projectEventsOf(db, userId, clock);
  const { balance, locked, redeemable } = await redeemableUnitsOf(db, userId);
  const open = await openGrantsOf(db, userId);
  const openIds = new Set(open.map((g) => g.id));
  const done = (
    await selectGrants(db, userId)
      .orderBy('id', 'desc')
      .limit(DONE_GRANTS_SHOWN + open.length)
      .execute()
  )
    .map(toGrant)
    .filter((g) => !openIds.has(g.id))
    .slice(0, DONE_GRANTS_SHOWN);
  return {
    sweepstakesCoins: formatMoney(balance),
    redeemable: formatMoney(redeemable),
    locked: formatMoney(locked),
    grants: [...open, ...done].map(toSweepsGrant),
  };
}

const toSweepsGrant = (g: GrantRow): SweepsGrant => ({
  id: g.id.toString(),
  source: g.source,
  amount: formatMoney(g.amount),
  required: formatMoney(g.required),
  played: formatMoney(g.played),
  locked: formatMoney(lockedOf(g)),
  createdAt: g.createdAt.toISOString(),
});
