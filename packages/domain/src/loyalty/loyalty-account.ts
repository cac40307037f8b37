import type { Database, Kysely, PlayerLoyaltyRow, Transaction } from '@casino/db';

export type LoyaltyRow = PlayerLoyaltyRow;

/**
 * A player's loyalty row, created on first use and locked FOR UPDATE until the transaction ends.
 * Every change to points, free spins or the daily streak goes through here first, so changes of one
 * player are serialised. Lock order everywhere: loyalty row, then wallets (the ledger locks those).
 */
export async function lockLoyalty(trx: Transaction<Database>, userId: string): Promise<LoyaltyRow> {
  const row = (await lockLoyaltyRows(trx, [userId])).get(userId);
  if (!row) throw new Error(`loyalty row of ${userId} was not created`);
  return row;
}

/**
 * The loyalty rows of several players (created on first use), locked FOR UPDATE in player-id order
 * (the order two projectors meet in, so they never deadlock), in two statements whatever the count.
 */
export async function lockLoyaltyRows(
  trx: Transaction<Database>,
  userIds: readonly string[],
): Promise<Map<string, LoyaltyRow>> {
  const ordered = [...new Set(userIds)].sort();
  if (ordered.length === 0) return new Map();
  await trx
    .insertInto('player_loyalty')
    .values(ordered.map((user_id) => ({ user_id })))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const rows = await trx
    .selectFrom('player_loyalty')
    .selectAll()
    .where('user_id', 'in', ordered)
    .orderBy('user_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

/** The row without a lock (a fresh row's defaults when the player has none yet). */
export async function readLoyalty(db: Kysely<Database>, userId: string): Promise<LoyaltyRow> {
  const row = await db
    .selectFrom('player_loyalty')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row ?? {
      user_id: userId,
      points: 0,
      total_points_earned: 0,
      wager_carry: 0n,
      free_spins: 0,
      bonus_coins: 0n,
      streak_days: 0,
      last_daily_reward_on: null,
      vip_from: null,
      updated_at: new Date(0),
    }
  );
}

export interface LoyaltyLogInput {
  userId: string;
  kind: string;
  description: string;
  pointsChange?: number;
  /** Minor units. */
  coinsChange?: bigint;
  spinsChange?: number;
  /** What caused the entry; the same cause is never logged (nor paid) twice. */
  sourceKey: string;
  /** When it happened; the database's clock (as for the game session it follows) when omitted. */
  at?: Date;
}

const logRow = (entry: LoyaltyLogInput) => ({
  user_id: entry.userId,
  kind: entry.kind,
  description: entry.description,
  points_change: entry.pointsChange ?? 0,
  coins_change: entry.coinsChange ?? 0n,
  spins_change: entry.spinsChange ?? 0,
  source_key: entry.sourceKey,
  ...(entry.at ? { created_at: entry.at } : {}),
});

/** Appends several entries in one statement; a source logged before is skipped. */
export async function appendLoyaltyLogs(trx: Transaction<Database>, entries: readonly LoyaltyLogInput[]) {
  if (entries.length === 0) return;
  await trx
    .insertInto('loyalty_log')
    .values(entries.map(logRow))
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
}

/** Appends to the reward log; false when this source was logged before (nothing is written then). */
export async function appendLoyaltyLog(trx: Transaction<Database>, entry: LoyaltyLogInput): Promise<boolean> {
  const inserted = await trx
    .insertInto('loyalty_log')
    .values(logRow(entry))
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Credits earned points (they count toward the tier) with their log entry, once per source: a
 * source logged before changes nothing and returns false. The caller holds the loyalty lock.
 */
export async function awardPoints(
  trx: Transaction<Database>,
  entry: Omit<LoyaltyLogInput, 'pointsChange'> & { points: number; freeSpins?: number },
): Promise<boolean> {
  const spins = entry.freeSpins ?? 0;
  const logged = await appendLoyaltyLog(trx, { ...entry, pointsChange: entry.points, spinsChange: spins });
  if (!logged) return false;
  if (entry.points === 0 && spins === 0) return true;
  await trx
    .updateTable('player_loyalty')
    .set((eb) => ({
      points: eb('points', '+', entry.points),
      total_points_earned: eb('total_points_earned', '+', entry.points),
      free_spins: eb('free_spins', '+', spins),
    }))
    .where('user_id', '=', entry.userId)
    .execute();
  return true;
}
