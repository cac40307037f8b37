import type { PlayCurrency } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { sessionAndEventInserts } from '../casino/settlement.js';
import { createStatementBatcher } from '../concurrency/statement-batcher.js';
import { perDatabase } from '../per-database.js';

/** One decided round to settle: the nonce it used and everything the ledger and history record. */
export interface OneShotSettlementRow {
  /** The seed pair the round was decided with, and the nonce and client seed it used. */
  pairId: bigint;
  nonce: number;
  clientSeed: string;
  userId: string;
  /**
   * The round's currency: walletId, houseId and jackpotId are that currency's accounts (rows of
   * different currencies share a batch; each row moves its own currency only).
   */
  currency: PlayCurrency;
  walletId: bigint;
  houseId: bigint;
  /** Minor units staked (from the wallet to the house) and returned (from the house to the wallet). */
  stakeUnits: bigint;
  winUnits: bigint;
  /** The jackpot pool account and the stake's share that feeds it (slots; 0 and null otherwise). */
  jackpotId: bigint | null;
  contributionUnits: bigint;
  gameId: number;
  gameSlug: string;
  /** JSON texts: the game session's gameData, and the ledger transaction's memo. */
  gameData: string;
  memo: string;
  fingerprint: string;
}

/**
 * What became of a row:
 * - `stale`: the pair is no longer active with that nonce and client seed; nothing was written.
 * - `short`: the wallet did not cover the stake; nothing was written, the nonce was not used.
 * - `raced`: the nonce was used, but a concurrent payment spent the balance before the stake was
 *   taken; nothing else was written (verification allows an unused nonce).
 * - `settled`: the stake and return moved, the session and its event were recorded.
 * - `gated`: the player uses responsible-gaming tools (limits, a break, an exclusion); nothing was
 *   written: the round settles through the wager gate instead (responsible-gaming/gated-round.ts).
 */
export type OneShotSettlementResult =
  | { status: 'gated' }
  | { status: 'stale' }
  | { status: 'short' }
  | { status: 'raced' }
  | { status: 'settled'; balance: bigint; sessionId: string };

const text = (values: readonly unknown[]) => values.map((v) => String(v));

/**
 * Settles decided one-shot rounds of different players in ONE statement, each row all or nothing:
 *   pairs  locks the seed pairs in ascending id order;
 *   s  takes each round's nonce, only while its pair is active with that nonce and client seed and
 *      the wallet covers the stake (a short wallet locks the pair row but leaves the nonce);
 *   wallets  then locks the wallets of the rounds s let through, in ascending id order (the sort
 *      needs all of s first, so every pair is locked before any wallet);
 *   w  moves the stake and return on the wallet, guarded again under the row lock;
 *   pool  adds the jackpot share of the rounds w settled to the pool's stored balance, locking the
 *      pool row after every wallet (its aggregate reads all of w first): wallets, then the pool, the
 *      order a jackpot win takes them in too (games/slots/jackpot-pool.ts);
 *   ids, t, e, g, ev  the ledger transaction with one entry per leg (a bet and its win stay two
 *      legs, as every settlement), the game session and its `game.settled` event, for rows w moved.
 * Rows must belong to different players (one-shot-play.ts plays one round at a time per player), so
 * no two rows touch the same wallet or pair. Lock order: pairs before wallets (as a round played in
 * a transaction takes its nonce, then stakes), each in ascending id order, the order of every writer
 * holding several wallets at once (ledger/wallet-credits.ts): batches of different processes, and
 * reward payments, wait for one another but never deadlock.
 */
export async function settleOneShotRounds(
  db: Kysely<Database>,
  rows: readonly OneShotSettlementRow[],
  options: { gateChecked?: boolean } = {},
): Promise<OneShotSettlementResult[]> {
  const column = <K extends keyof OneShotSettlementRow>(key: K) => text(rows.map((r) => r[key]));
  const { rows: answers } = await sql<{
    ord: string;
    gated: boolean;
    pair_current: boolean;
    nonce_taken: boolean;
    balance: bigint | string | null;
    session_id: bigint | string | null;
  }>`
    with input as (
      select * from unnest(
        ${column('pairId')}::bigint[], ${column('nonce')}::int[], ${column('clientSeed')}::text[],
        ${column('userId')}::text[], ${column('walletId')}::bigint[], ${column('houseId')}::bigint[],
        ${column('stakeUnits')}::bigint[], ${column('winUnits')}::bigint[], ${column('gameId')}::int[],
        ${column('gameSlug')}::text[], ${column('gameData')}::text[], ${column('memo')}::text[],
        ${column('fingerprint')}::text[], ${rows.map((r) => (r.jackpotId === null ? null : String(r.jackpotId)))}::bigint[],
        ${column('contributionUnits')}::bigint[], ${column('currency')}::text[]
      ) with ordinality as i(pair_id, nonce, client_seed, user_id, wallet_id, house_id, stake, win,
                              game_id, game_slug, game_data, memo, fingerprint, jackpot_id, contribution,
                              currency, ord)
    ),
    -- Responsible gaming (issue 18): a player with an rg_players row (a limit, a break, an exclusion)
    -- is left out here and settled through the wager gate (responsible-gaming/gated-round.ts), which
    -- runs this statement again for that one round, gateChecked, in the transaction it judged it in.
    -- Everyone else pays one primary-key probe.
    gated as (
      select i.ord from input i
      where not ${options.gateChecked === true} and exists (select 1 from rg_players r where r.user_id = i.user_id)
    ),
    pairs as (
      select p.id from player_seeds p where p.id in (select pair_id from input) order by p.id for update
    ),
    s as (
      update player_seeds p
      set nonce = p.nonce + case
        when exists (select 1 from accounts a where a.id = i.wallet_id and a.balance >= i.stake) then 1 else 0 end
      from input i join pairs l on l.id = i.pair_id
      where p.id = i.pair_id and p.status = 'active' and p.nonce = i.nonce and p.client_seed = i.client_seed
        and not exists (select 1 from gated g where g.ord = i.ord)
      returning i.ord, p.nonce = i.nonce + 1 as taken
    ),
    wallets as (
      select a.id from accounts a
      where a.id in (select i.wallet_id from input i join s on s.ord = i.ord and s.taken)
      order by a.id for update
    ),
    w as (
      update accounts a set balance = a.balance - i.stake + i.win
      from input i join s on s.ord = i.ord and s.taken join wallets l on l.id = i.wallet_id
      where a.id = i.wallet_id and a.balance >= i.stake
      returning i.ord, a.balance
    ),
    pool as (
      update accounts a set balance = a.balance + c.total
      from (select i.jackpot_id, sum(i.contribution) as total from input i join w on w.ord = i.ord
            where i.contribution > 0 group by i.jackpot_id) c
      where a.id = c.jackpot_id
    ),
    ids as (
      select ord, nextval('ledger_transactions_id_seq') as tx_id, nextval('game_sessions_id_seq') as session_id
      from w
    ),
    t as (
      insert into ledger_transactions (id, kind, idempotency_key, fingerprint, memo)
      select ids.tx_id, 'round', null, i.fingerprint, i.memo::jsonb from ids join input i on i.ord = ids.ord
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select ids.tx_id, v.account_id, v.amount
      from ids join input i on i.ord = ids.ord
      -- the legs of round-legs.ts, in its order: stake wallet -> house, return house -> wallet
      cross join lateral (values (1, i.wallet_id, -i.stake), (2, i.house_id, i.stake),
                                 (3, i.house_id, -i.win), (4, i.wallet_id, i.win),
                                 (5, i.house_id, -i.contribution), (6, i.jackpot_id, i.contribution))
                          as v(leg, account_id, amount)
      where v.amount <> 0
      order by ids.tx_id, v.leg
    ),
    ${sessionAndEventInserts}
    select i.ord::text as ord, exists (select 1 from gated g where g.ord = i.ord) as gated,
           s.ord is not null as pair_current, coalesce(s.taken, false) as nonce_taken,
           w.balance, ids.session_id
    from input i left join s on s.ord = i.ord left join w on w.ord = i.ord left join ids on ids.ord = i.ord
    order by i.ord`.execute(db);
  return answers.map((a): OneShotSettlementResult => {
    if (a.gated) return { status: 'gated' };
    if (!a.pair_current) return { status: 'stale' };
    if (!a.nonce_taken) return { status: 'short' };
    if (a.balance === null || a.session_id === null) return { status: 'raced' };
    return { status: 'settled', balance: BigInt(a.balance), sessionId: String(a.session_id) };
  });
}

const batcherOf = perDatabase((db) =>
  createStatementBatcher<OneShotSettlementRow, OneShotSettlementResult>({
    run: (rows) => settleOneShotRounds(db, rows),
    maxBatch: 64,
    maxInFlight: 4,
  }),
);

/**
 * Settles one round, combined with the rounds other players settle at the same moment. Each batch
 * is its own statement on the pool, so this is never called inside a caller's transaction.
 */
export function settleOneShotRound(
  db: Kysely<Database>,
  row: OneShotSettlementRow,
): Promise<OneShotSettlementResult> {
  if (db.isTransaction) throw new Error('batched settlement runs outside any transaction');
  return batcherOf(db)(row);
}
