import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { accountLinks, navLinksFor, routesFor, signedInPageTitle, type PageKey } from './route-table';

function pageAt(signedIn: boolean, pathname: string): PageKey | undefined {
  const routes = routesFor(signedIn).map((entry) => ({ ...entry }));
  return matchRoutes(routes, pathname)?.at(-1)?.route.page;
}

describe('route table', () => {
  it('signed out: every path that exists signed in shows the landing page (to sign in and return)', () => {
    expect(pageAt(false, '/')).toBe('landing');
    for (const path of ['/games', '/admin', '/p2p-challenge/abc', '/poker', '/slots', '/fairness']) {
      expect(pageAt(false, path), path).toBe('landing');
    }
  });

  it('signed out: only unknown paths are not found, the same ones as signed in', () => {
    for (const path of ['/nope', '/p2p-challenge', '/games/extra', '/slots/7']) {
      expect(pageAt(false, path), path).toBe('not-found');
      expect(pageAt(true, path), path).toBe('not-found');
    }
  });

  it('a signed-out path matches signed out exactly when it matches signed in', () => {
    for (const entry of routesFor(true)) {
      const sample = entry.path.replace(/:[A-Za-z]+/g, 'x1');
      expect(pageAt(false, sample) === 'not-found', sample).toBe(pageAt(true, sample) === 'not-found');
    }
  });

  it.each([
    ['/poker', 'Poker'],
    ['/p2p-betting', 'P2P Betting'],
    ['/game-room/6f1c2a9e-1b1a-4a43-9a55-0d8d3f1e2b7c', 'Game Room'],
    ['/slots', 'Slots'],
    ['/ai-game/42', 'AI Game'],
    ['/', null],
    ['/nope', null],
  ])('the landing prompt names the page at %s: %s', (path, title) => {
    expect(signedInPageTitle(path)).toBe(title);
  });

  it('the back office names itself at any of its paths', () => {
    expect(signedInPageTitle('/admin')).toBe('Admin Panel');
    expect(signedInPageTitle('/admin/live')).toBe('Admin Panel');
  });

  it('signed in: every spec path is routed', () => {
    expect(pageAt(true, '/')).toBe('home');
    expect(pageAt(true, '/admin')).toBe('admin');
    for (const path of ['/admin/players', '/admin/players/42', '/admin/ledger', '/admin/audit-log']) {
      expect(pageAt(true, path), path).toBe('admin');
      expect(pageAt(false, path), path).toBe('landing');
    }
    expect(pageAt(true, '/slots')).toBe('slots');
    expect(pageAt(true, '/table-games')).toBe('table-games');
    expect(pageAt(true, '/live-casino')).toBe('live-casino');
    expect(pageAt(true, '/live-casino/3')).toBe('live-table');
    expect(pageAt(false, '/live-casino/3')).toBe('landing');
    expect(pageAt(true, '/lobby')).toBe('lobby');
    expect(pageAt(true, '/games')).toBe('catalogue');
    expect(pageAt(true, '/fairness')).toBe('fairness');
    expect(pageAt(true, '/leaderboards')).toBe('leaderboards');
    expect(pageAt(true, '/achievements')).toBe('achievements');
    expect(pageAt(true, '/coin-store')).toBe('coin-store');
    expect(pageAt(true, '/poker')).toBe('poker');
    expect(pageAt(true, '/p2p-betting')).toBe('p2p-betting');
    expect(pageAt(true, '/game-room/ch_123')).toBe('game-room');
    expect(pageAt(true, '/p2p-challenge/ch_123')).toBe('p2p-challenge');
    expect(pageAt(true, '/social')).toBe('social');
    expect(pageAt(true, '/social-share')).toBe('social-share');
    expect(pageAt(true, '/mailbox')).toBe('mailbox');
    expect(pageAt(true, '/social-login')).toBe('social-login');
    expect(pageAt(false, '/social-login')).toBe('landing');
    expect(pageAt(true, '/redeem')).toBe('redeem');
    expect(pageAt(false, '/redeem')).toBe('landing');
    expect(pageAt(true, '/ai-games')).toBe('ai-games');
    expect(pageAt(true, '/ai-game/42')).toBe('ai-game');
  });

  it('the Official Sweepstakes Rules are readable signed out too', () => {
    expect(pageAt(true, '/sweepstakes-rules')).toBe('sweepstakes-rules');
    expect(pageAt(false, '/sweepstakes-rules')).toBe('sweepstakes-rules');
  });

  it('signed in: unknown paths are not found', () => {
    expect(pageAt(true, '/does-not-exist')).toBe('not-found');
    expect(pageAt(true, '/p2p-challenge')).toBe('not-found');
    expect(pageAt(true, '/games/extra')).toBe('not-found');
  });

  it('nav shows Admin Panel only to admins, in the spec order', () => {
    const labels = (isAdmin: boolean) => navLinksFor(isAdmin).map((l) => `${l.to} ${l.label}`);
    expect(labels(false)).toEqual([
      '/ Home',
      '/games Games',
      '/lobby Casino',
      '/coin-store Store',
      '/poker Poker',
      '/p2p-betting P2P',
      '/ai-games AI Games',
      '/social Social',
      '/leaderboards Rankings',
    ]);
    expect(labels(true).at(-1)).toBe('/admin Admin Panel');
  });

  it('the account menus link Achievements, History, Fairness, Redeem, Profile, Settings and Responsible Gaming, all routed', () => {
    expect(accountLinks.map((l) => `${l.to} ${l.label}`)).toEqual([
      '/achievements Achievements',
      '/history History',
      '/fairness Fairness',
      '/redeem Redeem',
      '/profile Profile',
      '/settings Settings',
      '/responsible-gaming Responsible Gaming',
    ]);
    for (const link of accountLinks) expect(pageAt(true, link.to)).not.toBe('not-found');
  });

  it.each([
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/reset-password', 'reset-password'],
    ['/verify-email', 'verify-email'],
  ] as const)('%s opens its own page signed in and signed out (issue 18)', (path, page) => {
    expect(pageAt(true, path)).toBe(page);
    expect(pageAt(false, path)).toBe(page);
    expect(signedInPageTitle(path)).toBeNull();
  });

  it('profile and settings are signed-in pages', () => {
    expect(pageAt(true, '/profile')).toBe('profile');
    expect(pageAt(true, '/settings')).toBe('settings');
    expect(pageAt(false, '/settings')).toBe('landing');
    expect(signedInPageTitle('/settings')).toBe('Settings');
  });
});
