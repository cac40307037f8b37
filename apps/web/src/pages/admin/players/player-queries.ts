import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminChallengesPage,
  AdminListQuery,
  AdminPlayerDetail,
  AdminPlayerSession,
  AdminPlayersPage,
  AdminPlayersQuery,
  AdminPokerHandsPage,
  AdminPurchasesPage,
  AdminRoundRecall,
  AdminRoundsPage,
  AdminRoundsQuery,
  AdminStatementQuery,
  StatementPage,
} from '@casino/contracts';
import { apiJson } from '../../../api/http-client';

// The reads behind the Players pages (i15-players' routes). Every key starts with 'admin' and the
// player's id, so an action invalidates everything shown about that player at once.

/** A path with the query's set fields as its search string (unset ones are left out). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const playerPath = (userId: string) => `/api/admin/players/${encodeURIComponent(userId)}`;

export const adminPlayerKeys = {
  list: (query: AdminPlayersQuery) => ['admin', 'players', query] as const,
  player: (userId: string) => ['admin', 'player', userId] as const,
  part: (userId: string, part: string, query?: object) => ['admin', 'player', userId, part, query] as const,
  round: (sessionId: string) => ['admin', 'round', sessionId] as const,
};

const get = <T>(url: string) => apiJson<T>('GET', url);

export const usePlayersPage = (query: AdminPlayersQuery) =>
  useQuery({
    queryKey: adminPlayerKeys.list(query),
    queryFn: () => get<AdminPlayersPage>(withQuery('/api/admin/players', query)),
    placeholderData: keepPreviousData,
  });

export const usePlayerDetail = (userId: string) =>
  useQuery({
    queryKey: adminPlayerKeys.player(userId),
    queryFn: () => get<AdminPlayerDetail>(playerPath(userId)),
  });

export const useStatement = (userId: string, query: AdminStatementQuery) =>
  useQuery({
    queryKey: adminPlayerKeys.part(userId, 'ledger', query),
    queryFn: () => get<StatementPage>(withQuery(`${playerPath(userId)}/ledger`, query)),
    placeholderData: keepPreviousData,
  });

export const useRounds = (userId: string, query: AdminRoundsQuery) =>
  useQuery({
    queryKey: adminPlayerKeys.part(userId, 'rounds', query),
    queryFn: () => get<AdminRoundsPage>(withQuery(`${playerPath(userId)}/rounds`, query)),
    placeholderData: keepPreviousData,
  });

export const useRoundRecall = (sessionId: string) =>
  useQuery({
    queryKey: adminPlayerKeys.round(sessionId),
    queryFn: () => get<AdminRoundRecall>(`/api/admin/rounds/${encodeURIComponent(sessionId)}`),
  });

export const useSessions = (userId: string) =>
  useQuery({
    queryKey: adminPlayerKeys.part(userId, 'sessions'),
    queryFn: () => get<AdminPlayerSession[]>(`${playerPath(userId)}/sessions`),
  });

type PagedPart = 'challenges' | 'poker-hands' | 'purchases';
interface PartPages {
  challenges: AdminChallengesPage;
  'poker-hands': AdminPokerHandsPage;
  purchases: AdminPurchasesPage;
}

export const usePlayerList = <P extends PagedPart>(userId: string, part: P, query: AdminListQuery) =>
  useQuery({
    queryKey: adminPlayerKeys.part(userId, part, query),
    queryFn: () => get<PartPages[P]>(withQuery(`${playerPath(userId)}/${part}`, query)),
    placeholderData: keepPreviousData,
  });
