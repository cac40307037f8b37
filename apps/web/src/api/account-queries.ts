import { useQuery } from '@tanstack/react-query';
import type {
  AccountProfile,
  AccountSession,
  PlayerPreferences,
  SweepsEligibilityResponse,
} from '@casino/contracts';
import { currentUserQueryKey } from '../auth/use-auth';
import { queryClient } from './query-client';

/** The account calls' query keys (issue 18): the path of each GET. */
export const accountKeys = {
  profile: ['/api/account/profile'],
  eligibility: ['/api/account/eligibility'],
  sessions: ['/api/account/sessions'],
  preferences: ['/api/account/preferences'],
} as const;

export const useAccountProfile = () => useQuery<AccountProfile>({ queryKey: accountKeys.profile });
export const useAccountSessions = () => useQuery<AccountSession[]>({ queryKey: accountKeys.sessions });

/**
 * Whether the player may buy coin packages and use sweepstakes coins, and if not why and what to say
 * (the server's rule, packages/domain/src/accounts/sweeps-eligibility.ts). The header's currency
 * switch and the store grey out what it refuses.
 */
export const useSweepsEligibility = (enabled = true) =>
  useQuery<SweepsEligibilityResponse>({ queryKey: accountKeys.eligibility, enabled });

/** The player's preferences (privacy, notifications, sound), kept on the server. */
export const usePreferences = (enabled = true) =>
  useQuery<PlayerPreferences>({ queryKey: accountKeys.preferences, enabled, staleTime: 60_000 });

/** After the profile changed: the profile, what it decides (eligibility) and the header's user. */
export function refreshAccount(profile?: AccountProfile): void {
  if (profile) {
    queryClient.setQueryData(accountKeys.profile, profile);
    queryClient.setQueryData(accountKeys.eligibility, profile.eligibility);
  }
  void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
  void queryClient.invalidateQueries({ queryKey: accountKeys.eligibility });
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
