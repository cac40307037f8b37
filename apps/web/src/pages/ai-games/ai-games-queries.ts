import { useQuery } from '@tanstack/react-query';
import type {
  AiBlackjackActionRequest,
  AiDealRequest,
  AiGame,
  AiGameDetail,
  AiGamesTab,
  AiGameStats,
  AiPlayRequest,
  AiPlayResponse,
  AiPokerDrawRequest,
  AiRateResponse,
  AiTableRound,
  GenerateAiGameRequest,
  GenerateAiGameResponse,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';

// The REST calls of /ai-games and /ai-game/{gameId} (spec: GET /api/ai-games, POST
// /api/ai-games/generate) and the play calls the server settles.

const BASE = '/api/ai-games';

export const aiKeys = {
  list: (tab: AiGamesTab | null) => (tab ? [`${BASE}?tab=${tab}`] : [BASE]),
  stats: [`${BASE}/stats`] as const,
  detail: (id: number) => [`${BASE}/${id}`] as const,
};

export const useAiGames = (tab: AiGamesTab | null) => useQuery<AiGame[]>({ queryKey: aiKeys.list(tab) });
export const useAiGameStats = () => useQuery<AiGameStats>({ queryKey: aiKeys.stats });
export const useAiGame = (id: number | null) =>
  useQuery<AiGameDetail>({
    queryKey: aiKeys.detail(id ?? 0),
    enabled: id !== null,
    retry: false,
    // A game being designed is asked for again until it is ready (the spec's estimatedTime).
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1_500 : false),
  });

/** Refetches every list and the stat cards (a new game, a rating, a play). */
export function refreshAiGames(): void {
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(BASE),
  });
}

export const generateAiGame = (request: GenerateAiGameRequest) =>
  apiJson<GenerateAiGameResponse>('POST', `${BASE}/generate`, request);
export const playAiGame = (id: number, request: AiPlayRequest) =>
  apiJson<AiPlayResponse>('POST', `${BASE}/${id}/play`, request);
export const dealAiGame = (id: number, request: AiDealRequest) =>
  apiJson<AiTableRound>('POST', `${BASE}/${id}/deal`, request);
export const actAiBlackjack = (id: number, request: AiBlackjackActionRequest) =>
  apiJson<AiTableRound>('POST', `${BASE}/${id}/blackjack`, request);
export const drawAiPoker = (id: number, request: AiPokerDrawRequest) =>
  apiJson<AiTableRound>('POST', `${BASE}/${id}/draw`, request);
export const rateAiGame = (id: number, rating: number) =>
  apiJson<AiRateResponse>('POST', `${BASE}/${id}/rate`, { rating });
export const currentAiRound = () => apiJson<AiTableRound | null>('GET', `${BASE}/current-round`);
