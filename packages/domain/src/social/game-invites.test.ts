import { describe, expect, it } from 'vitest';
import { inviteRoute, inviteStatus } from './game-invites.js';

// The pure parts of game invites; the calls themselves are tested over a database through the api
// (apps/api/src/routes/social/invite-routes.test.ts: every call, refusal and race).
const at = new Date('2026-11-25T12:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('inviteStatus', () => {
  it.each([
    { name: 'pending before its expiry', status: 'pending', expiresAt: later(1), shown: 'pending' },
    { name: 'pending at its expiry', status: 'pending', expiresAt: at, shown: 'expired' },
    { name: 'pending past its expiry', status: 'pending', expiresAt: later(-1), shown: 'expired' },
    { name: 'accepted, even past its expiry', status: 'accepted', expiresAt: later(-1), shown: 'accepted' },
    { name: 'declined', status: 'declined', expiresAt: later(1), shown: 'declined' },
    { name: 'cancelled past its expiry', status: 'cancelled', expiresAt: later(-1), shown: 'cancelled' },
  ] as const)('$name reads $shown', ({ status, expiresAt, shown }) => {
    expect(inviteStatus({ status, expires_at: expiresAt }, at)).toBe(shown);
  });
});

describe('inviteRoute', () => {
  it.each([
    { name: 'a live table', row: { live_table_id: 12, poker_table_id: null }, route: '/live-casino/12' },
    { name: 'a poker table', row: { live_table_id: null, poker_table_id: 7 }, route: '/poker?table=7' },
  ])('opens $name at $route', ({ row, route }) => {
    expect(inviteRoute(row)).toBe(route);
  });
});
