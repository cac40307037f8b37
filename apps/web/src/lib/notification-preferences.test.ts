import { DEFAULT_PREFERENCES, type GameInvite, type PlayerPreferences } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { LiveToast } from './live-notifications';
import { chimeFor, toastAllowed } from './notification-preferences';

const prefs = (change: Partial<PlayerPreferences> = {}): PlayerPreferences => ({
  feedVisibility: 'friends',
  ...DEFAULT_PREFERENCES,
  ...change,
});
const off = (category: 'friendRequests' | 'gameInvites') =>
  prefs({
    notifications: { ...DEFAULT_PREFERENCES.notifications, [category]: { inApp: false, email: true } },
  });
const invite = {} as GameInvite;
const toasts = {
  request: { kind: 'friend-request', request: {} } as LiveToast,
  invite: { kind: 'game-invite', invite } as LiveToast,
  accepted: { kind: 'invite-accepted', invite } as LiveToast,
  added: { kind: 'friend-added', friend: {} } as LiveToast,
};

describe('live toasts follow the notification choices', () => {
  it.each([
    ['a friend request, defaults', toasts.request, prefs(), true, true],
    ['a friend request, turned off in the app', toasts.request, off('friendRequests'), false, false],
    ['a game invite, turned off', toasts.invite, off('gameInvites'), false, false],
    ['a game invite while friend requests are off', toasts.invite, off('friendRequests'), true, true],
    ['a game invite with sounds off', toasts.invite, prefs({ sound: false }), true, false],
    ['an answer to my own invite, invites off', toasts.accepted, off('gameInvites'), true, false],
    ['a new friend', toasts.added, off('friendRequests'), true, false],
    ['a friend request before the choices are known', toasts.request, undefined, true, true],
  ])('%s', (_name, toast, preferences, shown, chime) => {
    expect(toastAllowed(toast, preferences)).toBe(shown);
    expect(chimeFor(toast, preferences)).toBe(chime);
  });
});
