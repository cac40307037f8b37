import { useAuth } from '../../auth/use-auth';
import { toCents, type Cents } from './money';

/** The signed-in player's coin balance in cents (0 while unknown). */
export function useCoinBalance(): Cents {
  const { user } = useAuth();
  return toCents(user?.balance);
}
