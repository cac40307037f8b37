import { useSyncExternalStore } from 'react';

/** The breakpoint at which poker.css turns the felt portrait (keep the two in step). */
export const NARROW_SCREEN_QUERY = '(max-width: 760px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on phone-sized screens, where the table is drawn as a tall oval. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
