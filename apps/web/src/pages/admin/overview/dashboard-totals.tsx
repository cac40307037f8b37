import type { AdminDashboard } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { formatCoins } from '../../../lib/format-coins';
import { useAdminQuery } from '../api/admin-queries';
import { DASHBOARD_PATH } from '../api/admin-paths';
import { StatCard } from '../components/stat-card';

const count = new Intl.NumberFormat('en-US');

/** The spec's four totals (GET /api/admin/dashboard, already fetched by the shell: one call). */
export function DashboardTotals() {
  const dashboard = useAdminQuery<AdminDashboard>(DASHBOARD_PATH);
  const totals = dashboard.data;
  if (dashboard.isError && !totals) {
    return (
      <p className="admin-card admin-bad" role="alert">
        {describeError(dashboard.error)}
      </p>
    );
  }
  const show = (value: string | undefined) => value ?? '…';
  return (
    <section className="admin-stats" aria-label="Casino totals" aria-busy={dashboard.isPending}>
      <StatCard
        label="Total Wagered"
        value={show(totals && formatCoins(totals.totalWagered))}
        hint="coins staked, all time"
      />
      <StatCard
        label="Total Users"
        value={show(totals && count.format(totals.totalUsers))}
        hint="players and guests"
      />
      <StatCard
        label="Total Games"
        value={show(totals && count.format(totals.totalGames))}
        hint="in the catalogue"
      />
      <StatCard
        label="Total Sessions"
        value={show(totals && count.format(totals.totalSessions))}
        hint="rounds played"
      />
    </section>
  );
}
