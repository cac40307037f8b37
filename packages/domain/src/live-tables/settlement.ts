import { createHash } from 'node:crypto';
import type { PlayCurrency } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { gameOf, houseAccountOf } from '@casino/games';
import { settledPayload } from '../casino/settlement.js';
import { DomainError } from '../errors.js';
import { house, resolveAccountId } from '../ledger/accounts.js';
import {
  liveRoundEscrow,
  liveRoundNotFound,
  lockLiveRound,
  roundIdOf,
  type LockedRound,
} from './round-row.js';

/** One player's money in a settled (or voided) round, in minor units. */
export interface LivePlayerSettlement {
  userId: string;
  staked: bigint;
  /** What the round paid back (winning stakes included); the refund of a voided round. */
  returned: bigint;
  /** The player's balance of the table's currency once the round was settled. */
  balance: bigint;
  /** The table's currency: every amount here is in it. */
  currency: PlayCurrency;
}

interface SettlementAnswer {
  user_id: string;
  staked: string;
  returned: string;
  balance: string;
  escrow_moved: boolean;
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');
const toSettlement = (rows: SettlementAnswer[], currency: PlayCurrency): LivePlayerSettlement[] =>
  rows.map((r) => ({
    userId: r.user_id,
    staked: BigInt(r.staked),
    returned: BigInt(r.returned),
    balance: BigInt(r.balance),
    currency,
  }));

/**
 * Settles a round whose outcome and payouts were persisted (status 'settling'), exactly once: the
 * round row's lock queues a second call, which finds the round settled and moves nothing (it answers
 * what the first did). Every player of the round is paid in ONE ledger transaction: the escrow's
 * stakes to the game's house, then each player's return from the house to their wallet (a stake and
 * its win stay separate legs); one game session and its `game.settled` event per player; the bets and
 * the round marked settled; a card round that reached its shoe's cut card ends the shoe. Set-based:
 * a fixed number of statements whatever the number of bets.
 */
export async function settleLiveRound(
  db: Kysely<Database>,
  roundId: bigint | string,
): Promise<LivePlayerSettlement[]> {
  const id = roundIdOf(roundId);
  return db.transaction().execute((trx) => settleLiveRoundIn(trx, id));
}

export async function settleLiveRoundIn(
  trx: Transaction<Database>,
  roundId: bigint,
): Promise<LivePlayerSettlement[]> {
  const round = await lockLiveRound(trx, roundId);
  if (!round) throw liveRoundNotFound();
  if (round.status === 'settled') return settledPlayers(trx, round);
  if (round.status !== 'settling')
    throw new DomainError('conflict', `This round is ${round.status}: it has no outcome to settle.`);

  const game = gameOf(round.game_key);
  // The table's currency: its escrow, the game's house account of that currency, the players' wallets.
  const { currency } = round;
  const escrowId = await resolveAccountId(trx, liveRoundEscrow(round.id), currency);
  const houseId = await resolveAccountId(trx, house(houseAccountOf(round.game_key)), currency);
  const fairness = {
    serverSeedHash: round.seed_hash,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    liveRoundId: round.id.toString(),
    ...(round.shoe_id === null
      ? {}
      : { shoeId: round.shoe_id.toString(), shoePosition: round.shoe_position }),
  };
  const live = sql`jsonb_build_object('tableId', ${round.table_id}::int, 'roundId', ${round.id.toString()}::text,
    'roundNumber', ${round.round_number}::int, 'bets', p.bets, 'outcome', ${JSON.stringify(round.outcome ?? null)}::jsonb)`;
  const gameData = sql`jsonb_build_object('live', ${live}, 'fairness', ${JSON.stringify(fairness)}::jsonb)`;

  const { rows } = await sql<SettlementAnswer>`
    with p as (
      select b.user_id, sum(b.stake)::bigint as staked, sum(coalesce(b.payout, 0))::bigint as returned,
             jsonb_agg(jsonb_build_object('kind', b.kind, 'spec', b.spec, 'stake', b.stake::text,
                                          'payout', coalesce(b.payout, 0)::text) order by b.id) as bets
      from live_bets b where b.round_id = ${round.id} and b.status = 'placed'
      group by b.user_id
    ),
    -- wallets locked in ascending id order, the order of every writer holding several at once
    wl as (
      select a.id, a.user_id, a.balance from accounts a
      where a.kind = 'wallet' and a.currency = ${currency} and a.user_id in (select user_id from p)
      order by a.id for update
    ),
    tot as (select coalesce(sum(staked), 0)::bigint as staked, coalesce(sum(returned), 0)::bigint as returned from p),
    esc as (
      update accounts a set balance = a.balance - tot.staked from tot
      where a.id = ${escrowId} and tot.staked > 0 and a.balance >= tot.staked
      returning a.id
    ),
    w as (
      update accounts a set balance = a.balance + p.returned
      from p join wl on wl.user_id = p.user_id
      where a.id = wl.id and p.returned > 0
      returning a.id, a.balance
    ),
    tx as (
      insert into ledger_transactions (kind, idempotency_key, fingerprint, memo)
      select 'live_round', ${`live-round-settle:${round.id}`}, ${fingerprint(`live-round-settle:${round.id}`)},
             jsonb_build_object('game', ${game.slug}::text, 'tableId', ${round.table_id}::int,
                                'roundId', ${round.id.toString()}::text, 'roundNumber', ${round.round_number}::int)
      from tot where tot.staked > 0
      returning id
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select tx.id, v.account_id, v.amount from tx cross join (
        select 1 as leg, ${escrowId}::bigint as account_id, -tot.staked as amount from tot
        union all select 2, ${houseId}::bigint, tot.staked from tot
        union all select 3, ${houseId}::bigint, -tot.returned from tot where tot.returned > 0
        union all select 4, wl.id, p.returned from p join wl on wl.user_id = p.user_id where p.returned > 0
      ) v
      order by v.leg
    ),
    ids as (select p.user_id, nextval('game_sessions_id_seq') as session_id from p),
    g as (
      insert into game_sessions (id, user_id, game_id, bet_amount, win_amount, game_data, currency)
      select ids.session_id, p.user_id, ${game.id}::int, p.staked, p.returned, ${gameData}, ${currency}
      from ids join p on p.user_id = ids.user_id
    ),
    ev as (
      insert into domain_events (type, user_id, payload)
      select 'game.settled', p.user_id, ${settledPayload({
        sessionId: sql`ids.session_id`,
        gameId: sql`${game.id}::int`,
        gameSlug: sql`${game.slug}::text`,
        currency: sql`${currency}`,
        betUnits: sql`p.staked`,
        winUnits: sql`p.returned`,
        gameData,
      })}
      from ids join p on p.user_id = ids.user_id
      order by ids.session_id
    )
    select p.user_id, p.staked::text, p.returned::text, coalesce(w.balance, wl.balance)::text as balance,
           exists (select 1 from esc) or (select staked from tot) = 0 as escrow_moved
    from p join wl on wl.user_id = p.user_id left join w on w.id = wl.id
    order by p.user_id`.execute(trx);
  if (rows.some((r) => !r.escrow_moved))
    throw new Error(`live round ${round.id}: escrow short of its stakes`);

  await trx
    .updateTable('live_bets')
    .set({ status: 'settled', settled_at: sql<Date>`now()` })
    .where('round_id', '=', round.id)
    .where('status', '=', 'placed')
    .execute();
  await trx
    .updateTable('live_rounds')
    .set({ status: 'settled', settled_at: sql<Date>`now()` })
    .where('id', '=', round.id)
    .execute();
  await endShoePastCut(trx, round);
  return toSettlement(rows, currency);
}

/** The cut card came out during this round: the shoe ends with it and its seed becomes public. */
async function endShoePastCut(trx: Transaction<Database>, round: LockedRound): Promise<void> {
  if (round.shoe_id === null) return;
  await sql`
    update live_shoes set ended_at = now()
    where id = ${round.shoe_id} and ended_at is null
      and ${(round.shoe_position ?? 0) + (round.cards_used ?? 0)}::int >= cut_position`.execute(trx);
}

/** What a settled round paid each player (a repeated settle answers this and moves nothing). */
async function settledPlayers(
  trx: Transaction<Database>,
  round: LockedRound,
): Promise<LivePlayerSettlement[]> {
  const { rows } = await sql<SettlementAnswer>`
    select b.user_id, sum(b.stake)::text as staked, sum(coalesce(b.payout, 0))::text as returned,
           a.balance::text as balance, true as escrow_moved
    from live_bets b
    join accounts a on a.kind = 'wallet' and a.currency = ${round.currency} and a.user_id = b.user_id
    where b.round_id = ${round.id} and b.status = 'settled'
    group by b.user_id, a.balance
    order by b.user_id`.execute(trx);
  return toSettlement(rows, round.currency);
}

/**
 * Voids a round that has not been settled (betting or playing; a rooms process died, or the table
 * closed): every placed stake goes back from the escrow to its player in ONE ledger transaction, the
 * bets are marked refunded, the round voided. A card round voided while playing ends its shoe (its
 * cards may have been seen). A settled or voided round is left as it is (an empty answer). Returns the refunds.
 */
export async function voidLiveRound(
  db: Kysely<Database>,
  roundId: bigint | string,
): Promise<LivePlayerSettlement[]> {
  const id = roundIdOf(roundId);
  return db.transaction().execute((trx) => voidLiveRoundIn(trx, id));
}

export async function voidLiveRoundIn(
  trx: Transaction<Database>,
  roundId: bigint,
): Promise<LivePlayerSettlement[]> {
  const round = await lockLiveRound(trx, roundId);
  if (!round) throw liveRoundNotFound();
  if (round.status === 'settled' || round.status === 'voided') return [];
  if (round.status === 'settling')
    throw new DomainError('conflict', 'This round has its outcome: it is settled, not voided.');

  const { currency } = round;
  const escrowId = await resolveAccountId(trx, liveRoundEscrow(round.id), currency);
  const { rows } = await sql<SettlementAnswer>`
    with p as (
      select b.user_id, sum(b.stake)::bigint as staked from live_bets b
      where b.round_id = ${round.id} and b.status = 'placed' group by b.user_id
    ),
    wl as (
      select a.id, a.user_id, a.balance from accounts a
      where a.kind = 'wallet' and a.currency = ${currency} and a.user_id in (select user_id from p)
      order by a.id for update
    ),
    tot as (select coalesce(sum(staked), 0)::bigint as staked from p),
    esc as (
      update accounts a set balance = a.balance - tot.staked from tot
      where a.id = ${escrowId} and tot.staked > 0 and a.balance >= tot.staked
      returning a.id
    ),
    w as (
      update accounts a set balance = a.balance + p.staked
      from p join wl on wl.user_id = p.user_id
      where a.id = wl.id
      returning a.id, a.balance
    ),
    tx as (
      insert into ledger_transactions (kind, idempotency_key, fingerprint, memo)
      select 'live_round_void', ${`live-round-void:${round.id}`}, ${fingerprint(`live-round-void:${round.id}`)},
             jsonb_build_object('tableId', ${round.table_id}::int, 'roundId', ${round.id.toString()}::text)
      from tot where tot.staked > 0
      returning id
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select tx.id, v.account_id, v.amount from tx cross join (
        select 1 as leg, ${escrowId}::bigint as account_id, -tot.staked as amount from tot
        union all select 2, wl.id, p.staked from p join wl on wl.user_id = p.user_id
      ) v
      order by v.leg
    )
    select p.user_id, p.staked::text, p.staked::text as returned, w.balance::text as balance,
           exists (select 1 from esc) as escrow_moved
    from p join wl on wl.user_id = p.user_id join w on w.id = wl.id
    order by p.user_id`.execute(trx);
  if (rows.some((r) => !r.escrow_moved))
    throw new Error(`live round ${round.id}: escrow short of its stakes`);

  await trx
    .updateTable('live_bets')
    .set({ status: 'refunded', settled_at: sql<Date>`now()` })
    .where('round_id', '=', round.id)
    .where('status', '=', 'placed')
    .execute();
  await trx
    .updateTable('live_rounds')
    .set({ status: 'voided', closed_at: sql<Date>`coalesce(closed_at, now())`, settled_at: sql<Date>`now()` })
    .where('id', '=', round.id)
    .execute();
  // Cards come out only once betting closed: a round voided while playing may have shown some.
  if (round.shoe_id !== null && round.status === 'playing')
    await trx
      .updateTable('live_shoes')
      .set({ ended_at: sql<Date>`now()` })
      .where('id', '=', round.shoe_id)
      .where('ended_at', 'is', null)
      .execute();
  return toSettlement(rows, currency);
}
