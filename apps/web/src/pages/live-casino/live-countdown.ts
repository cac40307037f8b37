import { useEffect, useState } from 'react';
import type { LivePhase } from '@casino/contracts';

/** Whole seconds left until `endsAtMs` on the server's clock; null without a deadline. */
export function secondsLeft(endsAtMs: number, browserNowMs: number, clockOffsetMs: number): number | null {
  if (endsAtMs <= 0) return null;
  return Math.max(0, Math.ceil((endsAtMs - (browserNowMs + clockOffsetMs)) / 1000));
}

/** What the phase means to a person at the table. */
export const PHASE_LABELS: Record<LivePhase, string> = {
  waiting: 'Waiting for the next round',
  betting: 'Place your bets',
  closed: 'No more bets',
  playing: 'Hands in play',
  results: 'Results',
  paused: 'Paused: the table will be back shortly',
};

/** Re-renders every quarter second while a deadline is set; returns the seconds left. */
export function useSecondsLeft(endsAtMs: number, clockOffsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAtMs <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAtMs]);
  return secondsLeft(endsAtMs, now, clockOffsetMs);
}
