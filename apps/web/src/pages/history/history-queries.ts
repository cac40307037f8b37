import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PlayerRoundRecall, PlayerRoundsPage, PlayerStatementPage } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryOf } from './history-model';

export const HISTORY_PAGE_SIZE = 25;

/** Every key of the history page starts here: a play elsewhere makes it read afresh. */
export const historyPageKeys = { all: ['history'] as const };

/** The statement, newest first, a page at a time ("Load older" asks for the page after the cursor). */
export const useStatement = (params: Record<string, string>) =>
  useInfiniteQuery({
    queryKey: [...historyPageKeys.all, 'statement', params],
    queryFn: ({ pageParam }) =>
      apiJson<PlayerStatementPage>(
        'GET',
        `/api/history/statement?${queryOf({ ...params, limit: String(HISTORY_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** The player's rounds, of one game if asked. */
export const useRounds = (game: string) =>
  useInfiniteQuery({
    queryKey: [...historyPageKeys.all, 'rounds', game],
    queryFn: ({ pageParam }) =>
      apiJson<PlayerRoundsPage>(
        'GET',
        `/api/history/rounds?${queryOf({ ...(game ? { game } : {}), limit: '20', ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** One round recalled; read afresh (its seed may have been revealed since). */
export const useRecall = (roundId: string | null) =>
  useQuery({
    queryKey: [...historyPageKeys.all, 'recall', roundId],
    queryFn: () =>
      apiJson<PlayerRoundRecall>('GET', `/api/history/rounds/${encodeURIComponent(roundId ?? '')}`),
    enabled: roundId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
