import { z } from 'zod';
import { pageOf, PageQueryFields, UserRole } from './admin.js';
import { decimalParam } from './ids.js';
import {
  Currency,
  formatMoneyUnits,
  MAX_MONEY,
  moneyUnitsOf,
  MoneyString,
  SignedMoneyString,
} from './money.js';
import { plainText } from './plain-text.js';
import { RoundRecallStep } from './player-history.js';

// The back office's players (issue 15): search, a player's page, and the actions on a player.

export const PlayerIdParams = z.strictObject({
  userId: plainText().min(1).max(64).describe("the player's id"),
});
export type PlayerIdParams = z.infer<typeof PlayerIdParams>;

/** GET /api/admin/players?q&role&status&sort&dir&page&pageSize */
export const AdminPlayersQuery = z.strictObject({
  q: plainText().trim().max(100).optional().describe('part of a name or email, or a whole id'),
  role: UserRole.optional(),
  status: z.enum(['active', 'suspended']).optional(),
  sort: z
    .enum(['createdAt', 'email', 'name', 'balance', 'lastSeenAt'])
    .optional()
    .describe('default createdAt'),
  ...PageQueryFields,
});
export type AdminPlayersQuery = z.infer<typeof AdminPlayersQuery>;

export const AdminPlayerRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: UserRole,
  isGuest: z.boolean(),
  isVip: z.boolean(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable().describe('the last request of any of their sessions'),
  balance: MoneyString,
  sweepstakesCoins: MoneyString,
});
export type AdminPlayerRow = z.infer<typeof AdminPlayerRow>;
export const AdminPlayersPage = pageOf(AdminPlayerRow);
export type AdminPlayersPage = z.infer<typeof AdminPlayersPage>;

/** GET /api/admin/players/:userId: the player's page header. */
export const AdminPlayerDetail = z.object({
  player: AdminPlayerRow,
  dateOfBirth: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  liveSessions: z.number().int(),
  totals: z.object({
    rounds: z.number().int(),
    wagered: MoneyString,
    won: MoneyString,
    purchasesUsd: MoneyString,
    challenges: z.number().int(),
    pokerHands: z.number().int(),
  }),
  loyaltyPoints: z.number().int(),
  skillRating: z.number().int(),
  pendingAdjustments: z.number().int(),
});
export type AdminPlayerDetail = z.infer<typeof AdminPlayerDetail>;

/** GET /api/admin/players/:userId/ledger?currency&kind&page&pageSize: the player's statement, newest first. */
export const AdminStatementQuery = z.strictObject({
  currency: Currency.optional(),
  kind: plainText().max(64).optional().describe('ledger transaction kind, e.g. "slots_spin", "adjustment"'),
  ...PageQueryFields,
});
export type AdminStatementQuery = z.infer<typeof AdminStatementQuery>;

export const StatementEntry = z.object({
  transactionId: z.string(),
  entryId: z.string(),
  kind: z.string(),
  currency: Currency,
  amount: SignedMoneyString.describe('negative when it left the wallet'),
  balanceAfter: MoneyString,
  counterparty: z.string().describe('the other accounts of the transaction, e.g. "house:slots"'),
  memo: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;
export const StatementPage = pageOf(StatementEntry);
export type StatementPage = z.infer<typeof StatementPage>;

/** GET /api/admin/players/:userId/rounds?game&page: settled rounds (game sessions), newest first. */
export const AdminRoundsQuery = z.strictObject({
  game: plainText().max(64).optional().describe('catalogue game id or slug'),
  ...PageQueryFields,
});
export type AdminRoundsQuery = z.infer<typeof AdminRoundsQuery>;

export const AdminRoundRow = z.object({
  sessionId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  betAmount: MoneyString,
  winAmount: MoneyString,
  net: SignedMoneyString,
  createdAt: z.string(),
});
export type AdminRoundRow = z.infer<typeof AdminRoundRow>;
export const AdminRoundsPage = pageOf(AdminRoundRow);
export type AdminRoundsPage = z.infer<typeof AdminRoundsPage>;

export const RoundIdParams = z.strictObject({
  sessionId: decimalParam(1, Number.MAX_SAFE_INTEGER).describe('game session id'),
});

/** GET /api/admin/rounds/:sessionId: a round recalled step by step (GLI-19), with its fairness check. */
export const AdminRoundRecall = z.object({
  round: AdminRoundRow,
  userId: z.string(),
  balanceBefore: MoneyString.nullable().describe('the wallet before the stake left it (null when unknown)'),
  balanceAfter: MoneyString.nullable(),
  steps: z.array(RoundRecallStep),
  fairness: z
    .object({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable().describe('null until the player rotates the seed pair'),
      clientSeed: z.string(),
      nonce: z.number().int(),
      verified: z
        .boolean()
        .nullable()
        .describe('the outcome recomputed from the revealed seed; null before reveal'),
    })
    .nullable(),
  gameData: z.record(z.string(), z.unknown()),
});
export type AdminRoundRecall = z.infer<typeof AdminRoundRecall>;

/** GET /api/admin/players/:userId/sessions: signed-in sessions, newest first (the id never leaves the server whole). */
export const AdminPlayerSession = z.object({
  sessionRef: z.string().describe('the first 8 characters of a hash of the session id'),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.string().nullable(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type AdminPlayerSession = z.infer<typeof AdminPlayerSession>;

export const AdminListQuery = z.strictObject({ ...PageQueryFields });
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** GET /api/admin/players/:userId/challenges */
export const AdminChallengeRow = z.object({
  id: z.string(),
  gameType: z.string(),
  currency: Currency,
  betAmount: MoneyString,
  status: z.string(),
  result: z.string().nullable(),
  endReason: z.string().nullable(),
  opponentName: z.string().nullable(),
  won: z.boolean().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const AdminChallengesPage = pageOf(AdminChallengeRow);
export type AdminChallengeRow = z.infer<typeof AdminChallengeRow>;
export type AdminChallengesPage = z.infer<typeof AdminChallengesPage>;

/** GET /api/admin/players/:userId/poker-hands */
export const AdminPokerHandRow = z.object({
  handId: z.string(),
  tableId: z.number().int(),
  tableName: z.string(),
  handNumber: z.number().int(),
  status: z.enum(['in_progress', 'completed', 'voided']),
  pot: MoneyString,
  net: SignedMoneyString.nullable().describe("the player's result in the hand (null while it runs)"),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export const AdminPokerHandsPage = pageOf(AdminPokerHandRow);
export type AdminPokerHandRow = z.infer<typeof AdminPokerHandRow>;
export type AdminPokerHandsPage = z.infer<typeof AdminPokerHandsPage>;

/** GET /api/admin/players/:userId/purchases */
export const AdminPurchaseRow = z.object({
  id: z.string(),
  packageName: z.string(),
  priceUsd: MoneyString,
  coins: MoneyString,
  sweepstakesCoins: MoneyString,
  status: z.enum(['pending', 'completed', 'failed']),
  provider: z.string(),
  providerReference: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export const AdminPurchasesPage = pageOf(AdminPurchaseRow);
export type AdminPurchaseRow = z.infer<typeof AdminPurchaseRow>;
export type AdminPurchasesPage = z.infer<typeof AdminPurchasesPage>;

const Reason = plainText().trim().min(3, 'must be at least 3 characters').max(500);

/** POST /api/admin/players/:userId/suspend and /reinstate */
export const SuspensionRequest = z.strictObject({ reason: Reason });
export type SuspensionRequest = z.infer<typeof SuspensionRequest>;

/** POST /api/admin/players/:userId/reset-password: a one-time password, shown to the admin once. */
export const PasswordResetResponse = z.object({
  temporaryPassword: z.string(),
  sessionsEnded: z.number().int(),
});
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;

/** PUT /api/admin/players/:userId/role (admins only) */
export const RoleChangeRequest = z.strictObject({ role: UserRole, reason: Reason });
export type RoleChangeRequest = z.infer<typeof RoleChangeRequest>;

/** Why staff moved a player's money (kept with the adjustment and in the ledger memo). */
export const AdjustmentReasonCode = z.enum([
  'goodwill',
  'service_recovery',
  'promotion',
  'correction',
  'chargeback',
  'fraud',
  'test',
]);
export type AdjustmentReasonCode = z.infer<typeof AdjustmentReasonCode>;

const SIGNED_DECIMAL = /^-?(?:0|[1-9]\d{0,12})(?:\.\d{1,2})?$/;
/** A signed, non-zero amount with at most two decimals: "250.00" credits, "-250.00" debits. */
export const SignedMoneyAmount = z
  .string()
  .regex(SIGNED_DECIMAL, 'must be a signed amount with at most two decimals, e.g. "250.00" or "-250.00"')
  .transform((text, ctx) => {
    const negative = text.startsWith('-');
    const units = moneyUnitsOf(negative ? text.slice(1) : text);
    if (units === null || units === 0n) {
      ctx.addIssue({ code: 'custom', message: `must not be zero and at most ${MAX_MONEY}` });
      return z.NEVER;
    }
    return (negative ? '-' : '') + formatMoneyUnits(units);
  });

/** POST /api/admin/players/:userId/adjustments */
export const AdjustmentRequest = z.strictObject({
  currency: Currency,
  amount: SignedMoneyAmount,
  reasonCode: AdjustmentReasonCode,
  note: Reason,
});
export type AdjustmentRequest = z.infer<typeof AdjustmentRequest>;

/**
 * Adjustments whose size is above this many coins (either currency, credit or debit) wait for a
 * second admin's approval (four eyes); at or below it they apply at once. Configurable per deploy.
 */
export const ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT = '1000.00';

export const AdjustmentStatus = z.enum(['pending', 'applied', 'rejected', 'failed']);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatus>;

export const BalanceAdjustment = z.object({
  id: z.string(),
  userId: z.string(),
  playerName: z.string(),
  currency: Currency,
  amount: SignedMoneyString,
  reasonCode: AdjustmentReasonCode,
  note: z.string(),
  status: AdjustmentStatus,
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  needsApproval: z.boolean().describe('above the threshold: a second admin must approve it'),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type BalanceAdjustment = z.infer<typeof BalanceAdjustment>;
export const AdjustmentsPage = pageOf(BalanceAdjustment);
export type AdjustmentsPage = z.infer<typeof AdjustmentsPage>;

/** GET /api/admin/adjustments?status&userId&page */
export const AdjustmentsQuery = z.strictObject({
  status: AdjustmentStatus.optional(),
  userId: plainText().max(64).optional(),
  ...PageQueryFields,
});
export type AdjustmentsQuery = z.infer<typeof AdjustmentsQuery>;

export const AdjustmentIdParams = z.strictObject({
  adjustmentId: decimalParam(1, Number.MAX_SAFE_INTEGER).describe('adjustment id'),
});

/** POST /api/admin/adjustments/:adjustmentId/approve and /reject */
export const AdjustmentDecisionRequest = z.strictObject({ note: plainText().trim().max(500).optional() });
export type AdjustmentDecisionRequest = z.infer<typeof AdjustmentDecisionRequest>;
/** Why the requester cannot approve their own adjustment. */
export const FOUR_EYES_MESSAGE = 'A second admin must approve this adjustment: you requested it.';
