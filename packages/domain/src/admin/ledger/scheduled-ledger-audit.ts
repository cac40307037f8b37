import type { LedgerAuditRun } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import type { Clock } from '../../clock.js';
import { createPeriodicJob, type PeriodicJob } from '../../concurrency/periodic-job.js';
import { auditAndStore } from './ledger-audit-runs.js';

/** The advisory lock the scheduled audit's claim takes (one key for the whole database). */
const SCHEDULE_LOCK = 'ledger-audit:schedule';

/**
 * The scheduled conservation audit, at most once per interval across every api process: the claim
 * takes a transaction-scoped advisory lock (a process that finds it taken skips: another is running
 * the audit now), then runs only when no scheduled run started within the interval, and stores its
 * run before the lock is released. Returns the run, or null when this process had nothing to do.
 */
export async function runScheduledLedgerAudit(
  db: Kysely<Database>,
  options: { clock: Clock; intervalMs: number },
): Promise<LedgerAuditRun | null> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${SCHEDULE_LOCK})) as locked
    `.execute(trx);
    if (lock.rows[0]?.locked !== true) return null;
    const now = options.clock();
    const recent = await trx
      .selectFrom('ledger_audit_runs')
      .select('id')
      .where('trigger', '=', 'schedule')
      .where('started_at', '>', new Date(now.getTime() - options.intervalMs))
      .executeTakeFirst();
    if (recent) return null;
    return auditAndStore(trx, { trigger: 'schedule', staff: null, clock: options.clock });
  });
}

/** How many times per interval a process looks whether the audit is due (runs land within a quarter of it). */
const CHECKS_PER_INTERVAL = 4;

/**
 * The api's audit schedule: every process checks a few times per interval and the database lets one
 * run per interval (runScheduledLedgerAudit), so a restart or a second process adds no run.
 */
export function createLedgerAuditSchedule(
  db: Kysely<Database>,
  options: {
    clock: Clock;
    intervalMs: number;
    onRun?: (run: LedgerAuditRun) => void;
    onError?: (error: unknown) => void;
  },
): PeriodicJob<LedgerAuditRun | null> {
  return createPeriodicJob({
    run: () => runScheduledLedgerAudit(db, options),
    intervalMs:
      options.intervalMs <= 0 ? 0 : Math.max(1, Math.floor(options.intervalMs / CHECKS_PER_INTERVAL)),
    runAtStart: true,
    onResult: (run) => {
      if (run) options.onRun?.(run);
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
