import { useQuery } from '@tanstack/react-query';
import type { P2pChallengeDetail } from '@casino/contracts';
import { throwIfResNotOk } from '../../api/http-client';
import { p2pKeys } from '../p2p-betting/p2p-queries';
import { challengeRoomActions } from './challenge-room-store';

/**
 * GET /api/p2p-challenges/{id}: the challenge's details, players, phase and result. Its Date header
 * also bounds the server's clock for the arena's clocks before the room's first timestamp.
 */
export function useArenaDetail(challengeId: string) {
  return useQuery<P2pChallengeDetail>({
    queryKey: p2pKeys.detail(challengeId),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/p2p-challenges/${encodeURIComponent(challengeId)}`, {
        credentials: 'include',
        signal,
      });
      const arrived = Date.now();
      await throwIfResNotOk(res);
      const date = Date.parse(res.headers.get('date') ?? '');
      if (Number.isFinite(date)) challengeRoomActions.observeServerTime(date, arrived);
      return (await res.json()) as P2pChallengeDetail;
    },
  });
}
