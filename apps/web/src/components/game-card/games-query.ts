import { useQuery } from '@tanstack/react-query';
import type { Game, GameType } from '@casino/contracts';

/**
 * GET /api/games, optionally by type. The query key is the full path (the default query function
 * joins key parts with "/", so the type rides in the query string of a single part).
 */
export function gamesQueryKey(type?: GameType): readonly [string] {
  return [type ? `/api/games?type=${type}` : '/api/games'];
}

export function useGames(type?: GameType) {
  return useQuery<Game[]>({ queryKey: gamesQueryKey(type) });
}
