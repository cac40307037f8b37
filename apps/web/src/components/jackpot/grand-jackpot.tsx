import { useQuery } from '@tanstack/react-query';
import type { JackpotsResponse, PlayCurrency } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

/** How often the pool is read again while it is on screen: every slot bet makes it grow. */
const JACKPOT_REFRESH_MS = 10_000;

/** The query of GET /api/jackpots (a slot spin refreshes it: every bet feeds the pool, a win reseeds it). */
export const jackpotsQueryKey = ['/api/jackpots'] as const;

/**
 * GET /api/jackpots: the live Grand Jackpot of a currency (one pool per currency, issue 18: coin
 * spins feed the coin pool, sweepstakes spins the sweepstakes pool).
 */
export const useGrandJackpot = (currency: PlayCurrency = 'coins') =>
  useQuery<JackpotsResponse, Error, JackpotsResponse['jackpots'][number] | undefined>({
    queryKey: jackpotsQueryKey,
    refetchInterval: JACKPOT_REFRESH_MS,
    select: (data) => data.jackpots.find((j) => j.id === (currency === 'coins' ? 'grand' : 'grand-sc')),
  });

/** The pool as an amount of its currency ("12,345.67 GC", "104.20 SC"), never with a dollar sign. */
export function GrandJackpotAmount({
  className,
  currency = 'coins',
}: {
  className?: string;
  currency?: PlayCurrency;
}) {
  const { data: jackpot, isLoading, error } = useGrandJackpot(currency);
  const text = isLoading
    ? '…'
    : error || !jackpot
      ? '—'
      : `${formatAmount(jackpot.amount)} ${jackpot.currency}`;
  return (
    <span className={className} data-testid="grand-jackpot-amount">
      {text}
    </span>
  );
}

/** The jackpot's published terms, in one line. */
export function GrandJackpotTerms() {
  const { data: jackpot } = useGrandJackpot();
  if (!jackpot) return null;
  return (
    <>
      {jackpot.sharePercent}% of every slot bet feeds it; {jackpot.winningLine} win it all. Reseeded to{' '}
      {formatAmount(jackpot.seedAmount)} GC after a win.
    </>
  );
}
