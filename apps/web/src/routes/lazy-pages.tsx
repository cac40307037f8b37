import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router-dom';
import { signedInRoutes, type PageKey } from './route-table';

type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code (and its CSS) before it is shown; safe to call again. */
  preload(): Promise<ComponentType>;
};

/**
 * A page whose code and stylesheet load the first time it is shown (Vite makes each dynamic import
 * its own chunk), so the landing route ships only what the landing page needs. A failed load (a
 * dropped connection) is forgotten, so the next visit tries again instead of failing forever.
 */
function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}

export const SocialLoginPage = lazyPage(() =>
  import('../pages/social-login/social-login-page').then((m) => m.SocialLoginPage),
);
export const HomePage = lazyPage(() => import('../pages/home/home-page').then((m) => m.HomePage));
export const AdminPage = lazyPage(() => import('../pages/admin/admin-page').then((m) => m.AdminPage));
export const LobbyPage = lazyPage(() => import('../pages/lobby/lobby-page').then((m) => m.LobbyPage));
export const CataloguePage = lazyPage(() =>
  import('../pages/catalogue/catalogue-page').then((m) => m.CataloguePage),
);
export const FairnessPage = lazyPage(() =>
  import('../pages/fairness/fairness-page').then((m) => m.FairnessPage),
);
export const HistoryPage = lazyPage(() => import('../pages/history/history-page').then((m) => m.HistoryPage));
export const SlotsPage = lazyPage(() => import('../pages/slots/slots-page').then((m) => m.SlotsPage));
export const TableGamesPage = lazyPage(() =>
  import('../pages/table-games/table-games-page').then((m) => m.TableGamesPage),
);
export const LiveCasinoPage = lazyPage(() =>
  import('../pages/live-casino/live-casino-page').then((m) => m.LiveCasinoPage),
);
export const LiveTablePage = lazyPage(() =>
  import('../pages/live-casino/live-table-page').then((m) => m.LiveTablePage),
);
export const LeaderboardsPage = lazyPage(() =>
  import('../pages/leaderboards/leaderboards-page').then((m) => m.LeaderboardsPage),
);
export const AchievementsPage = lazyPage(() =>
  import('../pages/achievements/achievements-page').then((m) => m.AchievementsPage),
);
export const SocialPage = lazyPage(() => import('../pages/social/social-page').then((m) => m.SocialPage));
export const CoinStorePage = lazyPage(() =>
  import('../pages/coin-store/coin-store-page').then((m) => m.CoinStorePage),
);
export const PokerPage = lazyPage(() => import('../pages/poker/poker-page').then((m) => m.PokerPage));
export const P2pBettingPage = lazyPage(() =>
  import('../pages/p2p-betting/p2p-betting-page').then((m) => m.P2pBettingPage),
);
export const GameRoomPage = lazyPage(() =>
  import('../pages/game-room/game-room-page').then((m) => m.GameRoomPage),
);

export const P2pChallengePage = lazyPage(() =>
  import('../pages/p2p-challenge/p2p-challenge-page').then((m) => m.P2pChallengePage),
);

export const SocialSharePage = lazyPage(() =>
  import('../pages/social-share/social-share-page').then((m) => m.SocialSharePage),
);

export const AiGamesPage = lazyPage(() =>
  import('../pages/ai-games/ai-games-page').then((m) => m.AiGamesPage),
);
export const AiGamePage = lazyPage(() => import('../pages/ai-games/ai-game-page').then((m) => m.AiGamePage));

export const MailboxPage = lazyPage(() => import('../pages/mailbox/mailbox-page').then((m) => m.MailboxPage));

export const RedeemPage = lazyPage(() => import('../pages/redeem/redeem-page').then((m) => m.RedeemPage));
export const SweepstakesRulesPage = lazyPage(() =>
  import('../pages/sweepstakes-rules/sweepstakes-rules-page').then((m) => m.SweepstakesRulesPage),
);
export const ProfilePage = lazyPage(() => import('../pages/account/profile-page').then((m) => m.ProfilePage));
export const SettingsPage = lazyPage(() =>
  import('../pages/account/settings-page').then((m) => m.SettingsPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../pages/account/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = lazyPage(() =>
  import('../pages/account/verify-email-page').then((m) => m.VerifyEmailPage),
);
export const TermsPage = lazyPage(() => import('../pages/legal/terms-page').then((m) => m.TermsPage));
export const PrivacyPage = lazyPage(() => import('../pages/legal/privacy-page').then((m) => m.PrivacyPage));

const lazyPages: Partial<Record<PageKey, LazyPage>> = {
  home: HomePage,
  admin: AdminPage,
  lobby: LobbyPage,
  catalogue: CataloguePage,
  fairness: FairnessPage,
  slots: SlotsPage,
  'table-games': TableGamesPage,
  'live-casino': LiveCasinoPage,
  'live-table': LiveTablePage,
  leaderboards: LeaderboardsPage,
  achievements: AchievementsPage,
  'coin-store': CoinStorePage,
  poker: PokerPage,
  'p2p-betting': P2pBettingPage,
  'game-room': GameRoomPage,
  'p2p-challenge': P2pChallengePage,
  social: SocialPage,
  'social-share': SocialSharePage,
  mailbox: MailboxPage,
  'social-login': SocialLoginPage,
  redeem: RedeemPage,
  'sweepstakes-rules': SweepstakesRulesPage,
  profile: ProfilePage,
  settings: SettingsPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  'reset-password': ResetPasswordPage,
  'verify-email': VerifyEmailPage,
  'ai-games': AiGamesPage,
  'ai-game': AiGamePage,
};

/**
 * Starts loading the code of the signed-in page at `pathname` while the session is still being
 * checked, so a player opening /lobby waits for one round trip instead of two. Not at /: most who
 * open it are visitors, and the landing page (in the main bundle) should not share their bandwidth.
 */
export function preloadPageAt(pathname: string): void {
  if (pathname === '/') return;
  const page = matchRoutes([...signedInRoutes], pathname)?.at(-1)?.route.page;
  if (page) void lazyPages[page]?.preload().catch(() => undefined);
}
export const ResponsibleGamingPage = lazyPage(() =>
  import('../pages/responsible-gaming/responsible-gaming-page').then((m) => m.ResponsibleGamingPage),
);
