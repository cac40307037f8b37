import { GAMES } from '@casino/games';
import { z } from 'zod';
import { Day } from './admin.js';
import { GameSession } from './game-sessions.js';
import { decimalParam } from './ids.js';
import { Currency, MoneyString, SignedMoneyString } from './money.js';
import { StatementKindGroup } from './statement-kinds.js';

// The player's history (issue 18, "History and game recall"): the statement of every ledger
// movement of their wallets, its CSV export, and their rounds recalled step by step (GLI-19).

export const HISTORY_PAGE_SIZE_DEFAULT = 25;
export const HISTORY_PAGE_SIZE_MAX = 100;

/** The statement's period presets; `custom` takes `from` and `to` (whole days, both included). */
export const StatementPeriod = z.enum(['all', 'today', '7d', '30d', 'custom']);
export type StatementPeriod = z.infer<typeof StatementPeriod>;

/** An IANA time zone the browser reports ("Europe/Paris"): the days of a period are its days. */
export const TimeZoneName = z
  .string()
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be a time zone such as "Europe/Paris"')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'is not a known time zone');

/** A keyset cursor: the last entry id of the previous page ("entries older than this one"). */
const EntryCursor = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, 'must be the nextCursor of the previous page')
  .describe('the nextCursor of the previous page');

const statementFilters = {
  currency: Currency.optional().describe('coins or sweeps; both when absent'),
  kind: StatementKindGroup.optional().describe('a group of movements; every kind when absent'),
  period: StatementPeriod.optional().describe('default all (or custom when from or to is given)'),
  from: Day.optional().describe('custom period: the first day, YYYY-MM-DD'),
  to: Day.optional().describe('custom period: the last day, YYYY-MM-DD'),
  tz: TimeZoneName.optional().describe("the player's time zone for the period's days; default UTC"),
};

type PeriodFields = {
  period?: StatementPeriod | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The period's fields agree: from and to only with a custom period, which needs one of them, in order. */
function checkPeriod(query: PeriodFields, ctx: z.RefinementCtx) {
  const custom = query.period === undefined || query.period === 'custom';
  if (!custom && query.from !== undefined)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'is only taken with period "custom"' });
  if (!custom && query.to !== undefined)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'is only taken with period "custom"' });
  if (query.period === 'custom' && query.from === undefined && query.to === undefined)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'is required with period "custom"' });
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
}

/** GET /api/history/statement?currency&kind&period&from&to&tz&cursor&limit */
export const PlayerStatementQuery = z
  .strictObject({
    ...statementFilters,
    cursor: EntryCursor.optional(),
    limit: decimalParam(1, HISTORY_PAGE_SIZE_MAX).optional().describe(`default ${HISTORY_PAGE_SIZE_DEFAULT}`),
  })
  .superRefine(checkPeriod);
export type PlayerStatementQuery = z.infer<typeof PlayerStatementQuery>;

/** GET /api/history/statement.csv: the same filters, every matching entry. */
export const PlayerStatementCsvQuery = z.strictObject(statementFilters).superRefine(checkPeriod);
export type PlayerStatementCsvQuery = z.infer<typeof PlayerStatementCsvQuery>;

/** Which round a statement line or a recall is: `session-<id>` (a game round) or `challenge-<id>`. */
export const PlayerRoundId = z
  .string()
  .regex(
    /^(session-[1-9]\d{0,17}|challenge-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
    'must be a round id such as "session-42"',
  );
export type PlayerRoundId = z.infer<typeof PlayerRoundId>;

/** One movement of one of the player's wallets. */
export const PlayerStatementEntry = z.object({
  entryId: z.string(),
  transactionId: z.string(),
  createdAt: z.string(),
  kind: z.string().describe('the ledger code, e.g. "round"'),
  kindLabel: z.string().describe('in words, e.g. "Round stake"'),
  group: StatementKindGroup,
  currency: Currency,
  amount: SignedMoneyString.describe('negative when it left the wallet'),
  balanceAfter: MoneyString,
  game: z.string().nullable().describe('the game it belongs to, e.g. "Classic Blackjack"'),
  roundId: PlayerRoundId.nullable().describe('the round to recall, when it has one'),
  roundLabel: z.string().nullable().describe('e.g. "Round #42", "Live round 7"'),
});
export type PlayerStatementEntry = z.infer<typeof PlayerStatementEntry>;

export const PlayerStatementPage = z.object({
  items: z.array(PlayerStatementEntry),
  nextCursor: z.string().nullable().describe('pass as cursor for the next (older) page; null at the end'),
});
export type PlayerStatementPage = z.infer<typeof PlayerStatementPage>;

/** The game filter of the rounds list: a game of the registry, or every P2P challenge. */
export const HistoryGame = z.enum(['challenges', ...GAMES.map((g) => g.key)]);
export type HistoryGame = z.infer<typeof HistoryGame>;

const RoundCursor = z
  .string()
  .regex(
    /^\d{1,16}_(session-\d{1,18}|challenge-[0-9a-f-]{36})$/,
    'must be the nextCursor of the previous page',
  )
  .describe('the nextCursor of the previous page');

/** GET /api/history/rounds?game&cursor&limit */
export const PlayerRoundsQuery = z.strictObject({
  game: HistoryGame.optional().describe('a game key, or "challenges"'),
  cursor: RoundCursor.optional(),
  limit: decimalParam(1, HISTORY_PAGE_SIZE_MAX).optional().describe(`default ${HISTORY_PAGE_SIZE_DEFAULT}`),
});
export type PlayerRoundsQuery = z.infer<typeof PlayerRoundsQuery>;

export const PlayerRoundRow = z.object({
  id: PlayerRoundId,
  source: z.enum(['session', 'challenge']),
  game: z.string().describe('the registry key of the game, or "challenges"'),
  gameName: z.string(),
  currency: Currency.nullable().describe("the wallet its money moved in (from the round's ledger entries)"),
  stake: MoneyString,
  returned: MoneyString,
  net: SignedMoneyString,
  summary: z.string().describe('the outcome in a few words'),
  playedAt: z.string(),
});
export type PlayerRoundRow = z.infer<typeof PlayerRoundRow>;

export const PlayerRoundsPage = z.object({
  items: z.array(PlayerRoundRow),
  nextCursor: z.string().nullable(),
});
export type PlayerRoundsPage = z.infer<typeof PlayerRoundsPage>;

export const PlayerRoundParams = z.strictObject({ roundId: PlayerRoundId });

/** One step of a recalled round, in words, with the money it moved. */
export const RoundRecallStep = z.object({
  label: z.string().describe('e.g. "Bet", "Deal", "Hit", "Dealer draws", "Settle"'),
  detail: z.string().describe('what happened, in words and cards/symbols'),
  amount: MoneyString.nullable(),
});
export type RoundRecallStep = z.infer<typeof RoundRecallStep>;

/** How the round's fairness is checked, by what decided it. */
export const PlayerRoundFairness = z.discriminatedUnion('kind', [
  /** The player's own seed pair: recomputed in the browser once the server seed is revealed. */
  z.object({
    kind: z.literal('seed-pair'),
    serverSeedHash: z.string(),
    serverSeed: z.string().nullable().describe('null until the player rotates the seed pair'),
    clientSeed: z.string(),
    nonce: z.number().int(),
    verified: z.boolean().nullable().describe("the server's own replay; null before the reveal"),
  }),
  /** A live table round: its public record is checked (GET /api/live-rounds/:roundId). */
  z.object({
    kind: z.literal('live-round'),
    liveRoundId: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  /** A poker hand: its committed deck opens the player's own cards and the board. */
  z.object({ kind: z.literal('poker-hand'), deckCommitment: z.string() }),
  /** A challenge: the seed committed before the first move, revealed when it ended. */
  z.object({
    kind: z.literal('challenge'),
    seedHash: z.string(),
    serverSeed: z.string().nullable(),
    verified: z
      .boolean()
      .nullable()
      .describe("the recorded moves replayed by the game's rules give the recorded result"),
  }),
]);
export type PlayerRoundFairness = z.infer<typeof PlayerRoundFairness>;

/** GET /api/history/rounds/:roundId: a round recalled step by step, with its fairness check. */
export const PlayerRoundRecall = z.object({
  round: PlayerRoundRow,
  balance: z
    .object({
      currency: Currency,
      before: MoneyString,
      after: MoneyString,
      of: z.enum(['wallet', 'table']).describe("the wallet, or the player's chips at a poker table"),
    })
    .nullable(),
  steps: z.array(RoundRecallStep),
  fairness: PlayerRoundFairness.nullable(),
  session: GameSession.nullable().describe("the round's record, for the browser's own recomputation"),
});
export type PlayerRoundRecall = z.infer<typeof PlayerRoundRecall>;
