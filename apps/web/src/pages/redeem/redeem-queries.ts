import { useQuery } from '@tanstack/react-query';
import type { AmoeEntries, KycState, Playthrough, RedemptionList, SweepstakesRules } from '@casino/contracts';
import { queryClient } from '../../api/query-client';
import { currentUserQueryKey } from '../../auth/use-auth';

/** The sweepstakes calls (contracts: redemption.ts); each key is the GET path the default query function calls. */
export const sweepstakesKeys = {
  rules: ['/api/sweepstakes/rules'] as const,
  playthrough: ['/api/redemptions/playthrough'] as const,
  redemptions: ['/api/redemptions'] as const,
  kyc: ['/api/kyc'] as const,
  amoe: ['/api/amoe/entries'] as const,
};

export const REDEMPTIONS_PATH = '/api/redemptions';
export const KYC_PATH = '/api/kyc';
export const AMOE_ENTRIES_PATH = '/api/amoe/entries';
export const cancelRedemptionPath = (id: string) => `${REDEMPTIONS_PATH}/${encodeURIComponent(id)}/cancel`;

export const useSweepstakesRules = () =>
  useQuery<SweepstakesRules>({ queryKey: sweepstakesKeys.rules, staleTime: 5 * 60_000 });
// Balances move with play elsewhere: read afresh each time the page opens.
export const usePlaythrough = () =>
  useQuery<Playthrough>({ queryKey: sweepstakesKeys.playthrough, staleTime: 0 });
export const useRedemptions = () =>
  useQuery<RedemptionList>({ queryKey: sweepstakesKeys.redemptions, staleTime: 0, refetchInterval: 30_000 });
export const useKyc = () => useQuery<KycState>({ queryKey: sweepstakesKeys.kyc, staleTime: 0 });
export const useAmoeEntries = () => useQuery<AmoeEntries>({ queryKey: sweepstakesKeys.amoe, staleTime: 0 });

/** After a request, a cancel or a credit: the balances in the header and on the page. */
export function refreshSweepstakes(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: sweepstakesKeys.playthrough }),
    queryClient.invalidateQueries({ queryKey: sweepstakesKeys.redemptions }),
  ]);
}
