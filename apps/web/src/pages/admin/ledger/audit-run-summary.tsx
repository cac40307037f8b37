import type { LedgerAuditRun } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';
import { useAdminMutation } from '../api/admin-queries';
import { LEDGER_AUDITS_PATH } from '../api/admin-paths';
import { WriteButton } from '../components/staff-role';
import { formatWhen } from '../components/format-when';

/** One run of the conservation audit: passed or not, each check with its findings and examples. */
export function AuditRunSummary({ run }: { run: LedgerAuditRun }) {
  return (
    <div className="admin-audit-run">
      <p className="admin-audit-run__verdict">
        <span className={run.ok ? 'admin-ok' : 'admin-bad'}>
          {run.ok ? 'Money is conserved' : 'Findings'}
        </span>{' '}
        <span className="admin-card__note">
          {formatWhen(run.finishedAt)} ·{' '}
          {run.trigger === 'schedule' ? 'scheduled' : `run by ${run.actorName ?? 'staff'}`} ·{' '}
          {run.transactions.toLocaleString('en-US')} transactions, {run.entries.toLocaleString('en-US')}{' '}
          entries in {run.durationMs} ms
        </span>
      </p>
      <ul className="admin-audit-run__checks">
        {run.checks.map((check) => (
          <li key={check.name}>
            <span className={check.findings === 0 ? 'admin-ok' : 'admin-bad'}>
              {check.findings === 0 ? '✓' : '✗'}
            </span>{' '}
            {check.name}
            {check.findings > 0 ? ` — ${check.findings} finding${check.findings === 1 ? '' : 's'}` : ''}
            {check.examples.length > 0 ? (
              <ul className="admin-audit-run__examples">
                {check.examples.map((example) => (
                  <li key={example} className="admin-mono">
                    {example}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="admin-card__note">
        Totals per currency:{' '}
        {Object.entries(run.totals)
          .map(([currency, total]) => `${currency} ${formatCoins(total)}`)
          .join(' · ') || 'no entries'}
      </p>
    </div>
  );
}

/** "Run audit now": the audit over the whole ledger, written to the audit log (admins only). */
export function RunAuditButton() {
  const run = useAdminMutation<void, LedgerAuditRun>({
    method: 'POST',
    path: LEDGER_AUDITS_PATH,
    body: () => undefined,
    successTitle: 'Audit finished',
  });
  return (
    <WriteButton onClick={() => run.mutate()} disabled={run.isPending}>
      {run.isPending ? 'Auditing…' : 'Run audit now'}
    </WriteButton>
  );
}
