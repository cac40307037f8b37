import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMOE_MAILING_ADDRESS_DEFAULT } from './config.js';
import { apiConfigFromEnv, LOCAL_ADMIN, readApiEnv } from './env.js';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-env-'));
const secret = 's'.repeat(40);
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: secret,
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'a-long-private-pass',
};
const configOf = (source: Record<string, string>) =>
  apiConfigFromEnv(readApiEnv({ DATA_DIR: dataDir, ...source }), { webDistDir: null });

describe('admin account configuration', () => {
  it.each<{ name: string; source: Record<string, string> }>([
    { name: 'development', source: {} },
    { name: 'test', source: { NODE_ENV: 'test' } },
  ])('$name falls back to the documented local admin', ({ source }) => {
    expect(configOf(source).seed.admin).toEqual({ ...LOCAL_ADMIN, resetPassword: false });
  });

  it('production takes the admin from the environment', () => {
    expect(configOf(production).seed.admin).toEqual({
      email: 'ops@example.com',
      password: 'a-long-private-pass',
      resetPassword: false,
    });
  });

  it.each([
    {
      name: 'no ADMIN_PASSWORD',
      drop: 'ADMIN_PASSWORD',
      message: /ADMIN_PASSWORD is required in production/,
    },
    { name: 'no ADMIN_EMAIL', drop: 'ADMIN_EMAIL', message: /ADMIN_EMAIL is required in production/ },
    {
      name: 'no SESSION_SECRET',
      drop: 'SESSION_SECRET',
      message: /SESSION_SECRET is required in production/,
    },
  ])('production refuses to start with $name', ({ drop, message }) => {
    const { [drop as keyof typeof production]: _dropped, ...rest } = production;
    expect(() => configOf(rest)).toThrow(message);
  });

  it('production names every missing variable at once', () => {
    expect(() => configOf({ NODE_ENV: 'production' })).toThrow(
      /invalid configuration \(NODE_ENV=production\):\n {2}SESSION_SECRET .*\n {2}ADMIN_EMAIL .*\n {2}ADMIN_PASSWORD /,
    );
  });

  it('production refuses the documented default password even when set explicitly', () => {
    expect(() => configOf({ ...production, ADMIN_PASSWORD: LOCAL_ADMIN.password })).toThrow(
      /must not be the documented default/,
    );
  });

  it('refuses an admin password shorter than 8 characters', () => {
    expect(() => readApiEnv({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters/,
    );
  });

  it.each([
    { value: undefined, resetPassword: false },
    { value: 'false', resetPassword: false },
    { value: 'true', resetPassword: true },
  ])('ADMIN_RESET_PASSWORD=$value resets the password: $resetPassword', ({ value, resetPassword }) => {
    const source = value === undefined ? production : { ...production, ADMIN_RESET_PASSWORD: value };
    expect(configOf(source).seed.admin.resetPassword).toBe(resetPassword);
  });

  it('refuses an ADMIN_RESET_PASSWORD that is not true or false', () => {
    expect(() => readApiEnv({ ADMIN_RESET_PASSWORD: 'yes' })).toThrow(/ADMIN_RESET_PASSWORD/);
  });
});

describe('TRUST_PROXY: the proxies whose forwarded headers are believed', () => {
  it.each<[string, string | undefined, false | string[]]>([
    ['unset: none, also in production', undefined, false],
    ['empty', '', false],
    ['false', 'false', false],
    ['none', 'none', false],
    ['one address', '172.28.0.10', ['172.28.0.10']],
    ['networks and names', '10.0.0.0/8, fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('%s', (_name, value, expected) => {
    const source = value === undefined ? production : { ...production, TRUST_PROXY: value };
    expect(configOf(source).trustProxy).toEqual(expected);
  });

  it.each([
    ['true, which would trust every hop', 'true', /trust every hop/],
    ['a hop count', '1', /not an address or network: 1/],
    ['a host name', 'proxy.internal', /not an address or network: proxy.internal/],
    ['a prefix too long', '10.0.0.0/33', /not an address or network: 10.0.0.0\/33/],
    ['a malformed network', '10.0.0.0/8/1', /not an address or network/],
  ])('refuses %s', (_name, value, message) => {
    expect(() => configOf({ ...production, TRUST_PROXY: value })).toThrow(message);
  });
});

describe('log format', () => {
  it.each<{ name: string; source: Record<string, string>; format: 'pretty' | 'json' }>([
    { name: 'development: readable lines', source: {}, format: 'pretty' },
    { name: 'test: readable lines', source: { NODE_ENV: 'test' }, format: 'pretty' },
    { name: 'production: JSON lines', source: production, format: 'json' },
    { name: 'development asking for JSON', source: { LOG_FORMAT: 'json' }, format: 'json' },
    {
      name: 'production asking for readable lines',
      source: { ...production, LOG_FORMAT: 'pretty' },
      format: 'pretty',
    },
  ])('$name', ({ source, format }) => {
    expect(configOf(source).logFormat).toBe(format);
  });

  it('refuses an unknown format, naming the variable', () => {
    expect(() => configOf({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('statement exports', () => {
  it('default to 10 a minute per player, and take HISTORY_EXPORTS_PER_MINUTE', () => {
    expect(configOf({}).historyExportsPerMinute).toBe(10);
    expect(configOf({ HISTORY_EXPORTS_PER_MINUTE: '2' }).historyExportsPerMinute).toBe(2);
    expect(() => configOf({ HISTORY_EXPORTS_PER_MINUTE: '0' })).toThrow(/HISTORY_EXPORTS_PER_MINUTE/);
  });
});

describe('P2P challenge settings', () => {
  it('default to the registry: 24 h expiry, a sweep every 30 s, 30 writes a minute', () => {
    expect(configOf({})).toMatchObject({
      challengeExpiryMs: 24 * 60 * 60 * 1000,
      challengeExpirySweepMs: 30_000,
      challengeWritesPerMinute: 30,
    });
  });

  it('take CHALLENGE_EXPIRY_MS, CHALLENGE_EXPIRY_SWEEP_MS (0: no sweep here) and CHALLENGE_WRITES_PER_MINUTE', () => {
    expect(
      configOf({
        CHALLENGE_EXPIRY_MS: '600000',
        CHALLENGE_EXPIRY_SWEEP_MS: '0',
        CHALLENGE_WRITES_PER_MINUTE: '5',
      }),
    ).toMatchObject({ challengeExpiryMs: 600_000, challengeExpirySweepMs: 0, challengeWritesPerMinute: 5 });
  });

  it.each(['0', '-1', 'soon'])('refuses CHALLENGE_EXPIRY_MS=%s, naming it', (value) => {
    expect(() => readApiEnv({ CHALLENGE_EXPIRY_MS: value })).toThrow(/CHALLENGE_EXPIRY_MS/);
  });
});

describe('responsible gaming settings', () => {
  it('default to 24 h before a raise applies, 6 months before an indefinite exclusion can be lifted, 7 days of cooling-off', () => {
    expect(configOf({}).responsibleGaming).toEqual({
      raiseDelayMs: 24 * 60 * 60 * 1000,
      exclusionLiftAfterMonths: 6,
      coolingOffMs: 7 * 24 * 60 * 60 * 1000,
    });
  });

  it('take RG_LIMIT_RAISE_DELAY_MS, RG_EXCLUSION_LIFT_AFTER_MONTHS and RG_EXCLUSION_COOLING_OFF_MS', () => {
    expect(
      configOf({
        RG_LIMIT_RAISE_DELAY_MS: '3600000',
        RG_EXCLUSION_LIFT_AFTER_MONTHS: '12',
        RG_EXCLUSION_COOLING_OFF_MS: '0',
      }).responsibleGaming,
    ).toEqual({ raiseDelayMs: 3_600_000, exclusionLiftAfterMonths: 12, coolingOffMs: 0 });
  });

  it.each([
    ['RG_LIMIT_RAISE_DELAY_MS', '-1'],
    ['RG_EXCLUSION_LIFT_AFTER_MONTHS', 'six'],
    ['RG_EXCLUSION_COOLING_OFF_MS', '1.5'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => readApiEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('mail: SMTP from the environment, else the local mailbox', () => {
  it.each<{ name: string; source: Record<string, string>; smtpUrl: string | null }>([
    { name: 'nothing set: the local mailbox', source: {}, smtpUrl: null },
    {
      name: 'SMTP_URL as given',
      source: { SMTP_URL: 'smtp://u:p@mail.test:2525' },
      smtpUrl: 'smtp://u:p@mail.test:2525',
    },
    { name: 'a host: port 587', source: { SMTP_HOST: 'mail.test' }, smtpUrl: 'smtp://mail.test:587' },
    {
      name: 'a secure host with credentials: 465, escaped',
      source: { SMTP_HOST: 'mail.test', SMTP_SECURE: 'true', SMTP_USER: 'me@x.io', SMTP_PASS: 'p:w/d' },
      smtpUrl: 'smtps://me%40x.io:p%3Aw%2Fd@mail.test:465',
    },
    {
      name: 'a host and port',
      source: { SMTP_HOST: 'mail.test', SMTP_PORT: '25' },
      smtpUrl: 'smtp://mail.test:25',
    },
  ])('$name', ({ source, smtpUrl }) => {
    expect(configOf(source).mail.smtpUrl).toBe(smtpUrl);
  });

  it('reads the phone region upper-cased and refuses one that is not two letters', () => {
    expect(configOf({ PHONE_DEFAULT_REGION: 'gb' }).phoneDefaultRegion).toBe('GB');
    expect(() => configOf({ PHONE_DEFAULT_REGION: 'USA' })).toThrow(/two-letter region/);
  });
});

describe('social login providers', () => {
  it('configures none by default', () => {
    expect(configOf({}).socialLogin).toEqual({ callbackBaseUrl: null, providers: {} });
  });

  it.each<{ name: string; source: Record<string, string>; expected: Record<string, unknown> }>([
    {
      name: 'google by discovery, with its default scope',
      source: {
        SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
        SOCIAL_GOOGLE_CLIENT_ID: 'id',
        SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
      },
      expected: {
        google: {
          issuer: 'https://accounts.google.com',
          clientId: 'id',
          clientSecret: 'secret',
          authorizationUrl: null,
          tokenUrl: null,
          userinfoUrl: null,
          jwksUrl: null,
          scope: 'openid email profile',
          formPost: false,
        },
      },
    },
    {
      name: 'apple answers by form_post',
      source: {
        SOCIAL_APPLE_ISSUER: 'https://appleid.apple.com',
        SOCIAL_APPLE_CLIENT_ID: 'com.example.web',
        SOCIAL_APPLE_CLIENT_SECRET: 'eyJ.client-secret.jwt',
      },
      expected: {
        apple: expect.objectContaining({ scope: 'openid name email', formPost: true }) as unknown,
      },
    },
    {
      name: 'facebook by explicit endpoints and its own scope',
      source: {
        SOCIAL_FACEBOOK_ISSUER: 'https://www.facebook.com',
        SOCIAL_FACEBOOK_CLIENT_ID: 'fb',
        SOCIAL_FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/v19.0/dialog/oauth',
        SOCIAL_FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v19.0/oauth/access_token',
        SOCIAL_FACEBOOK_USERINFO_URL: 'https://graph.facebook.com/me?fields=id,name,email',
        SOCIAL_FACEBOOK_SCOPE: 'email public_profile',
      },
      expected: {
        facebook: expect.objectContaining({
          clientSecret: null,
          authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
          scope: 'email public_profile',
        }) as unknown,
      },
    },
  ])('$name', ({ source, expected }) => {
    expect(configOf(source).socialLogin.providers).toEqual(expected);
  });

  it('takes the callback base from SOCIAL_CALLBACK_BASE_URL, else the first PUBLIC_ORIGIN', () => {
    expect(
      configOf({ PUBLIC_ORIGIN: 'https://a.example, https://b.example' }).socialLogin.callbackBaseUrl,
    ).toBe('https://a.example');
    expect(
      configOf({ PUBLIC_ORIGIN: 'https://a.example', SOCIAL_CALLBACK_BASE_URL: 'https://login.example' })
        .socialLogin.callbackBaseUrl,
    ).toBe('https://login.example');
  });

  it.each<{ name: string; source: Record<string, string>; message: RegExp }>([
    {
      name: 'a client id without issuer',
      source: { SOCIAL_GOOGLE_CLIENT_ID: 'id' },
      message: /SOCIAL_GOOGLE_ISSUER/,
    },
    {
      name: 'an authorization URL without token URL',
      source: {
        SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
        SOCIAL_GOOGLE_CLIENT_ID: 'id',
        SOCIAL_GOOGLE_AUTHORIZATION_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      },
      message: /SOCIAL_GOOGLE_TOKEN_URL/,
    },
    {
      name: 'an issuer that is no URL',
      source: { SOCIAL_GOOGLE_ISSUER: 'google', SOCIAL_GOOGLE_CLIENT_ID: 'id' },
      message: /issuer/,
    },
  ])('refuses $name, naming the variable', ({ source, message }) => {
    expect(() => configOf(source)).toThrow(message);
  });
});

describe('sweepstakes rules (issue 18)', () => {
  it('default to a 100.00 minimum, 1x playthrough, 5.00 per mail-in entry, one a day, the sandboxes', () => {
    expect(configOf({}).sweepstakes).toEqual({
      redemptionMinimum: '100.00',
      playthroughMultiple: 1,
      amoeCoinsPerEntry: '5.00',
      amoeDailyLimit: 1,
      amoeMailingAddress: AMOE_MAILING_ADDRESS_DEFAULT,
      kycProvider: 'sandbox',
      payoutProvider: 'sandbox',
    });
  });

  it('takes every variable', () => {
    expect(
      configOf({
        REDEMPTION_MINIMUM: '50.00',
        SWEEPS_PLAYTHROUGH_MULTIPLE: '1.5',
        AMOE_COINS_PER_ENTRY: '2.50',
        AMOE_DAILY_LIMIT: '3',
        AMOE_MAILING_ADDRESS: 'Entries, PO Box 9, Albany, NY 12207',
      }).sweepstakes,
    ).toMatchObject({
      redemptionMinimum: '50.00',
      playthroughMultiple: 1.5,
      amoeCoinsPerEntry: '2.50',
      amoeDailyLimit: 3,
      amoeMailingAddress: 'Entries, PO Box 9, Albany, NY 12207',
    });
    expect(configOf({ SWEEPS_PLAYTHROUGH_MULTIPLE: '0' }).sweepstakes.playthroughMultiple).toBe(0);
  });

  it.each([
    ['REDEMPTION_MINIMUM', 'a hundred', /REDEMPTION_MINIMUM: must be a decimal amount/],
    ['SWEEPS_PLAYTHROUGH_MULTIPLE', '-1', /SWEEPS_PLAYTHROUGH_MULTIPLE: must be a number/],
    ['SWEEPS_PLAYTHROUGH_MULTIPLE', '1.555', /SWEEPS_PLAYTHROUGH_MULTIPLE: must be a number/],
    ['SWEEPS_PLAYTHROUGH_MULTIPLE', '101', /SWEEPS_PLAYTHROUGH_MULTIPLE: .*100/],
    ['AMOE_COINS_PER_ENTRY', '0.00', /AMOE_COINS_PER_ENTRY: must be more than zero/],
    ['AMOE_DAILY_LIMIT', '0', /AMOE_DAILY_LIMIT: /],
    ['AMOE_DAILY_LIMIT', 'once', /AMOE_DAILY_LIMIT: must be a whole number/],
    ['AMOE_MAILING_ADDRESS', 'PO Box', /AMOE_MAILING_ADDRESS: /],
    ['SWEEPS_EXCLUDED_REGIONS', 'Washington', /SWEEPS_EXCLUDED_REGIONS: not a region code/],
    ['KYC_PROVIDER', 'acme', /KYC_PROVIDER/],
    ['PAYOUT_PROVIDER', 'acme', /PAYOUT_PROVIDER/],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => configOf({ [name]: value })).toThrow(message);
  });
});
