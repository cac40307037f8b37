import {
  ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
  AVATAR_WRITES_PER_MINUTE,
  moneyUnitsOf,
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
  REDEMPTION_RULE_DEFAULTS,
  RegionCode,
  SocialProvider,
} from '@casino/contracts';
import {
  DEFAULT_CHALLENGE_EXPIRY_MS,
  DEFAULT_RG_RULES,
  DEFAULT_SWEEPS_EXCLUDED_REGIONS,
} from '@casino/domain';
import { z } from 'zod';

/**
 * One sign-in provider (issue 17): an OpenID Connect issuer found by discovery, or explicit endpoints
 * (a plain OAuth 2 provider: the person is read from the userinfo endpoint's `sub` or `id`).
 */
export const SocialProviderConfig = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  /** Apple: the client secret JWT signed with your key (it expires after at most six months). */
  clientSecret: z.string().min(1).nullable(),
  authorizationUrl: z.url().nullable().default(null),
  tokenUrl: z.url().nullable().default(null),
  userinfoUrl: z.url().nullable().default(null),
  jwksUrl: z.url().nullable().default(null),
  scope: z.string().min(1),
  /** Apple sends its answer as a form POST (response_mode=form_post) when name or email is asked. */
  formPost: z.boolean().default(false),
});
export type SocialProviderConfig = z.infer<typeof SocialProviderConfig>;

export const SocialLoginConfig = z.object({
  /**
   * The public origin the providers send players back to (`<base>/auth/<provider>/callback`, as
   * registered with each provider); null: the origin the request came to.
   */
  callbackBaseUrl: z.url().nullable().default(null),
  providers: z.partialRecord(SocialProvider, SocialProviderConfig).default({}),
});
export type SocialLoginConfig = z.infer<typeof SocialLoginConfig>;

const decimalAmount = z
  .string()
  .refine((text) => moneyUnitsOf(text) !== null, 'must be a decimal amount such as "100.00"');

/** Where mail-in entries are sent, until the operator names their own (AMOE_MAILING_ADDRESS). */
export const AMOE_MAILING_ADDRESS_DEFAULT =
  'Royal Flush Social Casino, Sweepstakes Entries, PO Box 1000, Wilmington, DE 19899, USA';
/**
 * The sweepstakes rules the server applies (issue 18) and the Official Sweepstakes Rules page reads
 * back (GET /api/sweepstakes/rules), each configurable in env.ts.
 */
export const SweepstakesConfig = z.object({
  /** The smallest redemption, in sweepstakes coins. */
  redemptionMinimum: decimalAmount.default(REDEMPTION_RULE_DEFAULTS.redemptionMinimum),
  /** How many times a grant must be wagered before it is redeemable (0 to 100, two decimals). */
  playthroughMultiple: z.number().min(0).max(100).default(REDEMPTION_RULE_DEFAULTS.playthroughMultiple),
  /** Sweepstakes coins a credited mail-in entry pays. */
  amoeCoinsPerEntry: decimalAmount
    .refine((text) => (moneyUnitsOf(text) ?? 0n) > 0n, 'must be more than zero')
    .default(REDEMPTION_RULE_DEFAULTS.amoeCoinsPerEntry),
  /** Mail-in entry codes a player may request per UTC day. */
  amoeDailyLimit: z.number().int().min(1).max(100).default(REDEMPTION_RULE_DEFAULTS.amoeDailyLimit),
  amoeMailingAddress: z.string().min(10).max(300).default(AMOE_MAILING_ADDRESS_DEFAULT),
  /** Identity checks: the built-in sandbox (records, calls nobody). */
  kycProvider: z.literal('sandbox').default('sandbox'),
  /** Prize payouts: the built-in sandbox (records, pays nobody). */
  payoutProvider: z.literal('sandbox').default('sandbox'),
});
export type SweepstakesConfig = z.infer<typeof SweepstakesConfig>;

/** Everything the api needs to know, validated once; env.ts builds it from the environment. */
export const ApiConfig = z.object({
  /** First secret signs session cookies; the others still verify (rotation). */
  sessionSecrets: z.array(z.string().min(32)).min(1),
  /** Origins allowed to make state-changing requests besides the api's own host. */
  allowedOrigins: z.array(z.string()),
  /**
   * The proxies whose X-Forwarded-* headers are believed (client address for rate limits, https for
   * Secure cookies): addresses or networks, or false for none. Never every hop: a client could then
   * name any address it likes.
   */
  trustProxy: z.union([z.literal(false), z.array(z.string().min(1)).min(1)]),
  /** Built web app to serve at /, or null to serve only the api. */
  webDistDir: z.string().nullable(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /**
   * `json`: pino's JSON lines, one per event and two per request (production, log collectors).
   * `pretty`: short readable lines, requests only at debug level (`npm start`, development).
   */
  logFormat: z.enum(['pretty', 'json']).default('json'),
  /** Sign-in attempts (login, register, guest) per client address per minute. */
  authRateLimitPerMinute: z.number().int().positive(),
  /**
   * Per client address: avatar uploads and changes a minute, and "Forgot password?" requests an hour
   * (issue 18). Fixed in production; the contract fuzz raises them so its refusals stay visible.
   */
  accountRateLimits: z
    .object({
      avatarWritesPerMinute: z.number().int().positive(),
      passwordResetsPerAddressPerHour: z.number().int().positive(),
    })
    .default({
      avatarWritesPerMinute: AVATAR_WRITES_PER_MINUTE,
      passwordResetsPerAddressPerHour: PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
    }),
  /**
   * New guests (each granted coins) besides the per-minute address limit: per address (an IPv6 /64
   * counts as one) per day, and across the whole site per minute, so rotating addresses does not mint
   * players without end.
   */
  guestLimits: z
    .object({
      perAddressPerDay: z.number().int().positive(),
      sitewidePerMinute: z.number().int().positive(),
    })
    .default({ perAddressPerDay: 20, sitewidePerMinute: 60 }),
  /** Failed sign-ins per account per 15 minutes, from any address (password guessing spread over many). */
  loginFailuresPerAccount: z.number().int().positive().default(10),
  /** Shared rate-limit counters across api processes when set. */
  redisUrl: z.string().nullable(),
  /** Who takes the money for coin packages: the built-in sandbox (test mode) or an HTTP gateway. */
  payments: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('sandbox') }),
      z.object({
        provider: z.literal('http'),
        name: z.string().min(1),
        baseUrl: z.url(),
        apiKey: z.string().min(1),
        testMode: z.boolean(),
      }),
    ])
    .default({ provider: 'sandbox' }),
  /**
   * How often each api process projects settlement events besides the kick after each play; 0 runs no
   * projector in this process (another must), though a player's own loyalty and challenge reads catch up.
   */
  projectorIntervalMs: z.number().int().min(0).default(2_000),
  /**
   * How often each api process asks the payment provider about coin purchases left pending (a process
   * died mid-payment, the provider was unreachable) and settles them: credited once or failed. 0 runs
   * no reconciler in this process (another must, or interrupted purchases stay pending).
   */
  purchaseReconcileIntervalMs: z.number().int().min(0).default(30_000),
  /**
   * How often each api process pays the previous UTC day's VIP cashback to whoever has not had it
   * (each player and day is paid once, whichever process runs). 0 runs none in this process.
   */
  vipCashbackIntervalMs: z.number().int().min(0).default(600_000),
  /**
   * How often the ledger's conservation audit runs on its own (issue 15): at most once per interval
   * across all api processes, whichever gets there first. 0 runs no scheduled audit in this process.
   */
  ledgerAuditIntervalMs: z.number().int().min(0).default(3_600_000),
  /** How long an open P2P challenge waits for an opponent before it expires and refunds its stake. */
  challengeExpiryMs: z.number().int().positive().default(DEFAULT_CHALLENGE_EXPIRY_MS),
  /**
   * How often each api process refunds expired open challenges (each exactly once, whichever process
   * gets it first). 0 runs no sweep in this process (another must).
   */
  challengeExpirySweepMs: z.number().int().min(0).default(30_000),
  /** Challenge creates, accepts, cancels and rematches per player per minute. */
  challengeWritesPerMinute: z.number().int().positive().default(30),
  /** Statement CSV exports per player per minute (each reads the player's whole filtered history). */
  historyExportsPerMinute: z.number().int().positive().default(10),
  /**
   * Balance adjustments larger than this many coins (either currency, credit or debit) wait for a
   * second admin's approval (four eyes); at or below it an admin's adjustment applies at once.
   */
  adjustmentApprovalThreshold: z
    .string()
    .refine((text) => moneyUnitsOf(text) !== null, 'must be a decimal amount such as "1000.00"')
    .default(ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT),
  /**
   * Where mail goes (issue 17). smtpUrl null (the embedded default): nothing leaves the machine; mail
   * is kept in this installation's local mailbox, which the app shows (GET /api/mailbox, /mailbox).
   */
  mail: z
    .object({
      smtpUrl: z.string().min(1).nullable(),
      from: z.string().min(3),
    })
    .default({ smtpUrl: null, from: 'Casino <no-reply@casino.local>' }),
  /** Text messages: the built-in sandbox records them as sent without sending (labelled as such). */
  sms: z.object({ provider: z.literal('sandbox') }).default({ provider: 'sandbox' }),
  /** How often each api process sends due mail and text messages; 0 runs no mailer in this process. */
  outboxIntervalMs: z.number().int().min(0).default(3_000),
  /** The region a phone number written without a country code is read in (ISO 3166 alpha-2). */
  phoneDefaultRegion: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter region code such as US')
    .default('US'),
  /**
   * Regions where sweepstakes play is not offered (issue 18, sweeps-eligibility.ts): a player who
   * declares one keeps coin play and loses sweepstakes play, coin purchases and redemption.
   */
  sweepsExcludedRegions: z.array(RegionCode).default([...DEFAULT_SWEEPS_EXCLUDED_REGIONS]),
  /**
   * Responsible gaming (issue 18): how long a raised or removed limit waits, how many months an
   * indefinite self-exclusion runs before a lift may be asked for, and the cooling-off after asking.
   */
  responsibleGaming: z
    .object({
      raiseDelayMs: z.number().int().min(0),
      exclusionLiftAfterMonths: z.number().int().min(0),
      coolingOffMs: z.number().int().min(0),
    })
    .default(DEFAULT_RG_RULES),
  /** Generated games (issue 19): the per-player limit, the designer's interval and the optional model. */
  aiGames: z
    .object({
      /** Games one player may ask for per rolling hour. */
      generatePerHour: z.number().int().positive(),
      /** How often each api process designs queued games; 0 runs no designer in this process. */
      workerIntervalMs: z.number().int().min(0),
      /** An OpenAI-compatible endpoint that proposes names and descriptions; null: procedural only. */
      languageModel: z
        .object({
          baseUrl: z.url(),
          apiKey: z.string().min(1).nullable(),
          model: z.string().min(1),
          timeoutMs: z.number().int().positive(),
        })
        .nullable(),
    })
    .default({ generatePerHour: 5, workerIntervalMs: 2_000, languageModel: null }),
  /** Social login providers (issue 17); none configured by default. */
  socialLogin: SocialLoginConfig.default({ callbackBaseUrl: null, providers: {} }),
  /** Redemption, playthrough and the mail-in entry (issue 18). */
  sweepstakes: SweepstakesConfig.default(SweepstakesConfig.parse({})),
  seed: z.object({
    demo: z.object({ email: z.string(), password: z.string().min(8) }),
    /** Created when missing; an existing admin's password is only reset when resetPassword is set. */
    admin: z.object({
      email: z.string(),
      password: z.string().min(8),
      resetPassword: z.boolean().default(false),
    }),
  }),
});
export type ApiConfig = z.infer<typeof ApiConfig>;
