import { DashboardTotals } from './dashboard-totals';

/** /admin: the four totals, then the period's charts and the last ledger audit. */
export function OverviewPage() {
  return (
    <>
      <DashboardTotals />
    </>
  );
}
