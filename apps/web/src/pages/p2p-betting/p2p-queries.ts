import { useQuery } from '@tanstack/react-query';
import type {
  AcceptChallengeResponse,
  ChallengeResponse,
  CreateChallengeRequest,
  MyChallenge,
  P2pChallenge,
  P2pChallengeDetail,
  P2pStats,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';

// The REST calls of /p2p-betting and /game-room (spec document 2, section 7, and what the tabs and
// the arena add). Lists are fetched when the page opens and again when the lobby room says that a
// challenge changed, never on a timer.

const BASE = '/api/p2p-challenges';

export const p2pKeys = {
  all: [BASE] as const,
  open: [BASE] as const,
  stats: [BASE, 'stats'] as const,
  mine: [BASE, 'mine'] as const,
  history: [BASE, 'history'] as const,
  detail: (id: string) => [BASE, id] as const,
};

export const useOpenChallenges = () => useQuery<P2pChallenge[]>({ queryKey: p2pKeys.open });
export const useP2pStats = () => useQuery<P2pStats>({ queryKey: p2pKeys.stats });
export const useMyChallenges = () => useQuery<MyChallenge[]>({ queryKey: p2pKeys.mine });
export const useChallengeHistory = () => useQuery<MyChallenge[]>({ queryKey: p2pKeys.history });
export const useChallengeDetail = (id: string) =>
  useQuery<P2pChallengeDetail>({ queryKey: p2pKeys.detail(id) });

export const createChallenge = (request: CreateChallengeRequest) =>
  apiJson<ChallengeResponse>('POST', `${BASE}/create`, request);
export const acceptChallenge = (id: string) =>
  apiJson<AcceptChallengeResponse>('POST', `${BASE}/${encodeURIComponent(id)}/accept`);
export const cancelChallenge = (id: string) =>
  apiJson<ChallengeResponse>('POST', `${BASE}/${encodeURIComponent(id)}/cancel`);
export const offerRematch = (id: string) =>
  apiJson<ChallengeResponse>('POST', `${BASE}/${encodeURIComponent(id)}/rematch`);

/** Every challenge list, the stat cards and any open detail: a challenge changed somewhere. */
export function refreshChallenges(): void {
  void queryClient.invalidateQueries({ queryKey: p2pKeys.all });
}
