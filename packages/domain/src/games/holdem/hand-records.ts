import type { PokerHandSummaryItem } from '@casino/contracts';
import type { Database, Kysely, PokerHandRow, Transaction } from '@casino/db';
import { gameIdOf, gameOf } from '@casino/games';
import { recordSettlements } from '../../casino/settlement.js';
import { formatMoney } from '../../money.js';
import { assertLeaseHeld, postHandResult, type TableLease } from './table-chips.js';

/**
 * The record of every hand: when it starts, its deck commitment (public since before the deal), the
 * players' seeds and the server seed (which stays here, for operators only: it would rebuild every
 * folded hand); when it ends, the history with its deal proof and the final pot; or `voided` when the
 * table's host died in the middle (the chips never moved, see table-chips.ts).
 */
export interface HandStartRecord {
  tableId: number;
  handNumber: number;
  serverSeed: string;
  deckCommitment: string;
  playerSeeds: ReadonlyArray<{ seat: number; seed: string }>;
  players: ReadonlyArray<{ userId: string; seat: number; name: string; startStack: number }>;
}

export async function recordHandStart(
  db: Kysely<Database>,
  lease: TableLease,
  hand: HandStartRecord,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const currency = await assertLeaseHeld(trx, lease);
    const row = await trx
      .insertInto('poker_hands')
      .values({
        currency,
        table_id: hand.tableId,
        hand_number: hand.handNumber,
        server_seed: hand.serverSeed,
        deck_commitment: hand.deckCommitment,
        player_seeds: JSON.stringify(hand.playerSeeds),
        players: JSON.stringify(hand.players),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id.toString();
  });
}

export interface HandEndRecord {
  handId: string;
  pot: bigint;
  history: unknown;
  /** Each dealt-in player's net change over the hand (sums to zero). */
  netByUser: ReadonlyArray<{ userId: string; net: bigint }>;
  /**
   * Each player who put chips in or won some: recorded as a game session of live hold'em with its
   * `game.settled` event, so poker feeds stats, loyalty, leaderboards and achievements like any game.
   */
  sessions: ReadonlyArray<{
    userId: string;
    betUnits: bigint;
    winUnits: bigint;
    gameData: Record<string, unknown>;
  }>;
}

export const POKER_GAME_SLUG = gameOf('holdem').slug;

/**
 * Settles a finished hand in one transaction: the record, the chips between the seats and a game
 * session per player. Settling the same hand again (a retry) changes nothing: only a hand still in
 * progress is settled.
 */
export async function recordHandEnd(
  db: Kysely<Database>,
  lease: TableLease,
  hand: HandEndRecord,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const currency = await assertLeaseHeld(trx, lease);
    const settled = await trx
      .updateTable('poker_hands')
      .set({
        status: 'completed',
        pot: hand.pot,
        history: JSON.stringify(hand.history),
        ended_at: new Date(),
      })
      .where('id', '=', BigInt(hand.handId))
      .where('status', '=', 'in_progress')
      .returning('id')
      .executeTakeFirst();
    if (!settled) return;
    await postHandResult(trx, lease, hand.handId, hand.netByUser, currency);
    // Each player's share as a game session and `game.settled` event in the table's currency, in
    // one statement for the whole hand.
    await recordSettlements(
      trx,
      hand.sessions
        .filter((session) => session.betUnits !== 0n || session.winUnits !== 0n)
        .map((session) => ({ ...session, gameId: gameIdOf('holdem'), gameSlug: POKER_GAME_SLUG, currency })),
    );
  });
}

/** Marks a table's unfinished hands voided (inside the recovery transaction). Returns how many. */
export async function voidOpenHands(trx: Transaction<Database>, tableId: number): Promise<number> {
  const rows = await trx
    .updateTable('poker_hands')
    .set({ status: 'voided', ended_at: new Date() })
    .where('table_id', '=', tableId)
    .where('status', '=', 'in_progress')
    .returning('id')
    .execute();
  return rows.length;
}

/** The next hand number of a table (hand numbers survive restarts). */
export async function nextHandNumber(db: Kysely<Database>, tableId: number): Promise<number> {
  const row = await db
    .selectFrom('poker_hands')
    .select((eb) => eb.fn.max('hand_number').as('last'))
    .where('table_id', '=', tableId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** What the public hand list reads of a record: never the server seed. */
const LIST_COLUMNS = ['hand_number', 'status', 'pot', 'deck_commitment', 'started_at', 'ended_at'] as const;

const toListItem = (row: Pick<PokerHandRow, (typeof LIST_COLUMNS)[number]>): PokerHandSummaryItem => ({
  handNumber: row.hand_number,
  status: row.status === 'voided' ? 'voided' : 'completed',
  pot: formatMoney(row.pot),
  deckCommitment: row.deck_commitment,
  startedAt: row.started_at.toISOString(),
  endedAt: row.ended_at?.toISOString() ?? null,
});

/** Finished hands of a table, newest first, with the deck commitment each was dealt from. */
export async function recentHands(
  db: Kysely<Database>,
  tableId: number,
  limit = 20,
): Promise<PokerHandSummaryItem[]> {
  const rows = await db
    .selectFrom('poker_hands')
    .select(LIST_COLUMNS)
    .where('table_id', '=', tableId)
    .where('status', 'in', ['completed', 'voided'])
    .orderBy('hand_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toListItem);
}

/**
 * One finished hand's stored history (null while it is in progress: nothing secret leaks). Hands
 * stored before committed decks carried their revealed server seed; it is left out (with it, anyone
 * could rebuild the hand's folded cards).
 */
export async function finishedHandHistory(
  db: Kysely<Database>,
  tableId: number,
  handNumber: number,
): Promise<unknown> {
  const row = await db
    .selectFrom('poker_hands')
    .select(['history', 'status'])
    .where('table_id', '=', tableId)
    .where('hand_number', '=', handNumber)
    .executeTakeFirst();
  if (!row || row.status !== 'completed') return null;
  const history = row.history;
  if (typeof history !== 'object' || history === null || !('serverSeed' in history)) return history;
  const { serverSeed: _secret, ...shown } = history as Record<string, unknown>;
  return shown;
}
