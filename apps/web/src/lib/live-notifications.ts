import type { FriendRequest, GameInvite, LiveNotification, PlayerCard } from '@casino/contracts';
import { formatAmount } from './format';

// What the app does with each live notification, as data: which social lists to read again and
// which toast to show. The channel host (components/live-channel) turns it into calls.

/** The lists of /social a notification makes stale (keys of pages/social/social-queries socialKeys). */
export type SocialList =
  'friends' | 'requests' | 'invites' | 'stats' | 'feed' | 'activeRooms' | 'search' | 'referrals';

export type LiveToast =
  | { kind: 'game-invite'; invite: GameInvite }
  | { kind: 'invite-accepted'; invite: GameInvite }
  | { kind: 'invite-declined'; invite: GameInvite }
  | { kind: 'friend-request'; request: FriendRequest }
  | { kind: 'friend-added'; friend: PlayerCard };

export interface LiveEffect {
  refresh: SocialList[];
  toast: LiveToast | null;
}

/** The effect of one notification for the signed-in player `selfId`. */
export function liveEffectOf(notification: LiveNotification, selfId: string): LiveEffect {
  switch (notification.type) {
    case 'game-invite': {
      const { invite } = notification;
      const forMe = invite.to.id === selfId && invite.status === 'pending';
      return { refresh: ['invites', 'stats'], toast: forMe ? { kind: 'game-invite', invite } : null };
    }
    case 'game-invite-updated': {
      const { invite } = notification;
      const mine = invite.from.id === selfId;
      const toast: LiveToast | null =
        mine && invite.status === 'accepted'
          ? { kind: 'invite-accepted', invite }
          : mine && invite.status === 'declined'
            ? { kind: 'invite-declined', invite }
            : null;
      return { refresh: ['invites', 'stats', 'activeRooms'], toast };
    }
    case 'friend-request': {
      const { request } = notification;
      const forMe = request.to.id === selfId && request.status === 'pending';
      return {
        refresh: ['requests', 'search'],
        toast: forMe ? { kind: 'friend-request', request } : null,
      };
    }
    case 'friend-added':
      return {
        refresh: ['friends', 'requests', 'stats', 'search', 'feed', 'activeRooms'],
        toast: { kind: 'friend-added', friend: notification.friend },
      };
    case 'friend-presence':
      return { refresh: ['friends', 'stats', 'activeRooms'], toast: null };
  }
}

const GAME_NAMES: Record<GameInvite['gameType'], string> = {
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
};

/** The toast's title and line. */
export function liveToastText(toast: LiveToast): { title: string; description: string } {
  switch (toast.kind) {
    case 'game-invite':
      return {
        title: `${toast.invite.from.displayName} invites you to ${GAME_NAMES[toast.invite.gameType]}`,
        description: `Private table ${toast.invite.roomCode} · ${formatAmount(toast.invite.betAmount)} GC bet`,
      };
    case 'invite-accepted':
      return {
        title: `${toast.invite.to.displayName} accepted your invite`,
        description: `${GAME_NAMES[toast.invite.gameType]} at private table ${toast.invite.roomCode}`,
      };
    case 'invite-declined':
      return {
        title: `${toast.invite.to.displayName} declined your invite`,
        description: `${GAME_NAMES[toast.invite.gameType]} at private table ${toast.invite.roomCode}`,
      };
    case 'friend-request':
      return {
        title: 'Friend request',
        description: `${toast.request.from.displayName} wants to be your friend.`,
      };
    case 'friend-added':
      return {
        title: 'New friend',
        description: `You and ${toast.friend.displayName} are now friends.`,
      };
  }
}

/** An invite's toast stays up until the invite expires (at most two minutes, at least ten seconds). */
export function inviteToastDurationMs(invite: GameInvite, now: number): number {
  const left = Date.parse(invite.expiresAt) - now;
  return Math.min(120_000, Math.max(10_000, Number.isFinite(left) ? left : 0));
}
