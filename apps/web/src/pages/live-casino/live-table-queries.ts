import { useQuery } from '@tanstack/react-query';
import {
  LiveTableList,
  LiveTableSummary,
  PrivatePokerTable,
  type CreatePrivateLiveTableRequest,
  type PlayCurrency,
  type LiveTableSummary as LiveTableSummaryType,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';

/** GET /api/live-tables: the public tables and the caller's own private ones, with their live status. */
export const liveTablesKey = ['/api/live-tables'] as const;

/** How often the list reads the tables' status again while it is shown. */
const LIST_REFRESH_MS = 5_000;

export interface LiveTablesView {
  tables: LiveTableSummaryType[];
  /** Server clock minus browser clock when the list was read (for the countdowns). */
  clockOffsetMs: number;
}

export function useLiveTables() {
  return useQuery({
    queryKey: liveTablesKey,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: LIST_REFRESH_MS,
    select: (data: unknown): LiveTablesView => {
      const tables = LiveTableList.parse(data);
      const serverTime = tables[0] ? Date.parse(tables[0].serverTime) : NaN;
      return { tables, clockOffsetMs: Number.isFinite(serverTime) ? serverTime - Date.now() : 0 };
    },
  });
}

/** POST /api/live-tables: a private table of a live game, with the room code to share. */
export async function createPrivateLiveTable(
  request: CreatePrivateLiveTableRequest,
): Promise<LiveTableSummaryType> {
  const table = LiveTableSummary.parse(await apiJson<unknown>('POST', '/api/live-tables', request));
  void queryClient.invalidateQueries({ queryKey: liveTablesKey });
  return table;
}

/** GET /api/live-tables/code/:roomCode: the private table a code opens (404 when none). */
export async function findLiveTableByCode(roomCode: string): Promise<LiveTableSummaryType> {
  return LiveTableSummary.parse(
    await apiJson<unknown>('GET', `/api/live-tables/code/${encodeURIComponent(roomCode)}`),
  );
}

/** POST /api/poker/private-tables: a private hold'em table with its room code (the poker page hosts it). */
export async function createPrivatePokerTable(currency: PlayCurrency = 'coins'): Promise<PrivatePokerTable> {
  return PrivatePokerTable.parse(await apiJson<unknown>('POST', '/api/poker/private-tables', { currency }));
}

/** GET /api/poker/tables/code/:roomCode: the private poker table a code opens (404 when none). */
export async function findPokerTableByCode(roomCode: string): Promise<PrivatePokerTable> {
  return PrivatePokerTable.parse(
    await apiJson<unknown>('GET', `/api/poker/tables/code/${encodeURIComponent(roomCode)}`),
  );
}
