import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PlayCurrency, PlayMessages, type CurrentUser } from '@casino/contracts';
import { CURRENCY_NAME, CURRENCY_SHORT } from '@casino/games';
import { useAuth } from '../../auth/use-auth';

/**
 * The currency the player plays with (issue 18): coins (GC) or sweepstakes coins (SC), chosen in the
 * header and kept per browser (localStorage), so every game page opens in the currency last chosen.
 */
interface PlayCurrencyState {
  chosen: PlayCurrency;
  choose: (currency: PlayCurrency) => void;
}

export const PLAY_CURRENCY_STORAGE_KEY = 'casino.play-currency';

export const usePlayCurrencyStore = create<PlayCurrencyState>()(
  persist(
    (set) => ({
      chosen: 'coins',
      choose: (chosen) => set({ chosen }),
    }),
    {
      name: PLAY_CURRENCY_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ chosen: state.chosen }),
      // A stored value from another version (or edited by hand) falls back to coins.
      merge: (stored, current) => {
        const parsed = PlayCurrency.safeParse((stored as { chosen?: unknown } | null)?.chosen);
        return { ...current, chosen: parsed.success ? parsed.data : 'coins' };
      },
    },
  ),
);

/** Why a player cannot choose sweepstakes coins (null when they can): guests must register first. */
export function sweepsLockReason(user: Pick<CurrentUser, 'isGuest'> | null): string | null {
  if (!user || user.isGuest) return PlayMessages.sweepsNeedsRegistration;
  return null;
}

/** The currency at stake for this player: their choice, or coins while sweepstakes coins are locked to them. */
export function playCurrencyFor(
  user: Pick<CurrentUser, 'isGuest'> | null,
  chosen: PlayCurrency,
): PlayCurrency {
  return sweepsLockReason(user) === null ? chosen : 'coins';
}

/** The currency every game page stakes and shows. */
export function usePlayCurrency(): PlayCurrency {
  const { user } = useAuth();
  const chosen = usePlayCurrencyStore((state) => state.chosen);
  return playCurrencyFor(user, chosen);
}

/** "GC" or "SC": how an amount of the currency is marked (never a currency sign). */
export const currencyMark = (currency: PlayCurrency): 'GC' | 'SC' => CURRENCY_SHORT[currency] as 'GC' | 'SC';

/** "coins" or "sweepstakes coins", for sentences. */
export const currencyName = (currency: PlayCurrency): string => CURRENCY_NAME[currency];
