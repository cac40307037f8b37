import { SocialProvider, type SocialProviderList } from '@casino/contracts';
import { DomainError, PROVIDER_NAMES, type ProviderIdentity } from '@casino/domain';
import * as oidc from 'openid-client';
import type { SocialLoginConfig, SocialProviderConfig } from '../config.js';

/**
 * The configured sign-in providers over openid-client (issue 17): discovery (or the configured
 * endpoints) once per provider and process, the authorization URL with state, nonce and PKCE, and the
 * code exchange that checks them and reads who signed in.
 */

/** Why a provider that is not configured has no working button. */
export function unavailableReason(provider: SocialProvider): string {
  if (provider === 'instagram')
    return 'Instagram offers no sign-in for players today (Meta retired its consumer login), so it is not available.';
  return `${PROVIDER_NAMES[provider]} sign-in is not set up on this server.`;
}

/** What the start of a flow keeps in the session for its callback. */
export interface PendingSocialLogin {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** The signed-in player linking this provider, or null: signing in. */
  linkUserId: string | null;
  startedAt: number;
}

/** A flow not finished within this long is refused at its callback. */
export const SOCIAL_LOGIN_FLOW_TTL_MS = 10 * 60_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Plain http only to this machine (a local OpenID server in development and tests). */
const isLoopbackHttp = (url: string): boolean => {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
};

const unreachable = (provider: SocialProvider) =>
  new DomainError(
    'provider_unavailable',
    `${PROVIDER_NAMES[provider]} sign-in could not be reached. Please try again later.`,
  );

export class SocialProviders {
  private readonly configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(private readonly config: SocialLoginConfig) {}

  isAvailable(provider: SocialProvider): boolean {
    return this.config.providers[provider] !== undefined;
  }

  list(): SocialProviderList {
    return SocialProvider.options.map((provider) => ({
      provider,
      available: this.isAvailable(provider),
      reason: this.isAvailable(provider) ? null : unavailableReason(provider),
    }));
  }

  /** The callback address registered with the provider. */
  redirectUri(provider: SocialProvider, requestOrigin: string): string {
    const base = (this.config.callbackBaseUrl ?? requestOrigin).replace(/\/$/, '');
    return `${base}/auth/${provider}/callback`;
  }

  private settingsOf(provider: SocialProvider): SocialProviderConfig {
    const settings = this.config.providers[provider];
    if (!settings) throw new DomainError('provider_unavailable', unavailableReason(provider));
    return settings;
  }

  /** The provider's configuration: discovered once (a failed discovery is tried again next time). */
  private configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    const cached = this.configurations.get(provider);
    if (cached) return cached;
    const settings = this.settingsOf(provider);
    const pending = configure(settings).catch((error: unknown) => {
      this.configurations.delete(provider);
      throw error;
    });
    this.configurations.set(provider, pending);
    return pending;
  }

  /** Starts a flow: where to send the browser and what to keep in the session. */
  async start(
    provider: SocialProvider,
    redirectUri: string,
    linkUserId: string | null,
    now: Date,
  ): Promise<{ url: string; pending: PendingSocialLogin }> {
    const settings = this.settingsOf(provider);
    const configuration = await this.configuration(provider).catch(() => {
      throw unreachable(provider);
    });
    const pending: PendingSocialLogin = {
      provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectUri,
      linkUserId,
      startedAt: now.getTime(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: settings.scope,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      ...(settings.formPost ? { response_mode: 'form_post' } : {}),
    });
    return { url: url.href, pending };
  }

  /**
   * Finishes a flow: openid-client checks the state, exchanges the code with the PKCE verifier and
   * checks the ID token (issuer, audience, nonce, signature); the person is its `sub`, or the userinfo
   * endpoint's `sub` / `id` for a plain OAuth 2 provider. `params` are the callback's parameters.
   */
  async finish(
    pending: PendingSocialLogin,
    params: URLSearchParams,
    names: { firstName: string | null; lastName: string | null },
  ): Promise<ProviderIdentity> {
    const configuration = await this.configuration(pending.provider).catch(() => {
      throw unreachable(pending.provider);
    });
    const callbackUrl = new URL(pending.redirectUri);
    for (const [key, value] of params) callbackUrl.searchParams.append(key, value);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    let profile: Record<string, unknown> = claims ? { ...claims } : {};
    const userinfo = configuration.serverMetadata().userinfo_endpoint;
    if (!claims && userinfo) {
      profile = await oidc.fetchUserInfo(configuration, tokens.access_token, oidc.skipSubjectCheck);
    }
    const subject = stringClaim(profile.sub) ?? stringClaim(profile.id);
    if (!subject) throw new Error('the provider named nobody (no sub claim)');
    const name = stringClaim(profile.name);
    return {
      provider: pending.provider,
      subject,
      email: profile.email_verified === false ? null : stringClaim(profile.email),
      firstName: names.firstName ?? stringClaim(profile.given_name) ?? name?.split(' ')[0] ?? null,
      lastName:
        names.lastName ?? stringClaim(profile.family_name) ?? name?.split(' ').slice(1).join(' ') ?? null,
    };
  }
}

const stringClaim = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, 200);
  return trimmed === '' ? null : trimmed;
};

async function configure(settings: SocialProviderConfig): Promise<oidc.Configuration> {
  const auth = settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None();
  const insecure = [settings.issuer, settings.authorizationUrl, settings.tokenUrl].some(
    (url) => url !== null && isLoopbackHttp(url),
  );
  if (settings.authorizationUrl && settings.tokenUrl) {
    const configuration = new oidc.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationUrl,
        token_endpoint: settings.tokenUrl,
        ...(settings.userinfoUrl ? { userinfo_endpoint: settings.userinfoUrl } : {}),
        ...(settings.jwksUrl ? { jwks_uri: settings.jwksUrl } : {}),
      },
      settings.clientId,
      undefined,
      auth,
    );
    if (insecure) oidc.allowInsecureRequests(configuration);
    configuration.timeout = 10;
    return configuration;
  }
  return oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: 10,
  });
}
