import { parseRegionList } from '@casino/contracts';
import { z } from 'zod';
import { RoomsConfig } from './config.js';

/** The only place the rooms read process.env (standalone `npm run start:rooms`). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(2567),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string({
    error: 'DATABASE_URL is required: standalone rooms share PostgreSQL with the api',
  }),
  // Named prepared statements for the statements a process runs often (packages/db, prepared-statements.ts);
  // 'false' behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string({ error: 'SESSION_SECRET is required (the same as the api)' }).min(32),
  SESSION_SECRET_PREVIOUS: z.string().optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  ROOMS_PUBLIC_ADDRESS: z.string().optional(),
  POKER_LEASE_TTL_MS: z.coerce.number().int().min(1000).default(15_000),
  CHALLENGE_LEASE_TTL_MS: z.coerce.number().int().min(1000).default(15_000),
  LIVE_LEASE_TTL_MS: z.coerce.number().int().min(1000).default(15_000),
  LIVE_BETTING_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  // Eligibility (issue 18): the api's list, region codes such as US-WA; unset: the default list.
  SWEEPS_EXCLUDED_REGIONS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = parseRegionList(value);
      if (parsed.ok) return parsed.codes;
      ctx.addIssue({
        code: 'custom',
        message: `not a region code: ${parsed.bad.join(', ')} (expected e.g. US-WA or CA)`,
      });
      return z.NEVER;
    }),
});
export type RoomsEnv = z.infer<typeof Env>;

export function readRoomsEnv(source: NodeJS.ProcessEnv = process.env): RoomsEnv {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

export const roomsConfigFromEnv = (env: RoomsEnv): RoomsConfig =>
  RoomsConfig.parse({
    sessionSecrets: [
      env.SESSION_SECRET,
      ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : []),
    ],
    allowedOrigins: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.split(',').map((s) => s.trim()) : [],
    redisUrl: env.REDIS_URL ?? null,
    publicAddress: env.ROOMS_PUBLIC_ADDRESS ?? null,
    maxMessageBytes: 4096,
    pokerLeaseTtlMs: env.POKER_LEASE_TTL_MS,
    challengeLeaseTtlMs: env.CHALLENGE_LEASE_TTL_MS,
    liveLeaseTtlMs: env.LIVE_LEASE_TTL_MS,
    liveBettingMs: env.LIVE_BETTING_MS,
    ...(env.SWEEPS_EXCLUDED_REGIONS !== undefined
      ? { sweepsExcludedRegions: env.SWEEPS_EXCLUDED_REGIONS }
      : {}),
  });
