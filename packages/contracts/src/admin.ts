import { z } from 'zod';
import { decimalParam } from './ids.js';
import { MoneyString, SignedMoneyString } from './money.js';

// The back office (issue 15; spec document 2, /admin and section 6). Every route under /api/admin is
// guarded on the server: signed out → 401, a player → 403; support staff read everything and change
// nothing (403 on every write); admins do both and grant roles.

/** A user's role: players play; support reads the back office; admins change things. */
export const UserRole = z.enum(['player', 'support', 'admin']);
export type UserRole = z.infer<typeof UserRole>;
export const StaffRole = z.enum(['support', 'admin']);
export type StaffRole = z.infer<typeof StaffRole>;

/** The spec's wording for a non-admin (section 6), also the 403 message of every admin route. */
export const ACCESS_DENIED = {
  title: 'Access Denied',
  description: 'Admin privileges required to access this page.',
} as const;
/** A support member asking for a change. */
export const READ_ONLY_STAFF_MESSAGE = 'Support staff can view the back office but not change anything.';
/** The spec's toast on a 401 from the dashboard, then a redirect to the login path after 0.5 s. */
export const ADMIN_UNAUTHORIZED = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  redirectMs: 500,
} as const;

/** GET /api/admin/dashboard (spec: Admin dashboard): casino-wide totals from the real tables. */
export const AdminDashboard = z.object({
  totalWagered: MoneyString.describe('every stake ever placed, in coins (game sessions)'),
  totalUsers: z.number().int().describe('registered players and guests, staff excluded'),
  totalGames: z.number().int().describe('games in the catalogue'),
  totalSessions: z.number().int().describe('game sessions (settled rounds) ever played'),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

// Lists: paged and sorted on the server. `page` counts from 1.
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** Paging fields of every list's query; each list adds its filters and its `sort` enum. */
export const PageQueryFields = {
  page: decimalParam(1, 100_000).optional().describe('1-based, default 1'),
  pageSize: decimalParam(1, ADMIN_PAGE_SIZE_MAX).optional().describe(`default ${ADMIN_PAGE_SIZE_DEFAULT}`),
  dir: SortDirection.optional().describe('default desc'),
};

/** A page of a list: the rows and how many there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A calendar day, 'YYYY-MM-DD' (UTC). */
export const Day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD')
  .describe('UTC calendar day, YYYY-MM-DD');

/** The longest period the overview charts (a year of days). */
export const OVERVIEW_MAX_DAYS = 366;
export const OVERVIEW_DEFAULT_DAYS = 30;

/** GET /api/admin/overview?from&to: the charts, over a period of whole UTC days (default the last 30). */
export const AdminOverviewQuery = z.strictObject({
  from: Day.optional(),
  to: Day.optional(),
});
export type AdminOverviewQuery = z.infer<typeof AdminOverviewQuery>;

export const OverviewDay = z.object({
  day: Day,
  wagered: MoneyString.describe('coins staked that day'),
  houseResult: SignedMoneyString.describe(
    'stakes minus returns: the house gross gaming result (negative when players won)',
  ),
  sweepsWagered: MoneyString,
  sweepsHouseResult: SignedMoneyString,
  rounds: z.number().int(),
  activePlayers: z.number().int().describe('distinct players who settled a round that day'),
  newPlayers: z.number().int(),
  purchases: z.number().int().describe('completed coin purchases'),
  purchasesUsd: MoneyString.describe('their price, in dollars'),
  sweepsIssued: MoneyString.describe(
    'sweepstakes coins credited to players that day (grants, packages, bonuses)',
  ),
});
export type OverviewDay = z.infer<typeof OverviewDay>;

export const OverviewGame = z.object({
  game: z.string().describe('registry key or house account code, e.g. "slots", "blackjack", "holdem"'),
  name: z.string(),
  wagered: MoneyString,
  houseResult: SignedMoneyString,
  rounds: z.number().int(),
  players: z.number().int(),
});
export type OverviewGame = z.infer<typeof OverviewGame>;

/** One run of the conservation audit (the ledger page lists them; the overview shows the last). */
export const LedgerAuditRun = z.object({
  id: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  actorName: z.string().nullable(),
  ok: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().int(),
  transactions: z.number().int(),
  entries: z.number().int(),
  /** Per currency: the sum of every entry (zero when money is conserved). */
  totals: z.record(z.string(), SignedMoneyString),
  /** Each check by name, with how many findings it had (0 = holds) and a few examples. */
  checks: z.array(
    z.object({
      name: z
        .string()
        .describe('e.g. "accounts sum to zero", "wallets equal their entries", "no wallet negative"'),
      findings: z.number().int().nonnegative(),
      examples: z.array(z.string()),
    }),
  ),
});
export type LedgerAuditRun = z.infer<typeof LedgerAuditRun>;

export const AdminOverview = z.object({
  from: Day,
  to: Day,
  totals: AdminDashboard,
  days: z.array(OverviewDay),
  games: z.array(OverviewGame),
  sweepsOutstanding: MoneyString.describe('sweepstakes coins held in player wallets now'),
  coinsOutstanding: MoneyString.describe('coins held in player wallets now'),
  pendingAdjustments: z.number().int(),
  suspendedPlayers: z.number().int(),
  lastAudit: LedgerAuditRun.nullable(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
