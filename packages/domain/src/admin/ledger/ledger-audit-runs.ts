import type { LedgerAuditRun } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import type { Clock } from '../../clock.js';
import { auditLedger } from '../../ledger/audit.js';
import { recordAdminAction } from '../admin-audit-log.js';
import { pageFrom, pagingOf, type Paging } from '../admin-paging.js';
import { displayNameOf, type Staff } from '../staff-access.js';
import { auditChecksOf, totalsAsMoney } from './audit-checks.js';

/** What a run stores in ledger_audit_runs.result: the answer's fields the columns do not hold. */
type StoredResult = Pick<LedgerAuditRun, 'transactions' | 'entries' | 'totals' | 'checks'>;

export interface LedgerAuditRunOptions {
  trigger: LedgerAuditRun['trigger'];
  /** Who asked (a manual run); null for the schedule. */
  staff: Staff | null;
  clock: Clock;
}

/**
 * Runs the conservation audit (ledger/audit.ts) and stores its run. A manual run is audit-logged
 * ('ledger.audit') in the transaction that stores it. Two manual runs at once both run and both are
 * stored: reading the ledger changes nothing, so there is nothing to refuse.
 */
export async function runLedgerAudit(
  db: Kysely<Database>,
  options: LedgerAuditRunOptions,
): Promise<LedgerAuditRun> {
  const { staff } = options;
  return db.transaction().execute(async (trx) => {
    const run = await auditAndStore(trx, options);
    if (staff)
      await recordAdminAction(trx, staff, {
        action: 'ledger.audit',
        targetKind: 'ledger',
        targetId: run.id,
        after: { ok: run.ok, findings: run.checks.reduce((sum, check) => sum + check.findings, 0) },
      });
    return run;
  });
}

/** The audit itself and its stored row, in the caller's transaction. */
export async function auditAndStore(
  trx: Kysely<Database>,
  { trigger, staff, clock }: LedgerAuditRunOptions,
): Promise<LedgerAuditRun> {
  const startedAt = clock();
  const audit = await auditLedger(trx);
  const finishedAt = clock();
  const result: StoredResult = {
    transactions: audit.transactions,
    entries: audit.entries,
    totals: totalsAsMoney(audit.totals),
    checks: auditChecksOf(audit),
  };
  const row = await trx
    .insertInto('ledger_audit_runs')
    .values({
      trigger,
      actor_id: staff?.userId ?? null,
      ok: audit.ok,
      result: JSON.stringify(result),
      started_at: startedAt,
      finished_at: finishedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return runOf(row, staff?.name ?? null);
}

/** GET /api/admin/ledger/audits: the runs, newest first (dir asc: oldest first). */
export async function ledgerAuditRuns(
  db: Kysely<Database>,
  query: { page?: number; pageSize?: number; dir?: 'asc' | 'desc' },
) {
  const paging = pagingOf(query);
  const [rows, count] = await Promise.all([
    selectRuns(db, paging).execute(),
    db
      .selectFrom('ledger_audit_runs')
      .select(sql<string>`count(*)::text`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageFrom(
    paging,
    rows.map((row) => runOf(row, nameOf(row))),
    count.total,
  );
}

/** The latest run (the overview's "last audit"), or null before the first. */
export async function latestLedgerAuditRun(db: Kysely<Database>): Promise<LedgerAuditRun | null> {
  const row = await selectRuns(db, { page: 1, pageSize: 1, offset: 0, dir: 'desc' }).executeTakeFirst();
  return row ? runOf(row, nameOf(row)) : null;
}

const selectRuns = (db: Kysely<Database>, paging: Paging) =>
  db
    .selectFrom('ledger_audit_runs as r')
    .leftJoin('users as u', 'u.id', 'r.actor_id')
    .selectAll('r')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .orderBy('r.started_at', paging.dir)
    .orderBy('r.id', paging.dir)
    .limit(paging.pageSize)
    .offset(paging.offset);

const nameOf = (row: {
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): string | null => (row.actor_id === null ? null : displayNameOf(row));

interface RunRow {
  id: bigint;
  trigger: LedgerAuditRun['trigger'];
  ok: boolean;
  result: unknown;
  started_at: Date;
  finished_at: Date;
}

function runOf(row: RunRow, actorName: string | null): LedgerAuditRun {
  const result = row.result as StoredResult;
  return {
    id: row.id.toString(),
    trigger: row.trigger,
    actorName,
    ok: row.ok,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at.toISOString(),
    durationMs: row.finished_at.getTime() - row.started_at.getTime(),
    transactions: result.transactions,
    entries: result.entries,
    totals: result.totals,
    checks: result.checks,
  };
}
