import { useQuery } from '@tanstack/react-query';
import type { JackpotsResponse } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

/** How often the pool is read again while it is on screen: every slot bet makes it grow. */
const JACKPOT_REFRESH_MS = 10_000;

/** The query of GET /api/jackpots (a slot spin refreshes it: every bet feeds the pool, a win reseeds it). */
export const jackpotsQueryKey = ['/api/jackpots'] as const;

/** GET /api/jackpots: the live Grand Jackpot. */
export const useGrandJackpot = () =>
  useQuery<JackpotsResponse, Error, JackpotsResponse['jackpots'][number] | undefined>({
    queryKey: jackpotsQueryKey,
    refetchInterval: JACKPOT_REFRESH_MS,
    select: (data) => data.jackpots.find((j) => j.id === 'grand'),
  });

/** The pool as a coin amount ("12,345.67 GC"), never with a dollar sign. */
export function GrandJackpotAmount({ className }: { className?: string }) {
  const { data: jackpot, isLoading, error } = useGrandJackpot();
  const text = isLoading ? '…' : error || !jackpot ? '—' : `${formatAmount(jackpot.amount)} GC`;
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
