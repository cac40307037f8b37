import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

/** A button on a toast (a game invite's Accept and Decline); pressing it also hides the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
  /** Gold for the main choice, ghost for the other. */
  primary?: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
  actions?: readonly ToastAction[];
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  actions: readonly ToastAction[];
}

export const TOAST_DURATION_MS = 5000;

interface ToastState {
  /** At most one toast is on screen: a new one replaces the old. */
  current: Toast | null;
  show: (input: ToastInput) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function clearHideTimer(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
}

export const useToastStore = create<ToastState>()((set, get) => ({
  current: null,
  show: (input) => {
    clearHideTimer();
    const toast: Toast = {
      id: nextId++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      actions: input.actions ?? [],
    };
    set({ current: toast });
    hideTimer = setTimeout(() => get().dismiss(toast.id), toast.duration);
    return toast.id;
  },
  dismiss: (id) => {
    const { current } = get();
    if (!current || (id !== undefined && current.id !== id)) return;
    clearHideTimer();
    set({ current: null });
  },
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
