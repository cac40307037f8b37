import { toast } from '../../components/toaster/toast-store';

/** Spec §6 and §8: poker needs a session; without one, say so and go to /api/login after 1.5 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1_500;

let redirecting = false;

export function redirectToLogin(
  description: 'Please log in to join poker tables' | 'Please log in to continue playing',
): void {
  if (redirecting) return;
  redirecting = true;
  toast({ variant: 'destructive', title: 'Authentication Required', description });
  setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
}
