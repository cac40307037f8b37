import { useQuery } from '@tanstack/react-query';
import { PokerHandText, type PokerTable } from '@casino/contracts';

/** GET /api/poker/tables (spec §7): the lobby list, with live seat counts. */
export const pokerTablesKey = ['/api/poker/tables'] as const;

export function usePokerTables() {
  // The list is read again whenever it is shown (seats change while the player is elsewhere).
  return useQuery<PokerTable[]>({ queryKey: pokerTablesKey, staleTime: 0, refetchOnMount: 'always' });
}

/** GET /api/poker/tables/:id/hands/:handNumber: one finished hand as a readable history. */
export function useHandHistory(tableId: number, handNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/poker/tables', tableId, 'hands', handNumber],
    enabled,
    select: (data: unknown) => PokerHandText.parse(data).text,
  });
}
