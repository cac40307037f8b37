import {
  HISTORY_PAGE_SIZE_DEFAULT,
  kindsOfGroup,
  LEDGER_KIND_NAMES,
  LEDGER_KIND_PREFIXES,
  statementKindName,
  type PlayerStatementEntry,
  type PlayerStatementPage,
  type PlayerStatementQuery,
  type StatementKindGroup,
} from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { gameOf } from '@casino/games';
import { formatMoney } from '../../money.js';
import {
  challengeGameName,
  challengeRoundId,
  gameNameOfId,
  gameNameOfKey,
  gameNameOfSlug,
  sessionRoundId,
} from '../round-names.js';
import { periodBounds } from './statement-period.js';
import {
  walletStatementRows,
  type KindSelection,
  type StatementFilter,
  type WalletStatementRow,
} from './wallet-statement.js';

/** The ledger kinds a group of the kind filter selects; "other" is every kind not named. */
export function kindSelectionOf(group: StatementKindGroup): KindSelection {
  if (group !== 'other') return { ...kindsOfGroup(group), exclude: false };
  return {
    codes: Object.keys(LEDGER_KIND_NAMES),
    prefixes: LEDGER_KIND_PREFIXES.map((p) => p.prefix),
    exclude: true,
  };
}

/** A statement query's filter for a player (the page's and the CSV's). */
export function statementFilterOf(
  userId: string,
  query: Omit<PlayerStatementQuery, 'cursor' | 'limit'>,
  now: Date,
): StatementFilter {
  return {
    userId,
    currency: query.currency,
    kinds: query.kind ? kindSelectionOf(query.kind) : undefined,
    period: periodBounds(query, now),
  };
}

const memoText = (memo: Record<string, unknown>, key: string): string | null => {
  const value = memo[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** The game an entry belongs to and the round to recall, from what its memo names. */
export function gameAndRoundOf(
  row: WalletStatementRow,
): Pick<PlayerStatementEntry, 'game' | 'roundId' | 'roundLabel'> {
  if (row.session_id !== null)
    return {
      game: row.session_game_id === null ? null : gameNameOfId(row.session_game_id),
      roundId: sessionRoundId(row.session_id),
      roundLabel: `Round #${row.session_id}`,
    };
  if (row.challenge_id !== null)
    return {
      game: challengeGameName(row.challenge_game_type ?? ''),
      roundId: challengeRoundId(row.challenge_id),
      roundLabel: 'Challenge',
    };
  const liveRound = memoText(row.memo, 'roundId');
  if (row.live_game_key !== null)
    return {
      game: gameNameOfKey(row.live_game_key),
      roundId: null,
      roundLabel: liveRound === null ? null : `Live round #${liveRound}`,
    };
  if (row.poker_table_name !== null)
    return { game: `${gameOf('holdem').name} · ${row.poker_table_name}`, roundId: null, roundLabel: null };
  const slug = memoText(row.memo, 'game');
  return { game: slug === null ? null : gameNameOfSlug(slug), roundId: null, roundLabel: null };
}

export function toPlayerEntry(row: WalletStatementRow): PlayerStatementEntry {
  const name = statementKindName(row.kind, row.amount < 0n ? -1 : 1, row.jackpot);
  return {
    entryId: row.entry_id.toString(),
    transactionId: row.transaction_id.toString(),
    createdAt: row.created_at.toISOString(),
    kind: row.kind,
    kindLabel: name.label,
    group: name.group,
    currency: row.currency,
    amount: formatMoney(row.amount),
    balanceAfter: formatMoney(row.balance_after),
    ...gameAndRoundOf(row),
  };
}

/**
 * GET /api/history/statement: the player's wallet entries, newest first, a page at a time. Paged by
 * keyset (entries older than the cursor), so entries written meanwhile never shift a page: they come
 * before the first one, and no entry is skipped or shown twice.
 */
export async function playerStatementPage(
  db: Kysely<Database>,
  userId: string,
  query: PlayerStatementQuery,
  now: Date,
): Promise<PlayerStatementPage> {
  const limit = query.limit ?? HISTORY_PAGE_SIZE_DEFAULT;
  const rows = await walletStatementRows(
    db,
    {
      ...statementFilterOf(userId, query, now),
      beforeId: query.cursor === undefined ? undefined : BigInt(query.cursor),
    },
    { limit: limit + 1 },
  );
  const items = rows.slice(0, limit).map(toPlayerEntry);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.entryId ?? null) : null };
}
