import type {
  AdjustmentRequest,
  AdminPlayerRow,
  BalanceAdjustment,
  PasswordResetResponse,
  RoleChangeRequest,
  SuspensionRequest,
} from '@casino/contracts';
import { useAdminMutation } from '../api/admin-queries';
import { playerActionPath } from './player-paths';
import { ROLE_LABELS } from './player-format';

// The actions on a player's page (i15-actions' routes). useAdminMutation refreshes every admin query
// after each (the player's page, the lists, the queue, the audit log) and toasts the outcome.

export type SuspensionAction = 'suspend' | 'reinstate';

export const useSuspension = (userId: string, action: SuspensionAction) =>
  useAdminMutation<SuspensionRequest>({
    method: 'POST',
    path: playerActionPath(userId, action),
    successTitle: action === 'suspend' ? 'Player suspended' : 'Player reinstated',
  });

export const useResetPassword = (userId: string) =>
  useAdminMutation<void, PasswordResetResponse>({
    method: 'POST',
    path: playerActionPath(userId, 'reset-password'),
    body: () => ({}),
    successTitle: 'Password reset',
  });

export const useRoleChange = (userId: string) =>
  useAdminMutation<RoleChangeRequest, AdminPlayerRow>({
    method: 'PUT',
    path: playerActionPath(userId, 'role'),
    successTitle: (vars) => `Role changed to ${ROLE_LABELS[vars.role]}`,
  });

export const useRequestAdjustment = (userId: string, title: (vars: AdjustmentRequest) => string) =>
  useAdminMutation<AdjustmentRequest, BalanceAdjustment>({
    method: 'POST',
    path: playerActionPath(userId, 'adjustments'),
    successTitle: title,
  });
