/**
 * Which paths exist, as plain data (no JSX) so it can be unit-tested with react-router's
 * matchRoutes. app-routes.tsx turns each entry's `page` into an element.
 */
import { matchRoutes } from 'react-router-dom';

export type PageKey =
  | 'landing'
  | 'home'
  | 'admin'
  | 'not-found'
  | 'lobby'
  | 'catalogue'
  | 'fairness'
  | 'slots'
  | 'table-games'
  | 'live-casino'
  | 'live-table'
  | 'leaderboards'
  | 'achievements'
  | 'coin-store'
  | 'poker'
  | 'p2p-betting'
  | 'game-room'
  | 'p2p-challenge'
  | 'social'
  | 'social-share'
  | 'mailbox'
  | 'social-login'
  | 'history'
  | 'redeem'
  | 'sweepstakes-rules'
  | 'profile'
  | 'settings'
  | 'terms'
  | 'privacy'
  | 'reset-password'
  | 'verify-email'
  | 'responsible-gaming'
  | 'ai-games'
  | 'ai-game';

export interface RouteEntry {
  path: string;
  page: PageKey;
  /** The page's title (the landing page names it to a signed-out visitor). */
  title: string;
}

const NOT_FOUND: RouteEntry = { path: '*', page: 'not-found', title: '404 Page Not Found' };

/**
 * Pages anyone can open, signed in or not (issue 18): the rules pages the footer links, and the
 * pages the links we mail open (perhaps on another device, signed out).
 */
export const publicRoutes: readonly RouteEntry[] = [
  { path: '/terms', page: 'terms', title: 'Terms of Service' },
  { path: '/sweepstakes-rules', page: 'sweepstakes-rules', title: 'Official Sweepstakes Rules' },
  { path: '/privacy', page: 'privacy', title: 'Privacy Policy' },
  { path: '/reset-password', page: 'reset-password', title: 'Reset your password' },
  { path: '/verify-email', page: 'verify-email', title: 'Verify your email' },
];
const isPublic = (entry: RouteEntry) => publicRoutes.includes(entry);

export const signedInRoutes: readonly RouteEntry[] = [
  { path: '/', page: 'home', title: 'Home' },
  { path: '/games', page: 'catalogue', title: 'Games' },
  { path: '/lobby', page: 'lobby', title: 'Casino Lobby' },
  { path: '/slots', page: 'slots', title: 'Slots' },
  { path: '/table-games', page: 'table-games', title: 'Table Games' },
  { path: '/live-casino', page: 'live-casino', title: 'Live Casino' },
  { path: '/live-casino/:tableId', page: 'live-table', title: 'Live Table' },
  { path: '/leaderboards', page: 'leaderboards', title: 'Rankings' },
  { path: '/achievements', page: 'achievements', title: 'Achievements' },
  { path: '/coin-store', page: 'coin-store', title: 'Coin Store' },
  { path: '/p2p-betting', page: 'p2p-betting', title: 'P2P Betting' },
  { path: '/p2p-challenge/:challengeId', page: 'p2p-challenge', title: 'P2P Challenge' },
  { path: '/poker', page: 'poker', title: 'Poker' },
  { path: '/ai-games', page: 'ai-games', title: 'AI Games' },
  { path: '/ai-game/:gameId', page: 'ai-game', title: 'AI Game' },
  { path: '/game-room/:challengeId', page: 'game-room', title: 'Game Room' },
  { path: '/social', page: 'social', title: 'Social' },
  { path: '/social-login', page: 'social-login', title: 'Social Login' },
  { path: '/social-share', page: 'social-share', title: 'Social Share' },
  { path: '/mailbox', page: 'mailbox', title: 'Local Mailbox' },
  { path: '/redeem', page: 'redeem', title: 'Redeem' },
  // The back office's sections are nested routes under it (pages/admin/admin-sections.tsx).
  { path: '/admin/*', page: 'admin', title: 'Admin Panel' },
  { path: '/fairness', page: 'fairness', title: 'Fairness' },
  { path: '/history', page: 'history', title: 'History' },
  { path: '/profile', page: 'profile', title: 'Profile' },
  { path: '/settings', page: 'settings', title: 'Settings' },
  ...publicRoutes,
  { path: '/responsible-gaming', page: 'responsible-gaming', title: 'Responsible Gaming' },
  NOT_FOUND,
];

/**
 * Signed out (or auth still loading): every path that exists when signed in shows the landing page
 * (but the public pages, which show themselves),
 * which asks the visitor to sign in and, the page reloading in place, lands them on that path with
 * its query (issue 12: a shared /poker or /slots?game=7 link). Only unknown paths are not found.
 */
export const signedOutRoutes: readonly RouteEntry[] = [
  { path: '/', page: 'landing', title: 'Welcome' },
  ...publicRoutes,
  ...signedInRoutes
    .filter((entry) => entry.path !== '/' && entry.page !== 'not-found' && !isPublic(entry))
    .map((entry): RouteEntry => ({ path: entry.path, page: 'landing', title: entry.title })),
  NOT_FOUND,
];

/**
 * The page a signed-out visitor asked for, when it exists once signed in and is not the home page:
 * its title, for the landing page's "sign in to open …" prompt. Null for / and unknown paths.
 */
export function signedInPageTitle(pathname: string): string | null {
  const entry = matchRoutes([...signedInRoutes], pathname)?.at(-1)?.route;
  if (!entry || entry.page === 'not-found' || entry.path === '/' || isPublic(entry)) return null;
  return entry.title;
}

export function routesFor(signedIn: boolean): readonly RouteEntry[] {
  return signedIn ? signedInRoutes : signedOutRoutes;
}

export interface NavLink {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/** Header navigation, in order. */
export const navLinks: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/games', label: 'Games' },
  { to: '/lobby', label: 'Casino' },
  { to: '/coin-store', label: 'Store' },
  { to: '/poker', label: 'Poker' },
  { to: '/p2p-betting', label: 'P2P' },
  { to: '/ai-games', label: 'AI Games' },
  { to: '/social', label: 'Social' },
  { to: '/leaderboards', label: 'Rankings' },
  { to: '/admin', label: 'Admin Panel', adminOnly: true },
];

/** Account pages, linked from the avatar menu and the mobile menu (not the desktop bar). */
export const accountLinks: readonly NavLink[] = [
  { to: '/achievements', label: 'Achievements' },
  { to: '/history', label: 'History' },
  { to: '/fairness', label: 'Fairness' },
  { to: '/redeem', label: 'Redeem' },
  { to: '/profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
  { to: '/responsible-gaming', label: 'Responsible Gaming' },
];

/**
 * The footer on every page (issue 18): the rules and policies.
 */
export const footerLinks: readonly NavLink[] = [
  { to: '/terms', label: 'Terms' },
  { to: '/sweepstakes-rules', label: 'Official Sweepstakes Rules' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/responsible-gaming', label: 'Responsible Gaming' },
];

export function navLinksFor(isAdmin: boolean): NavLink[] {
  return navLinks.filter((link) => !link.adminOnly || isAdmin);
}
