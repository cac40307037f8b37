import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameInvite, PlayerPreferences } from '@casino/contracts';
import { accountKeys, usePreferences } from '../../api/account-queries';
import { queryClient } from '../../api/query-client';
import { describeError } from '../../api/error-message';
import { recheckSession } from '../../auth/session-ended';
import { openLiveChannel } from '../../lib/live-channel';
import { chimeFor, toastAllowed } from '../../lib/notification-preferences';
import { playChime } from '../../lib/sounds';
import {
  inviteToastDurationMs,
  liveEffectOf,
  liveToastText,
  type LiveToast,
} from '../../lib/live-notifications';
import {
  acceptGameInvite,
  answerFriendRequest,
  answerGameInvite,
  refreshSocial,
} from '../../pages/social/social-queries';
import { toast, useToastStore, type ToastAction } from '../toaster/toast-store';

/**
 * Holds the app's live channel open while a player is signed in (userId set), closes it on
 * sign-out, and turns each notification into a refresh of the social lists and, for an invite or
 * a friend request, a toast with its answers, wherever the player is in the app.
 */
export function useLiveChannel(userId: string | null): void {
  // The player's notification and sound choices (issue 18), read when each notice arrives.
  usePreferences(userId !== null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    if (!userId) return;
    const go = (route: string) => void navigateRef.current(route);
    let drops = 0;
    /** The toast of each invite on screen, to take down when the sender cancels it. */
    const inviteToasts = new Map<string, number>();
    const channel = openLiveChannel({
      onStatus: (open) => {
        if (open) {
          // Whatever changed while the stream was down.
          if (drops > 0) refreshSocial('friends', 'requests', 'invites', 'stats', 'activeRooms');
          return;
        }
        // A refused stream may mean the session ended (signed out in another tab): ask once per drop.
        drops += 1;
        recheckSession();
      },
      onNotification: (notification) => {
        const effect = liveEffectOf(notification, userId);
        refreshSocial(...effect.refresh);
        if (notification.type === 'game-invite-updated') {
          const shown = inviteToasts.get(notification.invite.id);
          if (shown !== undefined) useToastStore.getState().dismiss(shown);
          inviteToasts.delete(notification.invite.id);
        }
        const preferences = queryClient.getQueryData<PlayerPreferences>(accountKeys.preferences);
        if (!effect.toast || !toastAllowed(effect.toast, preferences)) return;
        if (chimeFor(effect.toast, preferences)) playChime();
        const toastId = showLiveToast(effect.toast, go);
        if (effect.toast.kind === 'game-invite') inviteToasts.set(effect.toast.invite.id, toastId);
      },
    });
    return () => channel.close();
  }, [userId]);
}

function showLiveToast(live: LiveToast, go: (route: string) => void): number {
  const text = liveToastText(live);
  const actions: ToastAction[] = [];
  let duration: number | undefined;
  if (live.kind === 'game-invite') {
    actions.push(
      { label: 'Accept', primary: true, onClick: () => void acceptInvite(live.invite, go) },
      { label: 'Decline', onClick: () => void declineInvite(live.invite) },
    );
    duration = inviteToastDurationMs(live.invite, Date.now());
  } else if (live.kind === 'invite-accepted') {
    actions.push({ label: 'Go to table', primary: true, onClick: () => go(live.invite.route) });
    duration = 30_000;
  } else if (live.kind === 'friend-request') {
    const requestId = live.request.id;
    actions.push(
      { label: 'Accept', primary: true, onClick: () => void answerRequest(requestId, 'accept') },
      { label: 'Decline', onClick: () => void answerRequest(requestId, 'decline') },
    );
    duration = 30_000;
  }
  return toast({ ...text, actions, ...(duration ? { duration } : {}) });
}

export async function acceptInvite(invite: GameInvite, go: (route: string) => void): Promise<void> {
  try {
    const route = await acceptGameInvite(invite);
    refreshSocial('invites', 'stats');
    go(route);
  } catch (error) {
    refreshSocial('invites');
    toast({ variant: 'destructive', title: 'Could not join the table', description: describeError(error) });
  }
}

async function declineInvite(invite: GameInvite): Promise<void> {
  try {
    await answerGameInvite(invite.id, 'decline');
  } catch (error) {
    toast({ variant: 'destructive', title: 'Could not decline', description: describeError(error) });
  }
  refreshSocial('invites');
}

async function answerRequest(requestId: string, answer: 'accept' | 'decline'): Promise<void> {
  try {
    await answerFriendRequest(requestId, answer);
    if (answer === 'accept') toast({ title: 'Friend added' });
  } catch (error) {
    toast({
      variant: 'destructive',
      title: 'Could not answer the request',
      description: describeError(error),
    });
  }
  refreshSocial('requests', 'friends', 'stats', 'search');
}
