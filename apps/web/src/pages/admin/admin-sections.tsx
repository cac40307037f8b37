import { Link, Route, Routes } from 'react-router-dom';
import { OverviewPage } from './overview/overview-page';
import { AdjustmentsPage } from './adjustments/adjustments-page';
import { PlayerPage } from './players/player-page';
import { PlayersPage } from './players/players-page';
import { LedgerPage } from './ledger/ledger-page';
import { AuditLogPage } from './audit-log/audit-log-page';
import { CatalogueAdminPage } from './catalogue/catalogue-admin-page';
import { LivePage } from './live/live-page';
import { ADMIN_BASE } from './admin-nav';
import { RedemptionsPage } from './sweepstakes/redemptions-page';
import { KycReviewPage } from './sweepstakes/kyc-review-page';
import { AmoeEntriesPage } from './sweepstakes/amoe-entries-page';

/**
 * The sections under /admin (paths relative to it; the app's route table sends /admin/* here).
 * Players (players/, players/:userId) and Adjustments (adjustments/) are their own folders.
 */
export function AdminSections() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="players" element={<PlayersPage />} />
      <Route path="players/:userId" element={<PlayerPage />} />
      <Route path="adjustments" element={<AdjustmentsPage />} />
      <Route path="redemptions" element={<RedemptionsPage />} />
      <Route path="kyc" element={<KycReviewPage />} />
      <Route path="amoe" element={<AmoeEntriesPage />} />
      <Route path="ledger" element={<LedgerPage />} />
      <Route path="catalogue" element={<CatalogueAdminPage />} />
      <Route path="live" element={<LivePage />} />
      <Route path="audit-log" element={<AuditLogPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}

function SectionNotFound() {
  return (
    <div className="empty-state">
      <p className="empty-state__title">No such page in the back office</p>
      <Link to={ADMIN_BASE} className="btn btn--ghost btn--sm">
        Back to the overview
      </Link>
    </div>
  );
}
