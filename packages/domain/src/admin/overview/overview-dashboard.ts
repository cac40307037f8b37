import type { AdminOverview } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../../money.js';
import { adminDashboard } from '../dashboard.js';
import { latestLedgerAuditRun } from '../ledger/ledger-audit-runs.js';

/** The overview's state of things now: the spec's totals, money outstanding, what waits for staff. */
export async function dashboardOf(
  db: Kysely<Database>,
): Promise<
  Pick<
    AdminOverview,
    | 'totals'
    | 'sweepsOutstanding'
    | 'coinsOutstanding'
    | 'pendingAdjustments'
    | 'suspendedPlayers'
    | 'lastAudit'
  >
> {
  const [totals, wallets, pending, suspended, lastAudit] = await Promise.all([
    adminDashboard(db),
    db
      .selectFrom('accounts')
      .select(['currency', sql<string>`coalesce(sum(balance), 0)::text`.as('held')])
      .where('kind', '=', 'wallet')
      .groupBy('currency')
      .execute(),
    db
      .selectFrom('balance_adjustments')
      .select(sql<string>`count(*)::text`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(sql<string>`count(*)::text`.as('count'))
      .where('role', '=', 'player')
      .where('suspended_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    latestLedgerAuditRun(db),
  ]);
  const held = (currency: string) => BigInt(wallets.find((w) => w.currency === currency)?.held ?? '0');
  return {
    totals,
    sweepsOutstanding: formatMoney(held('sweeps')),
    coinsOutstanding: formatMoney(held('coins')),
    pendingAdjustments: Number(pending.count),
    suspendedPlayers: Number(suspended.count),
    lastAudit,
  };
}
