import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top. The router only swaps what is drawn, so without this a player who
 * clicks a link (or Join Table on the poker list) far down one page lands as far down the next.
 * Back and forward (POP) keep the browser's own restoration, and a `replace` (a tab or a filter
 * written into the address) leaves the page where the player has it.
 */
export function useScrollToTopOnPush(): void {
  const { key } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    // Instant: the stylesheet's smooth scrolling is for in-page jumps, not for a page change.
    if (navigation === NavigationType.Push) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, navigation]);
}

/**
 * While mounted, a reload opens the page at its top instead of where the browser last had it. For
 * screens laid out to fit the viewport (the poker table), where what the player needs must be in
 * view on load. Chromium's own restoration after a reload was seen landing the table 26 px down once
 * it had drawn, with the page at its top before the reload (2 runs of 5 of the poker screen test).
 */
export function useNoScrollRestoration(): void {
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);
}
