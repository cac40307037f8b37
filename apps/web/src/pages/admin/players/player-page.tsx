import type { ReactElement } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AdminPlayerDetail } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { HttpError } from '../../../api/http-client';
import { useAuth } from '../../../auth/use-auth';
import { useAdminQuery } from '../api/admin-queries';
import { ChallengesTab, PokerHandsTab, PurchasesTab, SessionsTab } from './activity-tabs';
import { PlayerActionBar } from './player-action-bar';
import { PlayerHeader } from './player-header';
import { playerPath } from './player-paths';
import { ResponsibleGamingTab } from './responsible-gaming-tab';
import { RoundsTab } from './rounds-tab';
import { StatementTab } from './statement-tab';
import './admin-players.css';

const TABS = [
  { key: 'statement', label: 'Statement', panel: (userId: string) => <StatementTab userId={userId} /> },
  { key: 'rounds', label: 'Rounds', panel: (userId: string) => <RoundsTab userId={userId} /> },
  { key: 'sessions', label: 'Sessions', panel: (userId: string) => <SessionsTab userId={userId} /> },
  { key: 'challenges', label: 'Challenges', panel: (userId: string) => <ChallengesTab userId={userId} /> },
  { key: 'poker-hands', label: 'Poker hands', panel: (userId: string) => <PokerHandsTab userId={userId} /> },
  { key: 'purchases', label: 'Purchases', panel: (userId: string) => <PurchasesTab userId={userId} /> },
  {
    key: 'responsible-gaming',
    label: 'Responsible gaming',
    panel: (userId: string) => <ResponsibleGamingTab userId={userId} />,
  },
] as const satisfies readonly { key: string; label: string; panel: (userId: string) => ReactElement }[];
type TabKey = (typeof TABS)[number]['key'];

/** /admin/players/:userId: the header, the actions, and the tabs (kept in the URL: ?tab=rounds). */
export function PlayerPage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const detail = useAdminQuery<AdminPlayerDetail>(playerPath(userId));
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = TABS.find((entry) => entry.key === search.get('tab'))?.key ?? 'statement';

  if (detail.isPending) return <p className="admin-card__note">Loading the player…</p>;
  if (detail.isError) {
    const notFound = detail.error instanceof HttpError && detail.error.status === 404;
    return (
      <div className="empty-state" role={notFound ? undefined : 'alert'}>
        <p className="empty-state__title">{notFound ? 'No such player' : 'The player could not be loaded'}</p>
        <p className="empty-state__text">
          {notFound ? `Nobody has the id ${userId}.` : describeError(detail.error)}
        </p>
        <Link to="/admin/players" className="btn btn--ghost btn--sm">
          Back to the players
        </Link>
      </div>
    );
  }

  const selectTab = (key: TabKey) =>
    setSearch(
      (current) => {
        // Each tab's own paging and filters stay in the URL under its prefix; only the tab changes.
        const next = new URLSearchParams(current);
        if (key === 'statement') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="player-page">
      <PlayerHeader
        detail={detail.data}
        actions={user ? <PlayerActionBar detail={detail.data} viewer={user} /> : null}
      />
      <section className="admin-card">
        <div className="tab-list" role="tablist" aria-label="About this player">
          {TABS.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="tab"
              id={`player-tab-${entry.key}`}
              aria-controls={`player-panel-${entry.key}`}
              aria-selected={tab === entry.key}
              className="tab"
              onClick={() => selectTab(entry.key)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        {TABS.filter((entry) => entry.key === tab).map((entry) => (
          <div
            key={entry.key}
            role="tabpanel"
            id={`player-panel-${entry.key}`}
            aria-labelledby={`player-tab-${entry.key}`}
            className="tab-panel"
          >
            {entry.panel(userId)}
          </div>
        ))}
      </section>
    </div>
  );
}
