import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FeedItem, FeedPage, GameInvite, PlayerCard } from '@casino/contracts';
import {
  agoText,
  canSendInvite,
  expiryText,
  feedItemsOf,
  feedPath,
  inviteRequestOf,
  inviteStatusOf,
  lastSeenText,
  nextFeedCursor,
  searchActionOf,
  searchTermOf,
  statCards,
  watchRouteOf,
} from './social-model';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

const card = (id: string): PlayerCard => ({
  id,
  displayName: `Player ${id}`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  socialLevel: 1,
});

describe('lastSeenText', () => {
  it.each([
    ['online', { isOnline: true, lastSeen: ago(5 * MIN) }, 'Online'],
    ['never seen', { isOnline: false, lastSeen: null }, 'Offline'],
    ['an unreadable time', { isOnline: false, lastSeen: 'yesterday' }, 'Offline'],
    ['30 seconds ago', { isOnline: false, lastSeen: ago(30_000) }, 'last seen just now'],
    ['a time in the future (skew)', { isOnline: false, lastSeen: ago(-90_000) }, 'last seen just now'],
    ['exactly a minute', { isOnline: false, lastSeen: ago(MIN) }, 'last seen 1 min ago'],
    ['5 minutes', { isOnline: false, lastSeen: ago(5 * MIN + 59_000) }, 'last seen 5 min ago'],
    ['59 minutes', { isOnline: false, lastSeen: ago(59 * MIN) }, 'last seen 59 min ago'],
    ['3 hours', { isOnline: false, lastSeen: ago(3 * 60 * MIN + 5 * MIN) }, 'last seen 3 h ago'],
    ['one day', { isOnline: false, lastSeen: ago(25 * 60 * MIN) }, 'last seen 1 day ago'],
    ['12 days', { isOnline: false, lastSeen: ago(12 * 24 * 60 * MIN) }, 'last seen 12 days ago'],
  ])('%s', (_name, friend, text) => {
    expect(lastSeenText(friend, NOW)).toBe(text);
  });

  it('never goes backwards as time passes', () => {
    const rank = (text: string) => {
      if (text === 'last seen just now') return 0;
      const m = /(\d+) (min|h|days?) ago/.exec(text);
      const unit = { min: 1, h: 60, day: 1440, days: 1440 }[m?.[2] as 'min'] ?? 0;
      return Number(m?.[1]) * unit;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, step) => {
        const friend = { isOnline: false, lastSeen: ago(0) };
        expect(rank(lastSeenText(friend, NOW + a + step))).toBeGreaterThanOrEqual(
          rank(lastSeenText(friend, NOW + a)),
        );
      }),
    );
  });

  it('feed times drop the "last seen"', () => {
    expect(agoText(ago(12 * MIN), NOW)).toBe('12 min ago');
  });
});

describe('expiryText and inviteStatusOf', () => {
  it.each([
    ['15 minutes left', 15 * MIN, 'expires in 15:00'],
    ['a partial second rounds up', 61_500, 'expires in 1:02'],
    ['one second', 1_000, 'expires in 0:01'],
    ['none left', 0, 'expired'],
    ['past', -5_000, 'expired'],
  ])('%s', (_name, left, text) => {
    expect(expiryText(new Date(NOW + left).toISOString(), NOW)).toBe(text);
  });

  const invite = (status: GameInvite['status'], leftMs: number): GameInvite => ({
    id: '1',
    from: card('a'),
    to: card('b'),
    gameType: 'roulette',
    betAmount: '50.00',
    roomCode: 'K7Q2MX',
    route: '/live-casino/9',
    status,
    createdAt: ago(MIN),
    expiresAt: new Date(NOW + leftMs).toISOString(),
  });
  it.each([
    ['pending in time', invite('pending', MIN), 'pending'],
    ['pending past its time', invite('pending', -1), 'expired'],
    ['accepted stays accepted after the time', invite('accepted', -MIN), 'accepted'],
    ['declined', invite('declined', MIN), 'declined'],
  ])('%s', (_name, value, status) => {
    expect(inviteStatusOf(value, NOW)).toBe(status);
  });
});

describe('statCards', () => {
  it('shows the four cards with the level badge', () => {
    const cards = statCards({
      friends: 3,
      socialLevel: 27,
      socialBadge: 'Expert',
      onlineNow: 1,
      roomInvitesSent: 4,
    });
    expect(cards.map((c) => `${c.label}=${c.value}`)).toEqual([
      'Friends=3',
      'Social Level=27',
      'Online Now=1',
      'Room Invites Sent=4',
    ]);
    expect(cards[1]?.badge).toBe('Expert');
  });
  it('shows dashes and no badge before the numbers arrive', () => {
    const cards = statCards(undefined);
    expect(cards.map((c) => c.value)).toEqual(['—', '—', '—', '—']);
    expect(cards[1]?.badge).toBeUndefined();
  });
});

describe('search', () => {
  it.each([
    ['none', 'add', 'Add friend'],
    ['request-received', 'accept', 'Accept'],
    ['request-sent', 'none', 'Requested'],
    ['friend', 'none', 'Friends'],
    ['blocked', 'none', 'Blocked'],
  ] as const)('a player with relation %s shows %s (%s)', (relation, kind, label) => {
    expect(searchActionOf(relation)).toEqual({ kind, label });
  });
  it.each([
    ['empty', '', null],
    ['one letter', ' j ', null],
    ['two letters, trimmed', '  ja ', 'ja'],
    ['long text is cut to 50', 'x'.repeat(60), 'x'.repeat(50)],
  ])('%s', (_name, typed, term) => {
    expect(searchTermOf(typed)).toBe(term);
  });
});

describe('the invite dialog', () => {
  it.each([
    ['default bet', { betAmount: '50' }, false, true],
    ['empty bet', { betAmount: '' }, false, false],
    ['blank bet', { betAmount: '   ' }, false, false],
    ['while the request is pending', { betAmount: '50' }, true, false],
  ])('send button: %s', (_name, form, pending, enabled) => {
    expect(canSendInvite({ gameType: 'roulette', ...form }, pending)).toBe(enabled);
  });
  it('builds the contract body', () => {
    expect(inviteRequestOf('u2', { gameType: 'poker', betAmount: ' 25.5 ' })).toEqual({
      ok: true,
      request: { friendId: 'u2', gameType: 'poker', betAmount: '25.50' },
    });
  });
  it.each([
    ['zero', '0'],
    ['negative', '-5'],
    ['letters', 'ten'],
    ['three decimals', '1.234'],
  ])('refuses a %s bet, naming the field', (_name, betAmount) => {
    const checked = inviteRequestOf('u2', { gameType: 'roulette', betAmount });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(/^Bet amount /);
  });
});

describe('feed paging', () => {
  const item = (id: number, minutesAgo: number): FeedItem => ({
    id: String(id),
    kind: 'big_win',
    actor: card('a'),
    text: 'won big',
    data: {},
    createdAt: ago(minutesAgo * MIN),
  });
  const page = (items: FeedItem[], nextCursor: string | null): FeedPage => ({ items, nextCursor });

  it('asks for the newest page, then the one before the cursor', () => {
    expect(feedPath(undefined)).toBe('/api/social/feed?limit=20');
    expect(feedPath('123', 10)).toBe('/api/social/feed?limit=10&before=123');
  });
  it('the last page has no next cursor', () => {
    expect(nextFeedCursor(page([item(1, 1)], '1'))).toBe('1');
    expect(nextFeedCursor(page([], null))).toBeUndefined();
  });
  it('joins pages newest first and shows an item that moved between pages once', () => {
    const first = page([item(30, 1), item(29, 2)], '29');
    // Meanwhile a new item arrived, so item 29 is on the second page too.
    const second = page([item(29, 2), item(28, 3), item(9, 3)], '9');
    expect(feedItemsOf([first, second]).map((i) => i.id)).toEqual(['30', '29', '28', '9']);
  });
  it('keeps every id once, in order, whatever the pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 8 }), { maxLength: 5 }),
        (ids) => {
          const pages = ids.map((list) =>
            page(
              list.map((id) => item(id, 100 - id)),
              null,
            ),
          );
          const out = feedItemsOf(pages).map((i) => Number(i.id));
          expect(out).toEqual([...new Set(ids.flat())].sort((a, b) => b - a));
        },
      ),
    );
  });
});

describe('watchRouteOf', () => {
  it.each([
    ['/live-casino/7', '/live-casino/7?watch=1'],
    ['/poker?table=3', '/poker?table=3&watch=1'],
    ['/live-casino/7?watch=1', '/live-casino/7?watch=1'],
  ])('%s → %s', (route, watch) => {
    expect(watchRouteOf(route)).toBe(watch);
  });
});
