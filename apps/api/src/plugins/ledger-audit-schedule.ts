import { createLedgerAuditSchedule } from '@casino/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.js';

/**
 * The conservation audit on a schedule (issue 15): every api process checks a few times per
 * interval, and the database lets one run per interval across all of them. A run that finds money
 * not conserved is logged at error level with the checks that failed; the run is stored either way
 * for the back office's Ledger page.
 */
export function registerLedgerAuditSchedule(
  app: FastifyInstance,
  ctx: Pick<ApiContext, 'db' | 'config' | 'clock'>,
): ReturnType<typeof createLedgerAuditSchedule> | null {
  // 0: this process runs no scheduled audit (another must, or only manual runs happen).
  if (ctx.config.ledgerAuditIntervalMs === 0) return null;
  const job = createLedgerAuditSchedule(ctx.db, {
    clock: ctx.clock,
    intervalMs: ctx.config.ledgerAuditIntervalMs,
    onRun: (run) => {
      const failed = run.checks.filter((check) => check.findings > 0);
      if (run.ok) app.log.info({ runId: run.id, durationMs: run.durationMs }, 'ledger audit passed');
      else
        app.log.error(
          { runId: run.id, failed, totals: run.totals },
          'ledger audit FAILED: money not conserved',
        );
    },
    onError: (err) => app.log.error({ err }, 'ledger audit run failed'),
  });
  app.addHook('onReady', (done) => {
    job.start();
    done();
  });
  app.addHook('onClose', async () => job.stop());
  return job;
}
