import { z } from 'zod';
import { Currency, MoneyString, PositiveMoneyAmount, SignedMoneyString } from './money.js';

// Responsible gaming (issue 18): limits the player sets, the reality check, breaks and
// self-exclusion. Calls under /api/responsible-gaming; the rules in README "Responsible gaming".

// Rules ----------------------------------------------------------------------------------------

/** Limit periods: calendar day, ISO week (from Monday) and calendar month, all in UTC. */
export const RgPeriod = z.enum(['day', 'week', 'month']);
export type RgPeriod = z.infer<typeof RgPeriod>;

/** A session-length limit, in minutes. */
export const RG_SESSION_LIMIT_MINUTES = { min: 15, max: 24 * 60 } as const;
/** The reality check interval, in minutes. */
export const RG_REALITY_CHECK_MINUTES = { min: 5, max: 8 * 60 } as const;
/** A break ("take a break"), in days. */
export const RG_BREAK_DAYS = { min: 1, max: 30 } as const;
/** Self-exclusion lengths. */
export const RgExclusionLength = z.enum(['6-months', '1-year', '5-years', 'indefinite']);
export type RgExclusionLength = z.infer<typeof RgExclusionLength>;

// Requests -------------------------------------------------------------------------------------

const minutes = (range: { min: number; max: number }) =>
  z
    .number()
    .int('must be a whole number of minutes')
    .min(range.min, `must be at least ${range.min} minutes`)
    .max(range.max, `must be at most ${range.max} minutes`);

/**
 * POST /api/responsible-gaming/limits: sets, lowers, raises or removes (amount / minutes null) one
 * limit. Setting a new one or lowering one applies at once; raising or removing one waits (24 h by
 * default) as a pending change; setting it to what is in force cancels a pending change.
 */
export const SetRgLimitRequest = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('purchase'),
    period: RgPeriod,
    amount: PositiveMoneyAmount.nullable().describe('US dollars, e.g. "50.00"; null removes the limit'),
  }),
  z.strictObject({
    kind: z.literal('wager'),
    currency: Currency,
    period: RgPeriod,
    amount: PositiveMoneyAmount.nullable().describe('coins or sweepstakes coins; null removes the limit'),
  }),
  z.strictObject({
    kind: z.literal('session'),
    minutes: minutes(RG_SESSION_LIMIT_MINUTES).nullable().describe('null removes the limit'),
  }),
]);
export type SetRgLimitRequest = z.infer<typeof SetRgLimitRequest>;

/** POST /api/responsible-gaming/reality-check: the interval; null turns it off. Applies at once. */
export const SetRealityCheckRequest = z.strictObject({
  minutes: minutes(RG_REALITY_CHECK_MINUTES).nullable(),
});
export type SetRealityCheckRequest = z.infer<typeof SetRealityCheckRequest>;

/** POST /api/responsible-gaming/break. */
export const TakeBreakRequest = z.strictObject({
  days: z
    .number()
    .int('must be a whole number of days')
    .min(RG_BREAK_DAYS.min, `must be at least ${RG_BREAK_DAYS.min} day`)
    .max(RG_BREAK_DAYS.max, `must be at most ${RG_BREAK_DAYS.max} days`),
});
export type TakeBreakRequest = z.infer<typeof TakeBreakRequest>;

/** POST /api/responsible-gaming/self-exclusion: `confirm` says the player read what it means. */
export const SelfExclusionRequest = z.strictObject({
  length: RgExclusionLength,
  confirm: z.literal(true, { error: 'must be true: confirm that you understand what self-exclusion means' }),
});
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequest>;

// Answers --------------------------------------------------------------------------------------

/** A change that waits: a raise or removal, applied at `appliesAt`. */
export const RgPendingChange = z.object({
  amount: MoneyString.nullable().describe('null: the limit will be removed'),
  appliesAt: z.string(),
});

/** One money limit: what is in force, a waiting change, what was used this period and when it resets. */
export const RgMoneyLimit = z.object({
  amount: MoneyString.nullable(),
  pending: RgPendingChange.nullable(),
  used: MoneyString,
  resetsAt: z.string(),
});
export type RgMoneyLimit = z.infer<typeof RgMoneyLimit>;

export const RgPeriodLimits = z.object({ day: RgMoneyLimit, week: RgMoneyLimit, month: RgMoneyLimit });
export type RgPeriodLimits = z.infer<typeof RgPeriodLimits>;

/** A break or self-exclusion in force. */
export const RgBlock = z.object({
  kind: z.enum(['break', 'exclusion']),
  length: z.string().describe('"7-days", "6-months", "1-year", "5-years" or "indefinite"'),
  startedAt: z.string(),
  endsAt: z.string().nullable().describe('null: indefinite'),
  /** Indefinite exclusions: the first moment a lift may be asked for. */
  liftableFrom: z.string().nullable(),
  liftRequestedAt: z.string().nullable(),
});
export type RgBlock = z.infer<typeof RgBlock>;

/** The play session: wagers with no pause longer than the session pause between them. */
export const RgPlaySession = z.object({
  startedAt: z.string().nullable().describe('null: no session running'),
  lastWagerAt: z.string().nullable(),
  minutesPlayed: z.number().int(),
  net: z.object({ coins: SignedMoneyString, sweeps: SignedMoneyString }),
  nextRealityCheckAt: z.string().nullable(),
  /** The session-length limit is reached: play resumes at `resumesAt`. */
  limitReached: z.boolean(),
  resumesAt: z.string().nullable(),
});
export type RgPlaySession = z.infer<typeof RgPlaySession>;

/** GET /api/responsible-gaming: every tool's state for the signed-in player. */
export const RgStatus = z.object({
  purchase: RgPeriodLimits.describe('US dollars'),
  wager: z.object({ coins: RgPeriodLimits, sweeps: RgPeriodLimits }),
  session: z.object({
    limitMinutes: z.number().int().nullable(),
    pending: z.object({ limitMinutes: z.number().int().nullable(), appliesAt: z.string() }).nullable(),
  }),
  realityCheck: z.object({ intervalMinutes: z.number().int().nullable() }),
  playSession: RgPlaySession,
  block: RgBlock.nullable(),
  rules: z.object({
    raiseDelayHours: z.number(),
    exclusionLiftAfterMonths: z.number().int(),
    coolingOffDays: z.number(),
    sessionPauseMinutes: z.number().int(),
  }),
});
export type RgStatus = z.infer<typeof RgStatus>;

/**
 * GET /api/responsible-gaming/session: what the app checks in the background on every page (the
 * reality check, the session limit, a break or exclusion in force), cheaper than the whole status.
 */
export const RgSessionStatus = RgStatus.pick({ realityCheck: true, playSession: true, block: true }).extend({
  /** The server's time of the answer: the app times the reality check by it, whatever its own clock says. */
  serverTime: z.string(),
});
export type RgSessionStatus = z.infer<typeof RgSessionStatus>;

/** POST /api/responsible-gaming/limits answers what became of the change, and the status after it. */
export const SetRgLimitResponse = z.object({
  change: z.enum(['applied', 'pending', 'cancelled', 'unchanged']),
  appliesAt: z.string().nullable(),
  status: RgStatus,
});
export type SetRgLimitResponse = z.infer<typeof SetRgLimitResponse>;

/** One line of the player's responsible-gaming log (the back office). */
export const RgChange = z.object({
  at: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type RgChange = z.infer<typeof RgChange>;

/** GET /api/admin/players/{userId}/responsible-gaming: read-only for support and admins alike. */
export const AdminRgView = z.object({
  status: RgStatus,
  changes: z.array(RgChange),
});
export type AdminRgView = z.infer<typeof AdminRgView>;
