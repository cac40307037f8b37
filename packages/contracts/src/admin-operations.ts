import { z } from 'zod';
import { Day, LedgerAuditRun, pageOf, PageQueryFields, StaffRole, UserRole } from './admin.js';
import { Game } from './games.js';
import { decimalParam, IdParam } from './ids.js';
import { Currency, MoneyAmount, MoneyString, PositiveMoneyAmount, SignedMoneyString } from './money.js';
import { plainText } from './plain-text.js';

// The back office's ledger, catalogue, live operations and audit log (issue 15).

const Reason = plainText().trim().min(3, 'must be at least 3 characters').max(500);

// ---- Ledger -------------------------------------------------------------------------------------

/** GET /api/admin/ledger/audits?page: the conservation audit's runs, newest first. */
export const LedgerAuditRunsPage = pageOf(LedgerAuditRun);
/** POST /api/admin/ledger/audits runs it now (admins and support: reading changes nothing). */

export const AccountKind = z.enum(['wallet', 'escrow', 'house', 'promotions', 'store', 'adjustments']);
export type AccountKind = z.infer<typeof AccountKind>;

/** GET /api/admin/ledger/accounts?kind&currency&q&page: any account (q: a code or a player id). */
export const AdminAccountsQuery = z.strictObject({
  kind: AccountKind.optional(),
  currency: Currency.optional(),
  q: plainText().trim().max(100).optional(),
  sort: z.enum(['id', 'balance', 'code']).optional(),
  ...PageQueryFields,
});
export type AdminAccountsQuery = z.infer<typeof AdminAccountsQuery>;

export const AdminAccount = z.object({
  id: z.string(),
  kind: AccountKind,
  currency: Currency,
  code: z.string().nullable(),
  userId: z.string().nullable(),
  ownerName: z.string().nullable(),
  balance: SignedMoneyString.describe('system accounts are the negative of what they paid out net'),
  entries: z.number().int(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminAccountsPage = pageOf(AdminAccount);

export const AccountIdParams = z.strictObject({
  accountId: decimalParam(1, Number.MAX_SAFE_INTEGER).describe('ledger account id'),
});

export const AccountEntry = z.object({
  entryId: z.string(),
  transactionId: z.string(),
  kind: z.string(),
  amount: SignedMoneyString,
  balanceAfter: SignedMoneyString,
  counterparty: z.string(),
  memo: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AccountEntry = z.infer<typeof AccountEntry>;
export const AccountEntriesPage = pageOf(AccountEntry);

// ---- Catalogue ----------------------------------------------------------------------------------

/** A badge pinned on a game's card; 'none' hides HOT and NEW; absent (null) leaves them to the data. */
export const GameBadge = z.enum(['hot', 'new', 'featured', 'none']);
export type GameBadge = z.infer<typeof GameBadge>;

/** GET /api/admin/games: every game, active or not, with what the admin can change. */
export const AdminGame = Game.extend({
  badge: GameBadge.nullable(),
  registryMinBet: MoneyString.nullable().describe(
    "the registry's limits, the bounds an admin can set within",
  ),
  registryMaxBet: MoneyString.nullable(),
  updatedAt: z.string(),
});
export type AdminGame = z.infer<typeof AdminGame>;

export const GameIdParams = z.strictObject({ gameId: IdParam });

/** PATCH /api/admin/games/:gameId: on/off, limits and badge, effective for players at once. */
export const GameUpdateRequest = z
  .strictObject({
    isActive: z.boolean().optional(),
    minBet: PositiveMoneyAmount.optional(),
    maxBet: PositiveMoneyAmount.optional(),
    badge: GameBadge.nullable().optional(),
    reason: Reason,
  })
  .refine(
    (r) =>
      r.isActive !== undefined || r.minBet !== undefined || r.maxBet !== undefined || r.badge !== undefined,
    {
      message: 'must change at least one of isActive, minBet, maxBet, badge',
    },
  );
export type GameUpdateRequest = z.infer<typeof GameUpdateRequest>;

/** GET /api/admin/coin-packages: every package, on sale or not. */
export const AdminCoinPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  priceUsd: MoneyString,
  coins: MoneyString,
  sweepstakesCoins: MoneyString,
  bonusPercentage: z.number().int(),
  description: z.string(),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  purchases: z.number().int().describe('completed purchases'),
  updatedAt: z.string(),
});
export type AdminCoinPackage = z.infer<typeof AdminCoinPackage>;

/** What one package may hold: a store offer, not a way round the ledger's ceiling. */
export const MAX_PACKAGE_COINS = 100_000_000;
export const MAX_PACKAGE_SWEEPSTAKES_COINS = 100_000;
const PackageFields = {
  name: plainText().trim().min(2).max(60),
  priceUsd: PositiveMoneyAmount.describe('price in dollars'),
  coins: PositiveMoneyAmount.refine((units) => Number(units) <= MAX_PACKAGE_COINS, {
    message: `must be at most ${MAX_PACKAGE_COINS}.00`,
  }),
  sweepstakesCoins: MoneyAmount.refine((units) => Number(units) <= MAX_PACKAGE_SWEEPSTAKES_COINS, {
    message: `must be at most ${MAX_PACKAGE_SWEEPSTAKES_COINS}.00`,
  }).describe('free bonus sweepstakes coins'),
  bonusPercentage: z.number().int().min(0).max(1000),
  description: plainText().trim().max(200),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
};
/** POST /api/admin/coin-packages */
export const CoinPackageCreateRequest = z.strictObject({ ...PackageFields, reason: Reason });
export type CoinPackageCreateRequest = z.infer<typeof CoinPackageCreateRequest>;
/** PATCH /api/admin/coin-packages/:packageId (a purchase keeps what it was sold for). */
export const CoinPackageUpdateRequest = z.strictObject({
  ...(Object.fromEntries(Object.entries(PackageFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof PackageFields]: z.ZodOptional<(typeof PackageFields)[K]>;
  }),
  reason: Reason,
});
export type CoinPackageUpdateRequest = z.infer<typeof CoinPackageUpdateRequest>;
export const CoinPackageIdParams = z.strictObject({ packageId: IdParam });

/** GET /api/admin/poker-tables: every table, open or closed. */
export const AdminPokerTable = z.object({
  id: z.number().int(),
  name: z.string(),
  smallBlind: MoneyString,
  bigBlind: MoneyString,
  maxPlayers: z.number().int(),
  minBuyIn: MoneyString,
  maxBuyIn: MoneyString,
  isActive: z.boolean(),
  seatedPlayers: z.number().int(),
  host: z.string().nullable().describe('the rooms process holding the lease'),
  leaseUntil: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPokerTable = z.infer<typeof AdminPokerTable>;

const TableFields = {
  name: plainText().trim().min(2).max(40),
  smallBlind: PositiveMoneyAmount,
  bigBlind: PositiveMoneyAmount,
  maxPlayers: z.number().int().min(2).max(10),
  minBuyIn: PositiveMoneyAmount,
  maxBuyIn: PositiveMoneyAmount,
};
/** POST /api/admin/poker-tables (big blind two to three small blinds; buy-ins between 10 and 500 big blinds, min ≤ max). */
export const PokerTableCreateRequest = z.strictObject({ ...TableFields, reason: Reason });
export type PokerTableCreateRequest = z.infer<typeof PokerTableCreateRequest>;
/** PATCH /api/admin/poker-tables/:tableId: name or stakes; stakes only while nobody is seated. */
export const PokerTableUpdateRequest = z.strictObject({
  name: TableFields.name.optional(),
  smallBlind: TableFields.smallBlind.optional(),
  bigBlind: TableFields.bigBlind.optional(),
  minBuyIn: TableFields.minBuyIn.optional(),
  maxBuyIn: TableFields.maxBuyIn.optional(),
  reason: Reason,
});
export type PokerTableUpdateRequest = z.infer<typeof PokerTableUpdateRequest>;
export const PokerTableIdParams = z.strictObject({ tableId: IdParam });
/** POST /api/admin/poker-tables/:tableId/close (the hand in play finishes; everyone is cashed out) and /reopen. */
export const ReasonRequest = z.strictObject({ reason: Reason });
export type ReasonRequest = z.infer<typeof ReasonRequest>;

// ---- Live operations ----------------------------------------------------------------------------

export const LiveSeat = z.object({
  userId: z.string(),
  name: z.string(),
  chips: MoneyString,
});

/** GET /api/admin/live: every room now running, with its players, pot, host and lease. */
export const LiveOperations = z.object({
  pokerTables: z.array(
    z.object({
      tableId: z.number().int(),
      name: z.string(),
      stakes: z.string(),
      host: z.string().nullable(),
      leaseUntil: z.string().nullable(),
      leaseExpired: z.boolean(),
      seated: z.array(LiveSeat),
      escrow: MoneyString.describe("chips at the table: the table's escrow accounts"),
      hand: z
        .object({
          handId: z.string(),
          handNumber: z.number().int(),
          pot: MoneyString,
          startedAt: z.string(),
          stuck: z.boolean().describe('running longer than a hand can (its host gone or its timers stopped)'),
        })
        .nullable(),
    }),
  ),
  challenges: z.array(
    z.object({
      challengeId: z.string(),
      gameType: z.string(),
      currency: Currency,
      stake: MoneyString.describe('per player'),
      escrow: MoneyString,
      players: z.array(z.object({ userId: z.string(), name: z.string() })),
      host: z.string().nullable(),
      leaseUntil: z.string().nullable(),
      leaseExpired: z.boolean(),
      acceptedAt: z.string().nullable(),
      startedAt: z.string().nullable(),
      moves: z.number().int(),
      stuck: z.boolean(),
    }),
  ),
  generatedAt: z.string(),
});
export type LiveOperations = z.infer<typeof LiveOperations>;

export const ChallengeVoidParams = z.strictObject({ challengeId: plainText().min(1).max(64) });
export const PokerHandVoidParams = z.strictObject({
  handId: decimalParam(1, Number.MAX_SAFE_INTEGER).describe('poker hand id'),
});
/** The answer of POST /api/admin/live/challenges/:challengeId/void and /live/poker-hands/:handId/void. */
export const VoidResponse = z.object({
  voided: z.literal(true),
  refunded: z.array(z.object({ userId: z.string(), amount: MoneyString, currency: Currency })),
});
export type VoidResponse = z.infer<typeof VoidResponse>;

// ---- Audit log ----------------------------------------------------------------------------------

/** What staff can do, as the audit log names it. */
export const AdminAction = z.enum([
  'player.suspend',
  'player.reinstate',
  'player.reset_password',
  'player.role',
  'adjustment.request',
  'adjustment.approve',
  'adjustment.reject',
  'adjustment.apply',
  'ledger.audit',
  'game.update',
  'coin_package.create',
  'coin_package.update',
  'poker_table.create',
  'poker_table.update',
  'poker_table.close',
  'poker_table.reopen',
  'challenge.void',
  'poker_hand.void',
  'redemption.approve',
  'redemption.reject',
  'redemption.payout',
  'kyc.verify',
  'kyc.reject',
  'amoe.credit',
  'ai_game.hide',
  'ai_game.show',
  'ai_game.feature',
  'ai_game.unfeature',
]);
export type AdminAction = z.infer<typeof AdminAction>;
export const AuditTargetKind = z.enum([
  'player',
  'adjustment',
  'ledger',
  'game',
  'coin_package',
  'poker_table',
  'challenge',
  'poker_hand',
  'redemption',
  'kyc',
  'amoe_entry',
  'ai_game',
]);
export type AuditTargetKind = z.infer<typeof AuditTargetKind>;

/** GET /api/admin/audit-log?actorId&action&targetKind&targetId&from&to&page (and audit-log.csv: the same rows, all pages). */
export const AuditLogQuery = z.strictObject({
  actorId: plainText().max(64).optional(),
  action: AdminAction.optional(),
  targetKind: AuditTargetKind.optional(),
  targetId: plainText().max(64).optional(),
  from: Day.optional(),
  to: Day.optional(),
  ...PageQueryFields,
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), role: StaffRole }),
  action: AdminAction,
  targetKind: AuditTargetKind,
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogPage = pageOf(AuditLogEntry);
/** The CSV export's most rows (newest first); the filter narrows a bigger log. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** GET /api/admin/staff: everyone with a staff role (admins grant roles on a player's page). */
export const StaffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: UserRole,
  lastActionAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;
