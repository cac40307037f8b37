import { sql, type Database, type Kysely, type RgPlayerRow, type Transaction } from '@casino/db';
import { periodStart } from './period-windows.js';

/**
 * The ledger transaction kinds that are a stake: their wallet debits are what a wager limit counts
 * (a one-shot round's stake leg, an open round's stakes, live-table bets, poker buy-ins and top-ups,
 * P2P challenge stakes).
 */
export const WAGER_KINDS = ['round', 'bet', 'live_bet', 'poker_buy_in', 'p2p_challenge_stake'] as const;

/** Kinds whose wallet entries are a game's money in or out: a session's net result sums them. */
export const GAME_KINDS = [
  ...WAGER_KINDS,
  'win',
  'free_spin',
  'live_bet_cancel',
  'live_round',
  'live_round_void',
  'poker_cash_out',
  'p2p_challenge_payout',
  'p2p_challenge_return',
  'p2p_challenge_refund',
] as const;

/**
 * The player's responsible-gaming row, locked until the transaction ends, or undefined when the
 * player never used a tool. Every gate and every change takes this lock first, so a player's
 * wagers, purchases and limit changes in any process are judged one after another (lock order:
 * the play's own rows, then this, then wallets).
 */
export function lockRgPlayer(trx: Transaction<Database>, userId: string): Promise<RgPlayerRow | undefined> {
  return trx
    .selectFrom('rg_players')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The player's row, created (and locked) on their first use of a tool. A new row starts the wager
 * totals of the current day, week and month from the ledger, so a limit set mid-day counts what was
 * already staked that day; from then on the gates keep the totals.
 */
export async function ensureRgPlayer(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<RgPlayerRow> {
  const inserted = await trx
    .insertInto('rg_players')
    .values({ user_id: userId, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) await startWagerTotals(trx, userId, now);
  const row = await lockRgPlayer(trx, userId);
  if (!row) throw new Error(`responsible-gaming row of ${userId} vanished`);
  return row;
}

type PeriodTotals = Record<'day' | 'week' | 'month', bigint>;

/**
 * What the player staked per currency in the current day, week and month, read from the ledger (a
 * player without a row, whose totals the gate does not keep, and the start of a new row's totals).
 */
export async function ledgerWagerTotals(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<Record<'coins' | 'sweeps', PeriodTotals>> {
  const day = periodStart('day', now);
  const week = periodStart('week', now);
  const month = periodStart('month', now);
  const { rows } = await sql<{ currency: 'coins' | 'sweeps'; day: string; week: string; month: string }>`
    select a.currency,
      coalesce(sum(-e.amount) filter (where e.created_at >= ${day}), 0)::text as day,
      coalesce(sum(-e.amount) filter (where e.created_at >= ${week}), 0)::text as week,
      coalesce(sum(-e.amount) filter (where e.created_at >= ${month}), 0)::text as month
    from accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'wallet' and a.user_id = ${userId} and e.amount < 0
      and e.created_at >= ${week < month ? week : month}
      and t.kind in (${sql.join(WAGER_KINDS.map((k) => sql.lit(k)))})
    group by a.currency`.execute(db);
  const of = (currency: 'coins' | 'sweeps'): PeriodTotals => {
    const row = rows.find((r) => r.currency === currency);
    return { day: BigInt(row?.day ?? 0), week: BigInt(row?.week ?? 0), month: BigInt(row?.month ?? 0) };
  };
  return { coins: of('coins'), sweeps: of('sweeps') };
}

async function startWagerTotals(trx: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const totals = await ledgerWagerTotals(trx, userId, now);
  const values = (['coins', 'sweeps'] as const).flatMap((currency) =>
    (['day', 'week', 'month'] as const).map((period) => ({
      user_id: userId,
      currency,
      period,
      period_start: periodStart(period, now),
      total: totals[currency][period],
    })),
  );
  await trx.insertInto('rg_wager_totals').values(values).execute();
}

/** Writes a line of the player's responsible-gaming log (the back office reads it). */
export async function logRgChange(
  trx: Kysely<Database>,
  userId: string,
  action: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('rg_changes')
    .values({ user_id: userId, action, detail: JSON.stringify(detail), created_at: now })
    .execute();
}
