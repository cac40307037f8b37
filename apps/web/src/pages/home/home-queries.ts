import { useQuery } from '@tanstack/react-query';
import type { GameSession, UserStats } from '@casino/contracts';

/** Query keys of the player's history; plays elsewhere invalidate these after each round. */
export const historyKeys = {
  userStats: ['/api/user-stats'] as const,
  gameSessions: ['/api/game-sessions'] as const,
};

export const useUserStats = () => useQuery<UserStats>({ queryKey: historyKeys.userStats });
export const useGameSessions = () => useQuery<GameSession[]>({ queryKey: historyKeys.gameSessions });
