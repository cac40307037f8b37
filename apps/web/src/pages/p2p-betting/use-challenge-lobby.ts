import { useEffect, useRef } from 'react';
import { Client, type Room } from 'colyseus.js';
import { CHALLENGE_LOBBY_ROOM, ChallengeServerMessages } from '@casino/contracts';
import { roomsEndpoint } from '../../api/rooms-endpoint';
import { recheckSession, SIGNED_OUT_CLOSE_CODE } from '../../auth/session-ended';
import { refreshChallenges } from './p2p-queries';

export type ChallengeChange = ReturnType<(typeof ChallengeServerMessages)['changed']['parse']>;

/** Several changes in a burst (an accept also changes the stats and my list) cause one refetch. */
export const LOBBY_REFRESH_DEBOUNCE_MS = 300;
const REJOIN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * While /p2p-betting is open, listens to the `challenge_lobby` room: each `changed` message (a
 * challenge created, accepted, cancelled, expired or settled anywhere) refetches the lists, so
 * they stay current without polling. A dropped connection is rejoined, and the lists refetched
 * then, since changes may have been missed meanwhile.
 */
export function useChallengeLobby(
  onChanged?: (change: ChallengeChange) => void,
  /** Refetch every challenge query on each change (the lists); off where only one challenge matters. */
  refreshAll = true,
) {
  const listener = useRef(onChanged);
  useEffect(() => {
    listener.current = onChanged;
  });
  useEffect(() => {
    let stopped = false;
    let room: Room | null = null;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const client = new Client(roomsEndpoint());

    const scheduleRefresh = () => {
      clearTimeout(debounce);
      debounce = setTimeout(refreshChallenges, LOBBY_REFRESH_DEBOUNCE_MS);
    };

    const join = async () => {
      try {
        const joined = await client.joinOrCreate(CHALLENGE_LOBBY_ROOM);
        if (stopped) {
          void joined.leave(true);
          return;
        }
        room = joined;
        if (attempt > 0 && refreshAll) scheduleRefresh();
        attempt = 0;
        joined.onMessage('changed', (message: unknown) => {
          const change = ChallengeServerMessages.changed.safeParse(message);
          if (!change.success) return;
          if (refreshAll) scheduleRefresh();
          listener.current?.(change.data);
        });
        joined.onLeave((code: number) => {
          room = null;
          if (stopped) return;
          // Signed out elsewhere (or suspended): no rejoining, the page follows the session out.
          if (code === SIGNED_OUT_CLOSE_CODE) recheckSession();
          else rejoinLater();
        });
      } catch {
        if (!stopped) rejoinLater();
      }
    };

    const rejoinLater = () => {
      const delay = REJOIN_DELAYS_MS[Math.min(attempt, REJOIN_DELAYS_MS.length - 1)] ?? 30_000;
      attempt += 1;
      retry = setTimeout(() => void join(), delay);
    };

    void join();
    return () => {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(retry);
      void room?.leave(true);
    };
  }, [refreshAll]);
}
