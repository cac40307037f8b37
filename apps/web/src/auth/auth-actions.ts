import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest, SignedInResponse, SuccessResponse } from '@casino/contracts';
import { apiJson, HttpError } from '../api/http-client';
import { endpoints } from '../api/endpoints';
import { toast } from '../components/toaster/toast-store';
import { describeError } from '../api/error-message';
import { forgetReferralCode, storedReferralCode } from './referral-code';

/** A fresh session changes everything on screen; the spec reloads the page after sign-in. */
export function reloadPage(): void {
  window.location.reload();
}

/** Ends the session: the server clears it and redirects to /. */
export function logOut(): void {
  window.location.href = endpoints.logout;
}

/** POST /api/auth/guest: creates a guest player with the starting grant and signs them in. */
export function usePlayAsGuest() {
  const mutation = useMutation({
    mutationFn: (_destination?: string) => {
      const referralCode = storedReferralCode();
      return apiJson<SignedInResponse>('POST', endpoints.guest, referralCode ? { referralCode } : {});
    },
    // A call-to-action that names where its offer is obtained (a promotion) opens that page.
    onSuccess: (_response, destination) => (destination ? window.location.assign(destination) : reloadPage()),
    onError: (error) => {
      console.error('Guest sign-in failed', error);
      toast({
        variant: 'destructive',
        title: 'Could not start playing',
        description: describeError(error),
      });
    },
  });
  return { start: (destination?: string) => mutation.mutate(destination), isPending: mutation.isPending };
}

/** POST /api/auth/login, then reload. Errors are left to the form to show. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiJson<SuccessResponse>('POST', endpoints.login, body),
    onSuccess: reloadPage,
  });
}

/** A 400 about the referral code (it names nobody): the visitor cannot fix it in the form. */
const refusedReferralCode = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 400 && error.bodyText.includes('referralCode');

/**
 * POST /api/auth/register (also upgrades a guest in place) with the referral code the visitor came
 * with, then reload. A code the server does not know is dropped and the registration sent again.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest) => {
      const referralCode = storedReferralCode();
      const send = (code: string | undefined) =>
        apiJson<SignedInResponse>('POST', endpoints.register, code ? { ...body, referralCode: code } : body);
      try {
        return await send(referralCode);
      } catch (error) {
        if (!referralCode || !refusedReferralCode(error)) throw error;
        forgetReferralCode();
        return send(undefined);
      }
    },
    onSuccess: () => {
      forgetReferralCode();
      reloadPage();
    },
  });
}
