import { useQuery } from '@tanstack/react-query';
import type {
  Achievement,
  CoinPackage,
  CoinPurchaseState,
  DailyChallenge,
  DailyRewardStatus,
  LeaderboardsResponse,
  LoyaltyRewardLogEntry,
  LoyaltySummary,
  PaymentProviderInfo,
  PromotionsStatus,
} from '@casino/contracts';
import { queryClient } from './query-client';
import { buildRequestInit, throwIfResNotOk } from './http-client';

/** Query keys of the player economy (each key is the GET path the default query function calls). */
export const economyKeys = {
  loyalty: ['/api/loyalty'] as const,
  loyaltyRewards: ['/api/loyalty/rewards'] as const,
  dailyRewardStatus: ['/api/daily-reward/status'] as const,
  coinPackages: ['/api/coin-packages'] as const,
  coinPurchases: ['/api/coin-packages/purchases'] as const,
  paymentProvider: ['/api/payment-provider'] as const,
  promotions: ['/api/promotions'] as const,
  achievements: ['/api/achievements'] as const,
  dailyChallenges: ['/api/challenges/daily'] as const,
  leaderboards: (month: number, year: number) =>
    [`/api/leaderboards/all?month=${month}&year=${year}`] as const,
};

export const useLoyalty = () => useQuery<LoyaltySummary>({ queryKey: economyKeys.loyalty });
export const useLoyaltyRewards = () =>
  useQuery<LoyaltyRewardLogEntry[]>({ queryKey: economyKeys.loyaltyRewards });
export const useDailyRewardStatus = () =>
  useQuery<DailyRewardStatus>({ queryKey: economyKeys.dailyRewardStatus });
export const useCoinPackages = () => useQuery<CoinPackage[]>({ queryKey: economyKeys.coinPackages });
/** The player's latest purchases; read afresh when the store opens, and every `pollMs` while any is pending. */
export const useCoinPurchases = (pollMs: (purchases: CoinPurchaseState[] | undefined) => number | false) =>
  useQuery<CoinPurchaseState[]>({
    queryKey: economyKeys.coinPurchases,
    staleTime: 0,
    refetchInterval: (query) => pollMs(query.state.data),
  });
export const usePromotions = () => useQuery<PromotionsStatus>({ queryKey: economyKeys.promotions });
export const usePaymentProvider = () =>
  useQuery<PaymentProviderInfo>({ queryKey: economyKeys.paymentProvider });
export const useAchievements = (enabled: boolean) =>
  useQuery<Achievement[]>({ queryKey: economyKeys.achievements, enabled });
export const useDailyChallenges = (enabled: boolean) =>
  useQuery<DailyChallenge[]>({ queryKey: economyKeys.dailyChallenges, enabled });
export const useLeaderboards = (month: number, year: number) =>
  useQuery<LeaderboardsResponse>({ queryKey: economyKeys.leaderboards(month, year) });

/** After anything that moves points, spins or rewards: the loyalty panel, its log and the challenges. */
export function refreshLoyalty(): void {
  void queryClient.invalidateQueries({ queryKey: economyKeys.loyalty });
  void queryClient.invalidateQueries({ queryKey: economyKeys.loyaltyRewards });
}

/** After a settled play: every projection of it (points, challenges, achievements). */
export function refreshEconomyAfterPlay(): void {
  refreshLoyalty();
  void queryClient.invalidateQueries({ queryKey: economyKeys.dailyChallenges });
  void queryClient.invalidateQueries({ queryKey: economyKeys.achievements });
}

/** A POST with an Idempotency-Key header (purchases, shop redemptions), JSON back; HttpError otherwise. */
export async function postWithIdempotencyKey<T>(url: string, body: unknown, key: string): Promise<T> {
  const init = buildRequestInit('POST', body);
  const res = await fetch(url, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': key },
  });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
