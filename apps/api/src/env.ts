import { resolve } from 'node:path';
import { z } from 'zod';
import { ApiConfig } from './config.js';
import { loadOrCreateSessionSecret } from './session-secret.js';

/** The only place the api reads process.env. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_SECRET_PREVIOUS: z.string().optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: ApiConfig.shape.logLevel.default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
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
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY === 'true' : production,
    webDistDir: env.WEB_DIST_DIR ?? defaults.webDistDir,
    logLevel: env.LOG_LEVEL,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    redisUrl: env.REDIS_URL ?? null,
    payments: paymentsFromEnv(env),
    projectorIntervalMs: env.PROJECTOR_INTERVAL_MS,
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
