import type { PlayCurrency } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { toCents, type Cents } from './money';

/** The signed-in player's coin balance in cents (0 while unknown). */
export function useCoinBalance(): Cents {
  return usePlayBalance('coins');
}

/** The signed-in player's balance of a currency in cents: coins or sweepstakes coins (0 while unknown). */
export function usePlayBalance(currency: PlayCurrency): Cents {
  const { user } = useAuth();
  return toCents(currency === 'sweeps' ? user?.sweepstakesCoins : user?.balance);
}
