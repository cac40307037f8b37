import { isIP } from 'node:net';
import { parseRegionList, SocialProvider } from '@casino/contracts';
import { DEFAULT_RG_RULES } from '@casino/domain';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ApiConfig, SweepstakesConfig } from './config.js';
import { loadOrCreateSessionSecret } from './session-secret.js';

/** SOCIAL_GOOGLE_ISSUER, SOCIAL_GOOGLE_CLIENT_ID, … for each provider, all optional. */
function socialProviderEnv() {
  const fields: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const provider of SocialProvider.options)
    for (const name of SOCIAL_PROVIDER_FIELDS) fields[socialEnvName(provider, name)] = z.string().optional();
  return fields;
}
const SOCIAL_PROVIDER_FIELDS = [
  'ISSUER',
  'CLIENT_ID',
  'CLIENT_SECRET',
  'AUTHORIZATION_URL',
  'TOKEN_URL',
  'USERINFO_URL',
  'JWKS_URL',
  'SCOPE',
] as const;
const socialEnvName = (provider: SocialProvider, field: (typeof SOCIAL_PROVIDER_FIELDS)[number]) =>
  `SOCIAL_${provider.toUpperCase()}_${field}`;

/** The only place the api reads process.env. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  // Named prepared statements for the statements a process runs often (packages/db, prepared-statements.ts);
  // 'false' behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_SECRET_PREVIOUS: z.string().optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: ApiConfig.shape.logLevel.default('info'),
  // Unset: json in production, pretty otherwise (apiConfigFromEnv).
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  GUEST_LIMIT_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(20),
  GUEST_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  DEMO_EMAIL: z.string().default('demo@casino.local'),
  DEMO_PASSWORD: z.string().default('demo-player-2025'),
  // No zod default: production must name the admin itself (apiConfigFromEnv); LOCAL_ADMIN otherwise.
  ADMIN_EMAIL: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_RESET_PASSWORD: z.enum(['true', 'false']).default('false'),
  // Coin store payments: the built-in sandbox (test mode) unless a real gateway is configured.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  PAYMENT_PROVIDER_NAME: z.string().min(1).optional(),
  PAYMENT_PROVIDER_URL: z.url().optional(),
  PAYMENT_PROVIDER_API_KEY: z.string().min(1).optional(),
  PAYMENT_PROVIDER_TEST_MODE: z.enum(['true', 'false']).default('false'),
  PROJECTOR_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
  PURCHASE_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  VIP_CASHBACK_INTERVAL_MS: z.coerce.number().int().min(0).default(600_000),
  LEDGER_AUDIT_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  // Unset: the challenge registry's 24 h (ApiConfig's default).
  CHALLENGE_EXPIRY_MS: z.coerce.number().int().positive().optional(),
  CHALLENGE_EXPIRY_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  CHALLENGE_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  HISTORY_EXPORTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Unset: ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT (ApiConfig's default), in coins, e.g. 1000.00.
  ADMIN_ADJUSTMENT_APPROVAL_ABOVE: z.string().optional(),
  // Mail (issue 17): SMTP_URL, or SMTP_HOST with SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_SECURE; unset
  // keeps mail in the local mailbox the app shows.
  SMTP_URL: z.string().min(1).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().min(3).default('Casino <no-reply@casino.local>'),
  SMS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(3_000),
  // Generated games (issue 19): the per-player limit, the designer, and an optional OpenAI-compatible model.
  AI_GAMES_PER_HOUR: z.coerce.number().int().positive().default(5),
  AI_GAMES_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
  AI_GAMES_LLM_URL: z.url().optional(),
  AI_GAMES_LLM_API_KEY: z.string().min(1).optional(),
  AI_GAMES_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_GAMES_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  PHONE_DEFAULT_REGION: z.string().default('US'),
  // Sweepstakes (issue 18): redemption, playthrough and the mail-in entry; see sweepstakesFromEnv.
  REDEMPTION_MINIMUM: z.string().optional(),
  SWEEPS_PLAYTHROUGH_MULTIPLE: z.string().optional(),
  AMOE_COINS_PER_ENTRY: z.string().optional(),
  AMOE_DAILY_LIMIT: z.string().optional(),
  AMOE_MAILING_ADDRESS: z.string().optional(),
  SWEEPS_EXCLUDED_REGIONS: z.string().optional(),
  KYC_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYOUT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  // Responsible gaming (issue 18): unset, DEFAULT_RG_RULES (24 h, 6 months, 7 days).
  RG_LIMIT_RAISE_DELAY_MS: z.coerce.number().int().min(0).optional(),
  RG_EXCLUSION_LIFT_AFTER_MONTHS: z.coerce.number().int().min(0).optional(),
  RG_EXCLUSION_COOLING_OFF_MS: z.coerce.number().int().min(0).optional(),
  // Social login (issue 17): SOCIAL_<PROVIDER>_* per provider, see socialLoginFromEnv.
  SOCIAL_CALLBACK_BASE_URL: z.url().optional(),
  ...socialProviderEnv(),
});

export type ApiEnv = z.infer<typeof Env>;

/** The documented admin for local use only: refused in production, where everyone knows it. */
export const LOCAL_ADMIN = { email: 'admin@casino.local', password: 'admin-change-me-2025' } as const;

export function readApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

export const dataDirOf = (env: ApiEnv): string => resolve(env.DATA_DIR);

/** How the process logs: LOG_LEVEL, and LOG_FORMAT or else JSON lines in production, readable lines otherwise. */
export const logSettingsOf = (env: ApiEnv): Pick<ApiConfig, 'logLevel' | 'logFormat'> => ({
  logLevel: env.LOG_LEVEL,
  logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
});

export function apiConfigFromEnv(env: ApiEnv, defaults: { webDistDir: string | null }): ApiConfig {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = [
      !env.SESSION_SECRET && 'SESSION_SECRET is required in production',
      !env.ADMIN_EMAIL && 'ADMIN_EMAIL is required in production (the seeded admin account)',
      !env.ADMIN_PASSWORD &&
        `ADMIN_PASSWORD is required in production (the default ${LOCAL_ADMIN.password} is for local use only)`,
      env.ADMIN_PASSWORD === LOCAL_ADMIN.password &&
        `ADMIN_PASSWORD must not be the documented default ${LOCAL_ADMIN.password} in production`,
    ].filter((line): line is string => typeof line === 'string');
    if (missing.length)
      throw new Error(
        `invalid configuration (NODE_ENV=production):\n${missing.map((m) => `  ${m}`).join('\n')}`,
      );
  }
  const secret = env.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDirOf(env));
  return ApiConfig.parse({
    sessionSecrets: [secret, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])],
    allowedOrigins: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.split(',').map((s) => s.trim()) : [],
    trustProxy: trustedProxiesOf(env.TRUST_PROXY),
    webDistDir: env.WEB_DIST_DIR ?? defaults.webDistDir,
    ...logSettingsOf(env),
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    guestLimits: {
      perAddressPerDay: env.GUEST_LIMIT_PER_ADDRESS_PER_DAY,
      sitewidePerMinute: env.GUEST_LIMIT_PER_MINUTE,
    },
    loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
    redisUrl: env.REDIS_URL ?? null,
    payments: paymentsFromEnv(env),
    projectorIntervalMs: env.PROJECTOR_INTERVAL_MS,
    purchaseReconcileIntervalMs: env.PURCHASE_RECONCILE_INTERVAL_MS,
    vipCashbackIntervalMs: env.VIP_CASHBACK_INTERVAL_MS,
    ledgerAuditIntervalMs: env.LEDGER_AUDIT_INTERVAL_MS,
    ...(env.CHALLENGE_EXPIRY_MS !== undefined ? { challengeExpiryMs: env.CHALLENGE_EXPIRY_MS } : {}),
    challengeExpirySweepMs: env.CHALLENGE_EXPIRY_SWEEP_MS,
    challengeWritesPerMinute: env.CHALLENGE_WRITES_PER_MINUTE,
    historyExportsPerMinute: env.HISTORY_EXPORTS_PER_MINUTE,
    ...(env.ADMIN_ADJUSTMENT_APPROVAL_ABOVE !== undefined
      ? { adjustmentApprovalThreshold: env.ADMIN_ADJUSTMENT_APPROVAL_ABOVE }
      : {}),
    mail: { smtpUrl: smtpUrlOf(env), from: env.MAIL_FROM },
    responsibleGaming: {
      raiseDelayMs: env.RG_LIMIT_RAISE_DELAY_MS ?? DEFAULT_RG_RULES.raiseDelayMs,
      exclusionLiftAfterMonths:
        env.RG_EXCLUSION_LIFT_AFTER_MONTHS ?? DEFAULT_RG_RULES.exclusionLiftAfterMonths,
      coolingOffMs: env.RG_EXCLUSION_COOLING_OFF_MS ?? DEFAULT_RG_RULES.coolingOffMs,
    },
    sms: { provider: env.SMS_PROVIDER },
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    aiGames: {
      generatePerHour: env.AI_GAMES_PER_HOUR,
      workerIntervalMs: env.AI_GAMES_WORKER_INTERVAL_MS,
      languageModel: env.AI_GAMES_LLM_URL
        ? {
            baseUrl: env.AI_GAMES_LLM_URL,
            apiKey: env.AI_GAMES_LLM_API_KEY ?? null,
            model: env.AI_GAMES_LLM_MODEL,
            timeoutMs: env.AI_GAMES_LLM_TIMEOUT_MS,
          }
        : null,
    },
    phoneDefaultRegion: env.PHONE_DEFAULT_REGION.toUpperCase(),
    ...(env.SWEEPS_EXCLUDED_REGIONS !== undefined
      ? { sweepsExcludedRegions: sweepsExcludedRegionsOf(env.SWEEPS_EXCLUDED_REGIONS) }
      : {}),
    socialLogin: socialLoginFromEnv(env),
    sweepstakes: sweepstakesFromEnv(env),
    seed: {
      demo: { email: env.DEMO_EMAIL, password: env.DEMO_PASSWORD },
      admin: {
        email: env.ADMIN_EMAIL ?? LOCAL_ADMIN.email,
        password: env.ADMIN_PASSWORD ?? LOCAL_ADMIN.password,
        resetPassword: env.ADMIN_RESET_PASSWORD === 'true',
      },
    },
  });
}

// proxy-addr's names for whole address ranges, which Fastify's trustProxy accepts beside addresses.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or a network as address/prefix length. */
function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY names the proxies in front of the api: a comma-separated list of addresses and
 * networks (`10.0.0.5`, `172.28.0.0/16`, `loopback`); unset, empty or `false` trusts none. `true`
 * (every hop) is refused: behind a proxy that appends to X-Forwarded-For, the client would choose its
 * own address and walk around every per-address limit.
 */
export function trustedProxiesOf(value: string | undefined): false | string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && ['false', 'none'].includes(entries[0] ?? '')))
    return false;
  if (entries.includes('true'))
    throw new Error(
      'invalid configuration:\n  TRUST_PROXY: true would trust every hop and let clients choose their own address; name the proxy addresses or networks (e.g. 172.28.0.10 or 10.0.0.0/8)',
    );
  const bad = entries.filter((e) => !isAddressOrNetwork(e));
  if (bad.length > 0)
    throw new Error(
      `invalid configuration:\n  TRUST_PROXY: not an address or network: ${bad.join(', ')} (expected e.g. 10.0.0.5, 172.28.0.0/16 or loopback)`,
    );
  return entries;
}

/** PAYMENT_PROVIDER=http plugs in a real gateway, which needs its URL and API key; the default is the sandbox. */
function paymentsFromEnv(env: ApiEnv): ApiConfig['payments'] {
  if (env.PAYMENT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  if (!env.PAYMENT_PROVIDER_URL || !env.PAYMENT_PROVIDER_API_KEY) {
    throw new Error(
      'invalid configuration: PAYMENT_PROVIDER=http needs PAYMENT_PROVIDER_URL and PAYMENT_PROVIDER_API_KEY',
    );
  }
  return {
    provider: 'http',
    name: env.PAYMENT_PROVIDER_NAME ?? 'Card payments',
    baseUrl: env.PAYMENT_PROVIDER_URL,
    apiKey: env.PAYMENT_PROVIDER_API_KEY,
    testMode: env.PAYMENT_PROVIDER_TEST_MODE === 'true',
  };
}

/**
 * The SMTP server mail goes to: SMTP_URL as given (smtp://user:pass@host:587, smtps://host:465), or
 * one built from SMTP_HOST, SMTP_PORT (587, or 465 when SMTP_SECURE=true), SMTP_USER and SMTP_PASS.
 * Null when neither is set: mail stays in the local mailbox.
 */
export function smtpUrlOf(env: ApiEnv): string | null {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE === 'true';
  const url = new URL(`${secure ? 'smtps' : 'smtp'}://${env.SMTP_HOST}`);
  url.port = String(env.SMTP_PORT ?? (secure ? 465 : 587));
  if (env.SMTP_USER) url.username = encodeURIComponent(env.SMTP_USER);
  if (env.SMTP_PASS) url.password = encodeURIComponent(env.SMTP_PASS);
  return url.toString().replace(/\/$/, '');
}

const DEFAULT_SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  facebook: 'openid email public_profile',
  apple: 'openid name email',
  instagram: 'openid',
};

/**
 * Social login providers: one is configured when SOCIAL_<PROVIDER>_ISSUER and _CLIENT_ID are set
 * (with _CLIENT_SECRET; for Apple the client secret JWT you sign with your key). _AUTHORIZATION_URL
 * and _TOKEN_URL (with _USERINFO_URL, _JWKS_URL) replace discovery; _SCOPE replaces the default.
 * SOCIAL_CALLBACK_BASE_URL is the public origin registered with the providers (default: the first
 * PUBLIC_ORIGIN, else the origin each request came to).
 */
export function socialLoginFromEnv(env: ApiEnv): ApiConfig['socialLogin'] {
  const read = (provider: SocialProvider, field: (typeof SOCIAL_PROVIDER_FIELDS)[number]) => {
    const value = (env as Record<string, unknown>)[socialEnvName(provider, field)];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const providers: ApiConfig['socialLogin']['providers'] = {};
  const problems: string[] = [];
  for (const provider of SocialProvider.options) {
    const issuer = read(provider, 'ISSUER');
    const clientId = read(provider, 'CLIENT_ID');
    const set = SOCIAL_PROVIDER_FIELDS.filter((field) => read(provider, field) !== null);
    if (set.length === 0) continue;
    if (!issuer || !clientId) {
      problems.push(
        `SOCIAL_${provider.toUpperCase()}_*: ${socialEnvName(provider, 'ISSUER')} and ${socialEnvName(provider, 'CLIENT_ID')} are both required`,
      );
      continue;
    }
    const authorizationUrl = read(provider, 'AUTHORIZATION_URL');
    const tokenUrl = read(provider, 'TOKEN_URL');
    if ((authorizationUrl === null) !== (tokenUrl === null)) {
      problems.push(
        `SOCIAL_${provider.toUpperCase()}_*: set both ${socialEnvName(provider, 'AUTHORIZATION_URL')} and ${socialEnvName(provider, 'TOKEN_URL')}, or neither (discovery)`,
      );
      continue;
    }
    providers[provider] = {
      issuer,
      clientId,
      clientSecret: read(provider, 'CLIENT_SECRET'),
      authorizationUrl,
      tokenUrl,
      userinfoUrl: read(provider, 'USERINFO_URL'),
      jwksUrl: read(provider, 'JWKS_URL'),
      scope: read(provider, 'SCOPE') ?? DEFAULT_SCOPES[provider],
      formPost: provider === 'apple',
    };
  }
  if (problems.length > 0)
    throw new Error(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const firstOrigin = env.PUBLIC_ORIGIN?.split(',')[0]?.trim();
  return {
    callbackBaseUrl: env.SOCIAL_CALLBACK_BASE_URL ?? (firstOrigin ? firstOrigin : null),
    providers,
  };
}

/** A number with at most two decimals ("1", "1.5", "2.25"), or undefined when it is not one. */
const twoDecimals = (text: string): number | undefined =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : undefined;

/**
 * The sweepstakes rules (issue 18): REDEMPTION_MINIMUM (100.00), SWEEPS_PLAYTHROUGH_MULTIPLE (1),
 * AMOE_COINS_PER_ENTRY (5.00), AMOE_DAILY_LIMIT (1), AMOE_MAILING_ADDRESS, KYC_PROVIDER and PAYOUT_PROVIDER (sandbox). A value that does not
 * read is refused at start-up, naming the variable.
 */
export function sweepstakesFromEnv(env: ApiEnv): SweepstakesConfig {
  const raw: Record<string, unknown> = { kycProvider: env.KYC_PROVIDER, payoutProvider: env.PAYOUT_PROVIDER };
  const problems: string[] = [];
  if (env.REDEMPTION_MINIMUM !== undefined) raw.redemptionMinimum = env.REDEMPTION_MINIMUM.trim();
  if (env.AMOE_COINS_PER_ENTRY !== undefined) raw.amoeCoinsPerEntry = env.AMOE_COINS_PER_ENTRY.trim();
  if (env.AMOE_MAILING_ADDRESS !== undefined) raw.amoeMailingAddress = env.AMOE_MAILING_ADDRESS.trim();
  if (env.SWEEPS_PLAYTHROUGH_MULTIPLE !== undefined) {
    const multiple = twoDecimals(env.SWEEPS_PLAYTHROUGH_MULTIPLE);
    if (multiple === undefined)
      problems.push('SWEEPS_PLAYTHROUGH_MULTIPLE: must be a number such as 1 or 1.5');
    else raw.playthroughMultiple = multiple;
  }
  if (env.AMOE_DAILY_LIMIT !== undefined) {
    const limit = /^\d{1,3}$/.test(env.AMOE_DAILY_LIMIT.trim())
      ? Number(env.AMOE_DAILY_LIMIT.trim())
      : undefined;
    if (limit === undefined) problems.push('AMOE_DAILY_LIMIT: must be a whole number such as 1');
    else raw.amoeDailyLimit = limit;
  }
  const parsed = SweepstakesConfig.safeParse(raw);
  if (!parsed.success) {
    const names: Record<string, string> = {
      redemptionMinimum: 'REDEMPTION_MINIMUM',
      playthroughMultiple: 'SWEEPS_PLAYTHROUGH_MULTIPLE',
      amoeCoinsPerEntry: 'AMOE_COINS_PER_ENTRY',
      amoeDailyLimit: 'AMOE_DAILY_LIMIT',
      amoeMailingAddress: 'AMOE_MAILING_ADDRESS',
    };
    for (const issue of parsed.error.issues)
      problems.push(`${names[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
  }
  if (problems.length > 0 || !parsed.success)
    throw new Error(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return parsed.data;
}

/**
 * SWEEPS_EXCLUDED_REGIONS: comma-separated region codes, a US state as "US-WA" or a whole country as
 * "CA" (empty: none excluded). An entry that names no region stops the start with a message.
 */
export function sweepsExcludedRegionsOf(value: string): string[] {
  const parsed = parseRegionList(value);
  if (!parsed.ok)
    throw new Error(
      `invalid configuration:\n  SWEEPS_EXCLUDED_REGIONS: not a region code: ${parsed.bad.join(', ')} (expected e.g. US-WA or CA)`,
    );
  return parsed.codes;
}
