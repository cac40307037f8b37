import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@casino/contracts';
import { getQueryFn } from '../api/http-client';
import { endpoints } from '../api/endpoints';

export const currentUserQueryKey = [endpoints.currentUser] as const;

export interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in player from GET /api/auth/user; a 401 means signed out (user null). */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
