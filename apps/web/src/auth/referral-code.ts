import { ReferralCode } from '@casino/contracts';

/**
 * The referral code a visitor arrived with (`/?ref=CODE`), kept for the tab's session so it still
 * goes with the guest sign-up or the registration after they look around first.
 */
export const REFERRAL_CODE_KEY = 'casino.referralCode';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Keeps the `ref` parameter of this address, when it is a well-formed code. */
export function rememberReferralCode(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  if (ref === null) return;
  const code = ReferralCode.safeParse(ref);
  if (code.success) storage()?.setItem(REFERRAL_CODE_KEY, code.data);
}

/** The code to send with a sign-up, if the visitor came with one. */
export function storedReferralCode(): string | undefined {
  const code = ReferralCode.safeParse(storage()?.getItem(REFERRAL_CODE_KEY) ?? '');
  return code.success ? code.data : undefined;
}

/** After a registration: the code did its work (or named nobody). */
export function forgetReferralCode(): void {
  storage()?.removeItem(REFERRAL_CODE_KEY);
}
