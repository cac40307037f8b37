import { useEffect } from 'react';

/** What the tab title starts with while it is the player's turn (seen from another tab too). */
export const TURN_TITLE_PREFIX = '(Your turn) ';

/** The title with the turn mark added or taken off. */
export function titleForTurn(title: string, myTurn: boolean): string {
  const bare = title.startsWith(TURN_TITLE_PREFIX) ? title.slice(TURN_TITLE_PREFIX.length) : title;
  return myTurn ? `${TURN_TITLE_PREFIX}${bare}` : bare;
}

/** Marks the tab title while it is the player's turn, and takes the mark off after. */
export function useTurnTitle(myTurn: boolean): void {
  useEffect(() => {
    if (!myTurn) return;
    document.title = titleForTurn(document.title, true);
    return () => {
      document.title = titleForTurn(document.title, false);
    };
  }, [myTurn]);
}
