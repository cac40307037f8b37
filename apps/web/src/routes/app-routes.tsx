import { useRoutes, type RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { routesFor, type RouteEntry } from './route-table';
import { LandingPage } from '../pages/landing/landing-page';
import { HomePage } from '../pages/home/home-page';
import { AdminPage } from '../pages/admin/admin-page';
import { ComingSoonPage } from '../pages/coming-soon';
import { LobbyPage } from '../pages/lobby/lobby-page';
import { CataloguePage } from '../pages/catalogue/catalogue-page';
import { FairnessPage } from '../pages/fairness/fairness-page';
import { NotFoundPage } from '../pages/not-found';
import { SlotsPage } from '../pages/slots/slots-page';
import { TableGamesPage } from '../pages/table-games/table-games-page';
import { LiveCasinoPage } from '../pages/live-casino/live-casino-page';
import { LeaderboardsPage } from '../pages/leaderboards/leaderboards-page';
import { AchievementsPage } from '../pages/achievements/achievements-page';
import { CoinStorePage } from '../pages/coin-store/coin-store-page';
import { PokerPage } from '../pages/poker/poker-page';

function elementFor(entry: RouteEntry, signedIn: boolean): ReactElement {
  switch (entry.page) {
    case 'landing':
      return <LandingPage />;
    case 'home':
      return <HomePage />;
    case 'admin':
      return <AdminPage />;
    case 'lobby':
      return <LobbyPage />;
    case 'catalogue':
      return <CataloguePage />;
    case 'fairness':
      return <FairnessPage />;
    case 'slots':
      return <SlotsPage />;
    case 'table-games':
      return <TableGamesPage />;
    case 'live-casino':
      return <LiveCasinoPage />;
    case 'leaderboards':
      return <LeaderboardsPage />;
    case 'achievements':
      return <AchievementsPage />;
    case 'coin-store':
      return <CoinStorePage />;
    case 'poker':
      return <PokerPage />;
    case 'coming-soon':
      return <ComingSoonPage title={entry.title} blurb={entry.blurb} />;
    case 'not-found':
      // Signed in, the app shell already provides <main>; signed out there is no shell.
      return signedIn ? (
        <NotFoundPage />
      ) : (
        <main id="main" className="app-main">
          <NotFoundPage />
        </main>
      );
  }
}

export function AppRoutes({ signedIn }: { signedIn: boolean }) {
  const routes: RouteObject[] = routesFor(signedIn).map((entry) => ({
    path: entry.path,
    element: elementFor(entry, signedIn),
  }));
  return useRoutes(routes);
}
