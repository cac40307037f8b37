import {
  insufficientPlayMessage,
  type CurrentUser,
  type MoneyString,
  type PlayCurrency,
} from '@casino/contracts';
import { queryClient } from '../../api/query-client';
import { describeError } from '../../api/error-message';
import { HttpError } from '../../api/http-client';
import { currentUserQueryKey } from '../../auth/use-auth';
import { refreshEconomyAfterPlay } from '../../api/economy-queries';
import { toast } from '../toaster/toast-store';
import { isRgRefusal, RG_REFUSAL_TITLES } from '../responsible-gaming/rg-model';
import { noteWagerForRealityCheck, refreshResponsibleGaming } from '../responsible-gaming/rg-session';

export const INSUFFICIENT_BALANCE_MESSAGE = "You don't have enough balance for this bet.";

/**
 * After every settled play: show the server's balance of the currency played at once, then refetch
 * the header balances, the player's stats and the history.
 */
export function refreshAfterPlay(balance?: MoneyString, currency: PlayCurrency = 'coins'): void {
  if (balance !== undefined) {
    queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
      user ? { ...user, ...(currency === 'sweeps' ? { sweepstakesCoins: balance } : { balance }) } : user,
    );
  }
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['/api/user-stats'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/game-sessions'] });
  // Loyalty points, challenges and achievements are projections of the round just settled.
  refreshEconomyAfterPlay();
  noteWagerForRealityCheck();
}

/** A failed play: a destructive toast with the server's `message` (the `{ error, message }` body). */
export function toastPlayError(title: string, error: unknown): void {
  console.error(title, error);
  const code = errorCode(error);
  // A limit, a break or an exclusion: said as such, long enough to read when play resumes.
  if (isRgRefusal(code)) {
    toast({
      variant: 'destructive',
      title: RG_REFUSAL_TITLES[code] ?? title,
      description: describeError(error),
      duration: 10_000,
    });
    refreshResponsibleGaming();
    return;
  }
  toast({ variant: 'destructive', title, description: describeError(error) });
  // A refused play may mean the balance moved elsewhere (another tab); show the real one.
  if (error instanceof HttpError && error.status !== 401)
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** The error code of a failed call (`insufficient_balance`, `no_active_round`, ...), if any. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  try {
    const body = JSON.parse(error.bodyText) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** The refusal of a bet the balance of its currency does not cover (sweepstakes coins named as such). */
export function toastInsufficientBalance(currency: PlayCurrency = 'coins'): void {
  toast({
    variant: 'destructive',
    title: 'Insufficient Balance',
    description: insufficientPlayMessage(currency),
  });
}
