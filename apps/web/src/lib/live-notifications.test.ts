import { describe, expect, it } from 'vitest';
import type { FriendRequest, GameInvite, PlayerCard } from '@casino/contracts';
import { inviteToastDurationMs, liveEffectOf, liveToastText } from './live-notifications';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const card = (id: string, displayName: string): PlayerCard => ({
  id,
  displayName,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  socialLevel: 3,
});
const ME = card('me', 'Mia M.');
const JANE = card('jane', 'Jane D.');
const invite = (from: PlayerCard, to: PlayerCard, status: GameInvite['status']): GameInvite => ({
  id: '5',
  from,
  to,
  gameType: 'roulette',
  betAmount: '50.00',
  roomCode: 'K7Q2MX',
  route: '/live-casino/12',
  status,
  createdAt: new Date(NOW).toISOString(),
  expiresAt: new Date(NOW + 15 * 60_000).toISOString(),
});
const request = (
  from: PlayerCard,
  to: PlayerCard,
  status: FriendRequest['status'] = 'pending',
): FriendRequest => ({
  id: '8',
  from,
  to,
  status,
  createdAt: new Date(NOW).toISOString(),
});

describe('liveEffectOf', () => {
  it.each([
    [
      'an invite to me: toast with the invite, invites and stats refreshed',
      { type: 'game-invite', invite: invite(JANE, ME, 'pending') } as const,
      'game-invite',
      ['invites', 'stats'],
    ],
    [
      'an invite I sent (another tab): no toast',
      { type: 'game-invite', invite: invite(ME, JANE, 'pending') } as const,
      null,
      ['invites', 'stats'],
    ],
    [
      'my invite accepted',
      { type: 'game-invite-updated', invite: invite(ME, JANE, 'accepted') } as const,
      'invite-accepted',
      ['invites', 'stats', 'activeRooms'],
    ],
    [
      'my invite declined',
      { type: 'game-invite-updated', invite: invite(ME, JANE, 'declined') } as const,
      'invite-declined',
      ['invites', 'stats', 'activeRooms'],
    ],
    [
      'an invite to me cancelled: lists only',
      { type: 'game-invite-updated', invite: invite(JANE, ME, 'cancelled') } as const,
      null,
      ['invites', 'stats', 'activeRooms'],
    ],
    [
      'a friend request to me',
      { type: 'friend-request', request: request(JANE, ME) } as const,
      'friend-request',
      ['requests', 'search'],
    ],
    [
      'a request no longer pending: lists only',
      { type: 'friend-request', request: request(JANE, ME, 'cancelled') } as const,
      null,
      ['requests', 'search'],
    ],
    [
      'a new friend',
      { type: 'friend-added', friend: JANE } as const,
      'friend-added',
      ['friends', 'requests', 'stats', 'search', 'feed', 'activeRooms'],
    ],
    [
      'a friend came online: lists only',
      { type: 'friend-presence', userId: 'jane', isOnline: true } as const,
      null,
      ['friends', 'stats', 'activeRooms'],
    ],
  ])('%s', (_name, notification, toastKind, refresh) => {
    const effect = liveEffectOf(notification, ME.id);
    expect(effect.toast?.kind ?? null).toBe(toastKind);
    expect(effect.refresh).toEqual(refresh);
  });
});

describe('liveToastText', () => {
  it.each([
    [
      { kind: 'game-invite', invite: invite(JANE, ME, 'pending') } as const,
      'Jane D. invites you to Roulette',
      'Private table K7Q2MX · 50.00 GC bet',
    ],
    [
      { kind: 'invite-accepted', invite: invite(ME, JANE, 'accepted') } as const,
      'Jane D. accepted your invite',
      'Roulette at private table K7Q2MX',
    ],
    [
      { kind: 'friend-request', request: request(JANE, ME) } as const,
      'Friend request',
      'Jane D. wants to be your friend.',
    ],
    [{ kind: 'friend-added', friend: JANE } as const, 'New friend', 'You and Jane D. are now friends.'],
  ])('%#: %s', (toast, title, description) => {
    expect(liveToastText(toast)).toEqual({ title, description });
  });

  it('an invite toast stays up to its expiry, between 10 s and 2 min', () => {
    const pending = invite(JANE, ME, 'pending');
    expect(inviteToastDurationMs(pending, NOW)).toBe(120_000);
    expect(inviteToastDurationMs(pending, Date.parse(pending.expiresAt) - 30_000)).toBe(30_000);
    expect(inviteToastDurationMs(pending, Date.parse(pending.expiresAt) + 1)).toBe(10_000);
  });
});
