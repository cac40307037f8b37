import { useRoutes, type RouteObject } from 'react-router-dom';
import { Suspense, type ReactElement } from 'react';
import { routesFor, type RouteEntry } from './route-table';
import { LandingPage } from '../pages/landing/landing-page';
import { NotFoundPage } from '../pages/not-found';
// Every signed-in page loads its own code when first shown; the landing and not-found pages are eager.
import {
  AchievementsPage,
  AdminPage,
  CataloguePage,
  CoinStorePage,
  FairnessPage,
  GameRoomPage,
  HomePage,
  LeaderboardsPage,
  LiveCasinoPage,
  LiveTablePage,
  LobbyPage,
  P2pBettingPage,
  P2pChallengePage,
  PokerPage,
  SlotsPage,
  SocialPage,
  SocialLoginPage,
  TableGamesPage,
  SocialSharePage,
  MailboxPage,
  HistoryPage,
  RedeemPage,
  SweepstakesRulesPage,
  ProfilePage,
  SettingsPage,
  TermsPage,
  PrivacyPage,
  ResetPasswordPage,
  VerifyEmailPage,
  ResponsibleGamingPage,
  AiGamesPage,
  AiGamePage,
} from './lazy-pages';
import { PublicFrame } from '../pages/legal/public-frame';

const publicPage = (page: ReactElement, signedIn: boolean): ReactElement =>
  signedIn ? page : <PublicFrame>{page}</PublicFrame>;

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
    case 'history':
      return <HistoryPage />;
    case 'slots':
      return <SlotsPage />;
    case 'table-games':
      return <TableGamesPage />;
    case 'live-casino':
      return <LiveCasinoPage />;
    case 'live-table':
      return <LiveTablePage />;
    case 'leaderboards':
      return <LeaderboardsPage />;
    case 'achievements':
      return <AchievementsPage />;
    case 'coin-store':
      return <CoinStorePage />;
    case 'poker':
      return <PokerPage />;
    case 'p2p-betting':
      return <P2pBettingPage />;
    case 'game-room':
      return <GameRoomPage />;
    case 'p2p-challenge':
      return <P2pChallengePage />;
    case 'social':
      return <SocialPage />;
    case 'social-share':
      return <SocialSharePage />;
    case 'mailbox':
      return <MailboxPage />;
    case 'social-login':
      return <SocialLoginPage />;
    case 'redeem':
      return <RedeemPage />;
    case 'sweepstakes-rules':
      return publicPage(<SweepstakesRulesPage />, signedIn);
    case 'profile':
      return <ProfilePage />;
    case 'settings':
      return <SettingsPage />;
    // Anyone may open these: signed out they get a frame of their own (no app shell).
    case 'terms':
      return publicPage(<TermsPage />, signedIn);
    case 'privacy':
      return publicPage(<PrivacyPage />, signedIn);
    case 'reset-password':
      return publicPage(<ResetPasswordPage />, signedIn);
    case 'verify-email':
      return publicPage(<VerifyEmailPage />, signedIn);
    case 'responsible-gaming':
      return <ResponsibleGamingPage />;
    case 'ai-games':
      return <AiGamesPage />;
    case 'ai-game':
      return <AiGamePage />;
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
  // While a page's code loads, an empty block holds the page's place (no spinner flash, nothing to
  // shift); navigations run in a transition, so the page being left stays up meanwhile.
  return (
    <Suspense fallback={<div className="route-loading" aria-busy="true" />}>{useRoutes(routes)}</Suspense>
  );
}
