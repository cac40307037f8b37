import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminOverview } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { formatCoins } from '../../../lib/format-coins';
import { useAdminQuery } from '../api/admin-queries';
import { OVERVIEW_PATH } from '../api/admin-paths';
import { adminPath } from '../admin-nav';
import { StatCard } from '../components/stat-card';
import { AuditRunSummary, RunAuditButton } from '../ledger/audit-run-summary';
import { DashboardTotals } from './dashboard-totals';
import {
  chartDays,
  PerGameChart,
  PlayersPerDayChart,
  PurchasesPerDayChart,
  RoundsPerDayChart,
  SweepsIssuedChart,
  WageredPerDayChart,
} from './overview-charts';
import { PERIOD_PRESETS, periodRange, rangeProblem, readPeriod, type PeriodChoice } from './overview-period';

/** /admin: the spec's four totals, the chosen period's charts, what is outstanding, the last ledger audit. */
export function OverviewPage() {
  const [search, setSearch] = useSearchParams();
  const choice = readPeriod(search);
  const range = periodRange(choice, new Date());
  const overview = useAdminQuery<AdminOverview>(OVERVIEW_PATH, { from: range.from, to: range.to });
  const data = overview.data;

  const choose = (next: PeriodChoice) => {
    const params = new URLSearchParams();
    params.set('period', String(next.preset));
    if (next.preset === 'custom' && next.from && next.to) {
      params.set('from', next.from);
      params.set('to', next.to);
    }
    setSearch(params);
  };

  return (
    <>
      <DashboardTotals />
      <section className="admin-card admin-card__head" aria-label="Period">
        <div className="chip-group" role="group" aria-label="Period">
          {PERIOD_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className={`chip-button${choice.preset === days ? ' is-active' : ''}`}
              aria-pressed={choice.preset === days}
              onClick={() => choose({ preset: days })}
            >
              {days} days
            </button>
          ))}
        </div>
        <CustomRange choice={choice} onChoose={choose} />
        <p className="admin-card__note">
          {data ? `${data.from} to ${data.to} (UTC)` : `${range.from} to ${range.to} (UTC)`}
        </p>
      </section>

      {overview.isError && !data ? (
        <p className="admin-card admin-bad" role="alert">
          {describeError(overview.error)}
        </p>
      ) : null}
      {overview.isPending ? <p className="admin-card admin-card__note">Loading the period…</p> : null}

      {data ? (
        <>
          <section className="admin-stats" aria-label="Outstanding">
            <StatCard
              label="Coins outstanding"
              value={formatCoins(data.coinsOutstanding)}
              hint="in player wallets now"
            />
            <StatCard
              label="Sweepstakes outstanding"
              value={formatCoins(data.sweepsOutstanding)}
              hint="SC in player wallets now"
            />
            <StatCard
              label="Pending adjustments"
              value={<Link to={adminPath('adjustments')}>{data.pendingAdjustments}</Link>}
              hint="waiting for a second admin"
            />
            <StatCard
              label="Suspended players"
              value={<Link to={`${adminPath('players')}?status=suspended`}>{data.suspendedPlayers}</Link>}
            />
          </section>
          <OverviewCharts overview={data} />
        </>
      ) : null}

      <section className="admin-card" aria-labelledby="last-audit">
        <div className="admin-card__head">
          <h2 id="last-audit" className="admin-card__title">
            Ledger audit
          </h2>
          <div className="admin-actions">
            <Link to={adminPath('ledger')} className="btn btn--ghost btn--sm">
              All runs
            </Link>
            <RunAuditButton />
          </div>
        </div>
        {data?.lastAudit ? (
          <AuditRunSummary run={data.lastAudit} />
        ) : (
          <p className="admin-card__note">{data ? 'The audit has not run yet.' : '…'}</p>
        )}
      </section>
    </>
  );
}

function OverviewCharts({ overview }: { overview: AdminOverview }) {
  const days = chartDays(overview.days);
  return (
    <div className="admin-grid-2">
      <WageredPerDayChart days={days} />
      <PerGameChart games={overview.games} />
      <RoundsPerDayChart days={days} />
      <PlayersPerDayChart days={days} />
      <PurchasesPerDayChart days={days} />
      <SweepsIssuedChart days={days} />
    </div>
  );
}

function CustomRange({ choice, onChoose }: { choice: PeriodChoice; onChoose: (next: PeriodChoice) => void }) {
  const [from, setFrom] = useState(choice.from ?? '');
  const [to, setTo] = useState(choice.to ?? '');
  const problem = rangeProblem({ from, to });
  return (
    <form
      className="admin-toolbar"
      aria-label="Custom period"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null) onChoose({ preset: 'custom', from, to });
      }}
    >
      <label className="field">
        <span className="field__label">From</span>
        <input type="date" className="field__input" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">To</span>
        <input type="date" className="field__input" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button
        type="submit"
        className={`chip-button${choice.preset === 'custom' ? ' is-active' : ''}`}
        disabled={problem !== null}
        title={problem ?? undefined}
      >
        Custom
      </button>
    </form>
  );
}
