import { create } from 'zustand';

/**
 * A seat the player still holds at a poker table the page is no longer showing (they went to another
 * page): the seat and its chips stay until they leave it, so the app offers the way back. Kept for
 * the browser tab's session, so a reload keeps the offer.
 */
export interface KeptSeat {
  /** Whose seat (another player signing in on this tab is not offered it). */
  userId: string;
  tableId: number;
  tableName: string;
}

const STORAGE_KEY = 'casino.poker.kept-seat';

function stored(): KeptSeat | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { userId, tableId, tableName } = value as Partial<KeptSeat>;
    return typeof userId === 'string' && typeof tableId === 'number' && typeof tableName === 'string'
      ? { userId, tableId, tableName }
      : null;
  } catch {
    return null;
  }
}

export const useKeptSeatStore = create<{ kept: KeptSeat | null }>()(() => ({
  kept: typeof window === 'undefined' ? null : stored(),
}));

useKeptSeatStore.subscribe(({ kept }) => {
  try {
    if (kept) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): the offer lasts until the page reloads
  }
});
