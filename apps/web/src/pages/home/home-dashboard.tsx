import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserStats } from '@casino/contracts';
import { GAMES } from '@casino/games';
import { describeError } from '../../api/error-message';
import { GameGrid, GameGridSkeleton } from '../../components/game-card/game-card';
import { useGames } from '../../components/game-card/games-query';
import { ShieldIcon, SlotIcon } from '../../components/icons/icons';
import { GrandJackpotAmount } from '../../components/jackpot/grand-jackpot';
import { LoyaltyPanel } from '../../components/loyalty/loyalty-panel';
import { formatCoinAmount } from '../../lib/format';
import { formatNetCoins } from '../../components/games/net-result';
import { toCents as centsOf } from '../../components/games/money';
import { TabList, TabPanel } from '../catalogue/tab-list';
import { useGameSessions, useUserStats } from './home-queries';
import { gamesByIdOf, latestSessions, sessionGameName, sessionResult } from './recent-activity';

/**
 * The platform's advertised return (spec: "a fixed RTP figure"): the lowest published return of any
 * house-banked game in the registry, so "N%+" is true of every one of them.
 */
const PLATFORM_RTP = `${Math.min(...GAMES.filter((game) => game.houseAccount !== null).map((game) => Number(game.rtp)))}%+`;
const FEATURED_COUNT = 3;

const countFormat = new Intl.NumberFormat('en-US');
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Jackpot, the player's total bets and biggest win, and the platform RTP. */
export function StatStrip() {
  const { data: stats, isLoading, error } = useUserStats();
  const pending = isLoading ? '…' : error ? '—' : null;
  return (
    <section className="stat-strip" aria-label="Highlights">
      <div className="stat-tile stat-tile--jackpot">
        <span className="stat-tile__label">Grand Jackpot</span>
        {/* The live progressive pool (GET /api/jackpots), in coins. */}
        <GrandJackpotAmount className="stat-tile__value gold-text" />
        <Link className="stat-tile__note" to="/slots">
          Live pool · five diamonds on any slot win it
        </Link>
      </div>
      <div className="stat-tile">
        <span className="stat-tile__label">Your Total Bets</span>
        <span className="stat-tile__value" data-testid="stat-total-bets">
          {pending ?? countFormat.format(stats?.totalBets ?? 0)}
        </span>
        <span className="stat-tile__note">Rounds played</span>
      </div>
      <div className="stat-tile">
        <span className="stat-tile__label">Biggest Win</span>
        <span className="stat-tile__value" data-testid="stat-biggest-win">
          {pending ?? formatCoinAmount(stats?.biggestWin ?? '0')}
        </span>
        <span className="stat-tile__note">Coins in a single round</span>
      </div>
      <div className="stat-tile">
        <span className="stat-tile__label">Platform RTP</span>
        <span className="stat-tile__value">{PLATFORM_RTP}</span>
        <span className="stat-tile__note">Return to player</span>
      </div>
    </section>
  );
}

/** The three slots of the catalogue, as game cards. */
export function FeaturedGames() {
  const { data, isLoading, error } = useGames('slot');
  const featured = (data ?? []).filter((g) => g.isActive).slice(0, FEATURED_COUNT);
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <div className="home-section__head">
        <h2 id="featured-title" className="home-section__title">
          Featured games
        </h2>
        <Link to="/games" className="home-section__link">
          View all games →
        </Link>
      </div>
      {isLoading ? (
        <GameGridSkeleton count={FEATURED_COUNT} />
      ) : error ? (
        <p className="home-error" role="alert">
          {describeError(error)}
        </p>
      ) : featured.length === 0 ? (
        <p className="home-muted">No featured games right now.</p>
      ) : (
        <div className="featured-grid">
          <GameGrid games={featured} />
        </div>
      )}
    </section>
  );
}

const TABS = [
  { key: 'statistics', label: 'Statistics' },
  { key: 'activity', label: 'Recent Activity' },
  { key: 'loyalty', label: 'Loyalty Rewards' },
] as const;
type HomeTab = (typeof TABS)[number]['key'];

/** Statistics, Recent Activity and Loyalty Rewards. */
export function HomeTabs() {
  const idBase = useId();
  const [tab, setTab] = useState<HomeTab>('statistics');
  return (
    <section className="home-section" aria-labelledby="activity-title">
      <h2 id="activity-title" className="home-section__title">
        Your play
      </h2>
      <TabList
        idBase={idBase}
        label="Your play"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="home-tabs"
      />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'statistics' ? (
          <StatisticsPanel />
        ) : tab === 'activity' ? (
          <RecentActivityPanel />
        ) : (
          <LoyaltyPanel />
        )}
      </TabPanel>
    </section>
  );
}

function StatisticsPanel() {
  const { data: stats, isLoading, error } = useUserStats();
  if (isLoading)
    return (
      <p className="home-muted" role="status">
        Loading your statistics…
      </p>
    );
  if (error || !stats)
    return (
      <p className="home-error" role="alert">
        {describeError(error)}
      </p>
    );
  const items: { label: string; value: string; key: keyof UserStats }[] = [
    { key: 'totalBets', label: 'Total bets', value: countFormat.format(stats.totalBets) },
    { key: 'totalWagered', label: 'Total wagered', value: formatCoinAmount(stats.totalWagered) },
    { key: 'totalWon', label: 'Total won', value: formatCoinAmount(stats.totalWon) },
    { key: 'biggestWin', label: 'Biggest win', value: formatCoinAmount(stats.biggestWin) },
    { key: 'favoriteGame', label: 'Favorite game', value: stats.favoriteGame ?? 'None yet' },
  ];
  return (
    <dl className="stats-grid">
      {items.map((item) => (
        <div key={item.key} className="stats-grid__item">
          <dt>{item.label}</dt>
          <dd data-testid={`statistics-${item.key}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentActivityPanel() {
  const sessions = useGameSessions();
  const { data: games } = useGames();
  const gamesById = useMemo(() => gamesByIdOf(games), [games]);
  const latest = useMemo(() => latestSessions(sessions.data ?? []), [sessions.data]);

  if (sessions.isLoading)
    return (
      <p className="home-muted" role="status">
        Loading your recent games…
      </p>
    );
  if (sessions.error)
    return (
      <p className="home-error" role="alert">
        {describeError(sessions.error)}
      </p>
    );
  if (latest.length === 0) {
    return (
      <div className="empty-state empty-state--compact">
        <span className="empty-state__icon" aria-hidden="true">
          <SlotIcon width={28} height={28} />
        </span>
        <h3 className="empty-state__title">No games played yet</h3>
        <p className="empty-state__text">Your last five rounds will show up here once you play.</p>
        <Link to="/lobby" className="btn btn--gold">
          Find a game
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="activity-list">
        {latest.map((s) => {
          const result = sessionResult(s);
          return (
            <li key={s.id} className="activity-row">
              <span className={`activity-row__dot activity-row__dot--${result}`} aria-hidden="true" />
              <div className="activity-row__what">
                <p className="activity-row__name">{sessionGameName(s, gamesById)}</p>
                <time className="activity-row__date" dateTime={s.createdAt}>
                  {dateTime.format(new Date(s.createdAt))}
                </time>
              </div>
              <p className="activity-row__amount">
                <span className="activity-row__label">Bet</span> {formatCoinAmount(s.betAmount)}
              </p>
              <p className={`activity-row__amount activity-row__amount--${result}`}>
                <span className="activity-row__label">Net</span>{' '}
                {formatNetCoins(centsOf(s.winAmount) - centsOf(s.betAmount))}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="activity-foot">
        <ShieldIcon width={16} height={16} aria-hidden="true" /> Every round is provably fair.{' '}
        <Link to="/fairness">Verify your rounds</Link>
      </p>
    </>
  );
}
