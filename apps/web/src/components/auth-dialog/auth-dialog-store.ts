import { create } from 'zustand';

export type AuthDialogMode = 'login' | 'register' | 'upgrade' | 'forgot';

interface AuthDialogState {
  /** null when closed. 'upgrade' is register for a signed-in guest (keeps the same account). */
  mode: AuthDialogMode | null;
  open: (mode: AuthDialogMode) => void;
  close: () => void;
}

/** One sign-in dialog for the whole app, opened from the landing page or the account menu. */
export const useAuthDialog = create<AuthDialogState>()((set) => ({
  mode: null,
  open: (mode) => set({ mode }),
  close: () => set({ mode: null }),
}));
