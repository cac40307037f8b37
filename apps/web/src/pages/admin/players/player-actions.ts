import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentRequest,
  BalanceAdjustment,
  PasswordResetResponse,
  RoleChangeRequest,
  SuspensionRequest,
} from '@casino/contracts';
import { apiJson } from '../../../api/http-client';
import { playerPath } from './player-queries';

// The actions on a player's page (i15-actions' routes). Each one refreshes everything shown about
// the player, the players list and the adjustments queue, since any of them may have changed.

function useRefreshAfterAction(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'player', userId] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'players'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
    ]);
}

export type SuspensionAction = 'suspend' | 'reinstate';

export function useSuspension(userId: string, action: SuspensionAction) {
  const refresh = useRefreshAfterAction(userId);
  return useMutation({
    mutationFn: (body: SuspensionRequest) =>
      apiJson<unknown>('POST', `${playerPath(userId)}/${action}`, body),
    onSuccess: refresh,
  });
}

export function useResetPassword(userId: string) {
  const refresh = useRefreshAfterAction(userId);
  return useMutation({
    mutationFn: () => apiJson<PasswordResetResponse>('POST', `${playerPath(userId)}/reset-password`, {}),
    onSuccess: refresh,
  });
}

export function useRoleChange(userId: string) {
  const refresh = useRefreshAfterAction(userId);
  return useMutation({
    mutationFn: (body: RoleChangeRequest) => apiJson<unknown>('PUT', `${playerPath(userId)}/role`, body),
    onSuccess: refresh,
  });
}

export function useRequestAdjustment(userId: string) {
  const refresh = useRefreshAfterAction(userId);
  return useMutation({
    mutationFn: (body: AdjustmentRequest) =>
      apiJson<BalanceAdjustment>('POST', `${playerPath(userId)}/adjustments`, body),
    onSuccess: refresh,
  });
}
