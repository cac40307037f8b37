import { SOCIAL_CONNECT_BONUS, SocialProvider } from '@casino/contracts';
import { formatCoins } from '../../lib/format-coins';

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  instagram: 'Instagram',
};

/** Where a provider button sends the browser (the spec's /auth/{provider} navigation). */
export const authPathOf = (provider: SocialProvider): string => `/auth/${provider}`;

/** What a social login came back with (the api redirects to /social-login?<outcome>). */
export type SocialLoginOutcome =
  | { kind: 'signed-in'; provider: SocialProvider; bonus: boolean }
  | { kind: 'connected'; provider: SocialProvider; bonus: boolean }
  | { kind: 'error'; provider: SocialProvider | null; code: string };

/** Why a social login failed, for each code the api sends back (`?error=`). */
const ERROR_TEXT: Record<string, (provider: string) => string> = {
  state_mismatch: () =>
    'That sign-in link was already used or did not start here. Please press the button again.',
  flow_expired: () => 'The sign-in took too long. Please press the button again.',
  provider_denied: (p) => `${p} did not sign you in (the request was cancelled or refused).`,
  sign_in_failed: (p) => `${p} sign-in could not be completed. Please try again.`,
  sign_in_required: () => 'Sign in first to link an account to yours.',
  provider_unavailable: (p) => `${p} sign-in is not available right now.`,
  identity_linked_elsewhere: (p) => `This ${p} account is already linked to another player.`,
  provider_already_linked: (p) => `Your account already has a ${p} account linked; unlink it first.`,
  account_suspended: () => 'Your account has been suspended. Please contact support.',
  rate_limited: () => 'Too many attempts. Please wait a minute and try again.',
};

export function errorTextOf(code: string, provider: SocialProvider | null): string {
  const name = provider ? PROVIDER_LABELS[provider] : 'The provider';
  return (ERROR_TEXT[code] ?? (() => `Sign-in failed (${code}). Please try again.`))(name);
}

/** Reads the outcome from the page's query string; null when there is none. */
export function outcomeOf(search: URLSearchParams): SocialLoginOutcome | null {
  const provider = (key: string) => {
    const parsed = SocialProvider.safeParse(search.get(key));
    return parsed.success ? parsed.data : null;
  };
  const bonus = search.get('bonus') === '1';
  const signedIn = provider('signedIn');
  if (signedIn) return { kind: 'signed-in', provider: signedIn, bonus };
  const connected = provider('connected');
  if (connected) return { kind: 'connected', provider: connected, bonus };
  const code = search.get('error');
  if (code && /^[a-z_]{1,40}$/.test(code)) return { kind: 'error', provider: provider('provider'), code };
  return null;
}

export const CONNECT_BONUS_TEXT = `${formatCoins(SOCIAL_CONNECT_BONUS)} coins`;

/** The sentence the outcome banner shows. */
export function outcomeText(outcome: SocialLoginOutcome): string {
  if (outcome.kind === 'error') return errorTextOf(outcome.code, outcome.provider);
  const name = PROVIDER_LABELS[outcome.provider];
  const bonus = outcome.bonus ? ` ${CONNECT_BONUS_TEXT} have been added to your balance.` : '';
  return outcome.kind === 'signed-in'
    ? `You are signed in with ${name}.${bonus}`
    : `${name} is now connected to your account.${bonus}`;
}
