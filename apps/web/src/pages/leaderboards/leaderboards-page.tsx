import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LEADERBOARD_CATEGORIES, LEADERBOARD_SIZE, type LeaderboardCategory } from '@casino/contracts';
import { useLeaderboards } from '../../api/economy-queries';
import { CrownIcon } from '../../components/icons/icons';
import { toast } from '../../components/toaster/toast-store';
import { formatAmount } from '../../lib/format';
import { TabList, TabPanel } from '../catalogue/tab-list';
import {
  CATEGORY_LABELS,
  currentMonth,
  isSameMonth,
  monthLabel,
  REWARD_ROWS,
  shiftMonth,
  type MonthRef,
} from './leaderboard-model';
import '../../styles/page-kit.css';
import './leaderboards.css';

const TABS = LEADERBOARD_CATEGORIES.map((key) => ({ key, label: CATEGORY_LABELS[key] }));
const paidAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /leaderboards (Monthly Champions): category tabs, each category's top 25, and the month-end rewards. */
export function LeaderboardsPage() {
  const idBase = useId();
  const thisMonth = currentMonth(new Date());
  const [month, setMonth] = useState<MonthRef>(thisMonth);
  const [category, setCategory] = useState<LeaderboardCategory>('slots');
  const { data, isLoading, error } = useLeaderboards(month.month, month.year);

  useEffect(() => {
    if (error) {
      console.error('Leaderboards failed', error);
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to fetch leaderboards' });
    }
  }, [error]);

  const board = data?.find((b) => b.gameType === category);
  const isCurrent = isSameMonth(month, thisMonth);

  return (
    <div className="leaderboards container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Rankings</p>
          <h1 className="page-head__title">
            Monthly <span className="gold-text">Champions</span>
          </h1>
          <p className="page-head__lead">
            The top {LEADERBOARD_SIZE} players of every game this month. Rewards are paid when the month ends.
          </p>
        </div>
        <div className="month-picker" role="group" aria-label="Month">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label="Previous month"
            onClick={() => setMonth((m) => shiftMonth(m, -1))}
          >
            ‹
          </button>
          <span className="month-picker__label" data-testid="leaderboard-month" aria-live="polite">
            {monthLabel(month)}
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label="Next month"
            disabled={isCurrent}
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
          >
            ›
          </button>
        </div>
      </header>

      <div className="leaderboards__layout">
        <section className="leaderboards__main" aria-label="Leaderboard">
          <TabList
            idBase={idBase}
            label="Game category"
            tabs={TABS}
            selected={category}
            onSelect={setCategory}
          />
          <TabPanel idBase={idBase} selected={category}>
            {isLoading ? (
              <p className="leaderboards__status" role="status">
                Loading the leaderboard…
              </p>
            ) : error ? (
              <p className="leaderboards__status leaderboards__status--error" role="alert">
                Failed to fetch leaderboards
              </p>
            ) : !board || board.leaderboard.length === 0 ? (
              <div className="empty-state empty-state--compact">
                <span className="empty-state__icon" aria-hidden="true">
                  <CrownIcon width={28} height={28} />
                </span>
                <h3 className="empty-state__title">No champions yet</h3>
                <p className="empty-state__text">
                  {isCurrent
                    ? `Nobody has won at ${CATEGORY_LABELS[category]} this month. The first win puts you on top.`
                    : `Nobody ranked at ${CATEGORY_LABELS[category]} in ${monthLabel(month)}.`}
                </p>
                {isCurrent && (
                  <Link to="/lobby" className="btn btn--gold">
                    Play now
                  </Link>
                )}
              </div>
            ) : (
              <>
                {board.rewardsPaidAt && (
                  <p className="leaderboards__paid">
                    Rewards paid {paidAt.format(new Date(board.rewardsPaidAt))}.
                  </p>
                )}
                <div className="leaderboard-scroll">
                  <table className="leaderboard-table" data-testid={`leaderboard-${category}`}>
                    <thead>
                      <tr>
                        <th scope="col">Rank</th>
                        <th scope="col">Player</th>
                        <th scope="col" className="num">
                          Total won
                        </th>
                        <th scope="col" className="num">
                          Biggest win
                        </th>
                        <th scope="col" className="num">
                          Win rate
                        </th>
                        <th scope="col" className="num">
                          Rounds
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {board.leaderboard.map((entry) => (
                        <tr key={entry.id} className={entry.isCurrentUser ? 'is-me' : undefined}>
                          <td className="leaderboard-table__rank">
                            <span
                              className={`rank-badge${entry.rank <= 3 ? ` rank-badge--${entry.rank}` : ''}`}
                              aria-label={`Rank ${entry.rank}`}
                            >
                              {entry.rank}
                            </span>
                          </td>
                          <td>
                            <span className="leaderboard-table__name">
                              {entry.username}
                              {entry.isCurrentUser && <span className="leaderboard-table__you">You</span>}
                            </span>
                            {entry.email && <span className="leaderboard-table__email">{entry.email}</span>}
                          </td>
                          <td className="num leaderboard-table__won">{formatAmount(entry.totalWon)}</td>
                          <td className="num">{formatAmount(entry.biggestWin)}</td>
                          <td className="num">{entry.winRate.toFixed(1)}%</td>
                          <td className="num">{entry.totalSessions}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </TabPanel>
        </section>

        <aside className="rewards-card" aria-labelledby="rewards-title">
          <h2 id="rewards-title" className="rewards-card__title">
            Month-end rewards
          </h2>
          <p className="rewards-card__text">
            In every category, paid automatically when the month ends (UTC).
          </p>
          <table className="rewards-table" data-testid="rewards-table">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col" className="num">
                  Coins
                </th>
                <th scope="col" className="num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {REWARD_ROWS.map((row) => (
                <tr key={row.ranks}>
                  <td>{row.ranks}</td>
                  <td className="num">{row.coins}</td>
                  <td className="num">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="rewards-card__text">
            Ranked by total won; a tie goes to the bigger single win, then to whoever got there first.
          </p>
        </aside>
      </div>
    </div>
  );
}
