import { z } from 'zod';
import { pageOf, PageQueryFields } from './admin.js';
import { IdempotencyKey } from './coin-store.js';
import { decimalParam } from './ids.js';
import { MoneyString, PositiveMoneyAmount } from './money.js';
import { plainText } from './plain-text.js';

// Prize redemption, the playthrough rule, identity checks (KYC) and the free alternative method of
// entry (issue 18). Sweepstakes coins are never sold: every credit of a player's sweepstakes wallet
// from an operator account is a grant, redeemable once played through.

/** The configurable rules' defaults (the api's env.ts documents each variable). */
export const REDEMPTION_RULE_DEFAULTS = {
  redemptionMinimum: '100.00',
  playthroughMultiple: 1,
  amoeCoinsPerEntry: '5.00',
  amoeDailyLimit: 1,
} as const;

/** What one sweepstakes coin redeems for, in US dollars. */
export const PRIZE_VALUE_PER_SWEEPSTAKES_COIN_USD = '1.00';

/** A provider behind one of the interfaces (identity checks, payouts); the sandbox says so. */
export const ProviderInfo = z.object({
  name: z.string(),
  displayName: z.string(),
  sandbox: z.boolean().describe('true: the built-in sandbox, which records instead of calling out'),
});
export type ProviderInfo = z.infer<typeof ProviderInfo>;

/** GET /api/sweepstakes/rules (signed out too): the Official Sweepstakes Rules' numbers, as the server applies them. */
export const SweepstakesRules = z.object({
  minimumAge: z.number().int(),
  excludedRegions: z
    .array(z.string())
    .describe('ISO 3166 codes (a country "XX" or a subdivision "XX-YY") where sweepstakes are not offered'),
  redemptionMinimum: MoneyString,
  prizeValuePerCoinUsd: MoneyString,
  playthroughMultiple: z.number().nonnegative(),
  startingSweepstakesCoins: MoneyString,
  freeCoins: z.object({ sweepstakesCoins: MoneyString, intervalHours: z.number().int().positive() }),
  amoe: z.object({
    coinsPerEntry: MoneyString,
    dailyLimit: z.number().int().positive(),
    mailingAddress: z.string(),
  }),
  kycProvider: ProviderInfo,
  payoutProvider: ProviderInfo,
});
export type SweepstakesRules = z.infer<typeof SweepstakesRules>;

/** One grant of sweepstakes coins and how far it is played through. */
export const SweepsGrant = z.object({
  id: z.string(),
  source: z.string().describe('the ledger transaction kind that paid it: free_coins, coin_purchase, ...'),
  amount: MoneyString,
  required: MoneyString.describe('wagering it needs before it is redeemable (amount x the multiple then)'),
  played: MoneyString.describe('wagering counted against it so far'),
  locked: MoneyString.describe('the part of it not redeemable yet'),
  createdAt: z.string(),
});
export type SweepsGrant = z.infer<typeof SweepsGrant>;

/** GET /api/redemptions/playthrough */
export const Playthrough = z.object({
  sweepstakesCoins: MoneyString,
  redeemable: MoneyString.describe('the balance minus the locked part of the grants, never below 0'),
  locked: MoneyString,
  grants: z
    .array(SweepsGrant)
    .describe(
      'every grant still locked (oldest first: the one being played through now), then the 10 latest played through',
    ),
});
export type Playthrough = z.infer<typeof Playthrough>;

export const KycStatus = z.enum(['unverified', 'pending', 'verified', 'rejected']);
export type KycStatus = z.infer<typeof KycStatus>;
export const KycDocumentType = z.enum(['passport', 'drivers_license', 'national_id']);
export type KycDocumentType = z.infer<typeof KycDocumentType>;

const Line = (max: number) => plainText().trim().min(1, 'is required').max(max);

/** POST /api/kyc: who the player is, as their identity document says. */
export const KycSubmission = z.strictObject({
  legalFirstName: Line(100),
  legalLastName: Line(100),
  dateOfBirth: z.iso.date('must be a date as YYYY-MM-DD'),
  addressLine1: Line(200),
  addressLine2: plainText().trim().max(200).optional(),
  city: Line(100),
  region: plainText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,3}$/, 'must be the state or province code, such as NY or ON'),
  postalCode: plainText()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'must be a postal code such as 10001'),
  country: plainText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
  documentType: KycDocumentType,
  documentReference: plainText()
    .trim()
    .min(4, 'must be at least 4 characters')
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'may contain only letters, digits and -'),
});
export type KycSubmission = z.infer<typeof KycSubmission>;

/** GET /api/kyc and POST /api/kyc: the player's identity check as it stands. */
export const KycState = z.object({
  status: KycStatus,
  provider: ProviderInfo,
  legalName: z.string().nullable(),
  region: z.string().nullable().describe('"US-NY": the country and region of the checked address'),
  documentType: KycDocumentType.nullable(),
  documentEnding: z.string().nullable().describe("the document reference's last 4 characters"),
  reason: z.string().nullable().describe('why it was rejected, or why it waits for review'),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type KycState = z.infer<typeof KycState>;

export const RedemptionStatus = z.enum(['pending', 'cancelled', 'rejected', 'approved', 'paid']);
export type RedemptionStatus = z.infer<typeof RedemptionStatus>;
export const RedemptionStepKind = z.enum([
  'requested',
  'cancelled',
  'approved',
  'rejected',
  'payout_failed',
  'paid',
]);
export type RedemptionStepKind = z.infer<typeof RedemptionStepKind>;

export const RedemptionStep = z.object({
  kind: RedemptionStepKind,
  at: z.string(),
  note: z.string().nullable(),
});
export type RedemptionStep = z.infer<typeof RedemptionStep>;

/** One redemption request, as its player sees it. */
export const Redemption = z.object({
  id: z.string(),
  amount: MoneyString,
  status: RedemptionStatus,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable().describe('the reason a request was rejected'),
  paidAt: z.string().nullable(),
  payoutReference: z.string().nullable(),
  canCancel: z.boolean().describe('pending: not yet decided, so the player may still cancel it'),
  steps: z.array(RedemptionStep),
});
export type Redemption = z.infer<typeof Redemption>;

/** POST /api/redemptions, with an Idempotency-Key header naming this request. */
export const RedemptionRequest = z.strictObject({ amount: PositiveMoneyAmount });
export type RedemptionRequest = z.infer<typeof RedemptionRequest>;
export const RedemptionHeaders = z.object({ 'idempotency-key': IdempotencyKey });

/** GET /api/redemptions: the player's requests, newest first (the latest 50). */
export const RedemptionList = z.object({ requests: z.array(Redemption) });
export type RedemptionList = z.infer<typeof RedemptionList>;

export const RedemptionIdParams = z.strictObject({
  redemptionId: decimalParam(1, Number.MAX_SAFE_INTEGER).describe('redemption request id'),
});
export type RedemptionIdParams = z.infer<typeof RedemptionIdParams>;

export const AmoeEntryStatus = z.enum(['issued', 'credited']);
export type AmoeEntryStatus = z.infer<typeof AmoeEntryStatus>;

/** A mail-in entry code and whether it has been credited. */
export const AmoeEntry = z.object({
  id: z.string(),
  code: z.string(),
  status: AmoeEntryStatus,
  requestedAt: z.string(),
  creditedAt: z.string().nullable(),
  coins: MoneyString.nullable().describe('the sweepstakes coins it credited'),
});
export type AmoeEntry = z.infer<typeof AmoeEntry>;

/** GET /api/amoe/entries: the player's codes (newest first, the latest 30) and today's allowance. */
export const AmoeEntries = z.object({
  entries: z.array(AmoeEntry),
  dailyLimit: z.number().int().positive(),
  requestedToday: z.number().int().nonnegative(),
  nextRequestAt: z.string().nullable().describe('when the next code can be requested; null: now'),
  coinsPerEntry: MoneyString,
  mailingAddress: z.string(),
});
export type AmoeEntries = z.infer<typeof AmoeEntries>;

// ---- The back office ----

const StaffRef = z.object({ id: z.string(), name: z.string() });

/** GET /api/admin/redemptions?status&userId&page&pageSize&dir: the review queue (status=pending) and history. */
export const AdminRedemptionsQuery = z.strictObject({
  status: RedemptionStatus.optional(),
  userId: plainText().min(1).max(64).optional(),
  ...PageQueryFields,
});
export type AdminRedemptionsQuery = z.infer<typeof AdminRedemptionsQuery>;

export const AdminRedemption = Redemption.extend({
  userId: z.string(),
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  kycStatus: KycStatus,
  legalName: z.string().nullable(),
  sweepstakesCoins: MoneyString.describe("the player's sweepstakes balance now"),
  redeemable: MoneyString.describe('what the player could still redeem now'),
  locked: MoneyString.describe('the part of their balance not played through yet'),
  decidedBy: StaffRef.nullable(),
  payoutAttempts: z.number().int().nonnegative(),
  payoutError: z.string().nullable().describe('why the last payout attempt failed (approved, unpaid)'),
});
export type AdminRedemption = z.infer<typeof AdminRedemption>;
export const AdminRedemptionsPage = pageOf(AdminRedemption);

const Reason = plainText().trim().min(3, 'must be at least 3 characters').max(500);

/** POST /api/admin/redemptions/:redemptionId/approve (and /retry-payout): an optional note. */
export const RedemptionApproval = z.strictObject({ note: plainText().trim().max(500).optional() });
export type RedemptionApproval = z.infer<typeof RedemptionApproval>;
/** POST /api/admin/redemptions/:redemptionId/reject: the reason the player is shown. */
export const RedemptionRejection = z.strictObject({ reason: Reason });
export type RedemptionRejection = z.infer<typeof RedemptionRejection>;

/** GET /api/admin/kyc?status&page&pageSize&dir */
export const AdminKycQuery = z.strictObject({
  status: KycStatus.exclude(['unverified']).optional(),
  ...PageQueryFields,
});
export type AdminKycQuery = z.infer<typeof AdminKycQuery>;

export const AdminKycRecord = z.object({
  userId: z.string(),
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  accountDateOfBirth: z.string().nullable().describe('the date of birth the player registered with'),
  status: KycStatus,
  legalFirstName: z.string(),
  legalLastName: z.string(),
  dateOfBirth: z.string(),
  address: z.string().describe('the address on one line'),
  region: z.string(),
  documentType: KycDocumentType,
  documentReference: z.string(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  reason: z.string().nullable(),
  submissions: z.number().int().positive(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: StaffRef.nullable().describe('null: decided by the provider (or not yet)'),
});
export type AdminKycRecord = z.infer<typeof AdminKycRecord>;
export const AdminKycPage = pageOf(AdminKycRecord);

/** POST /api/admin/kyc/:userId/verify: an optional note. */
export const KycVerification = z.strictObject({ note: plainText().trim().max(500).optional() });
export type KycVerification = z.infer<typeof KycVerification>;
/** POST /api/admin/kyc/:userId/reject: the reason the player is shown. */
export const KycRejection = z.strictObject({ reason: Reason });
export type KycRejection = z.infer<typeof KycRejection>;

/** GET /api/admin/amoe/entries?status&page&pageSize&dir */
export const AdminAmoeQuery = z.strictObject({ status: AmoeEntryStatus.optional(), ...PageQueryFields });
export type AdminAmoeQuery = z.infer<typeof AdminAmoeQuery>;

export const AdminAmoeEntry = AmoeEntry.extend({
  userId: z.string(),
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  creditedBy: StaffRef.nullable(),
});
export type AdminAmoeEntry = z.infer<typeof AdminAmoeEntry>;
export const AdminAmoePage = pageOf(AdminAmoeEntry);

/** POST /api/admin/amoe/credit: the code written on a received mail-in entry (case and dashes do not matter). */
export const AmoeCreditRequest = z.strictObject({
  code: plainText().trim().min(1, 'is required').max(40),
});
export type AmoeCreditRequest = z.infer<typeof AmoeCreditRequest>;
