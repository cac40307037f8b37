import { createHash } from 'node:crypto';
import {
  insufficientPlayMessage,
  LIVE_EXPOSURE_REFUSAL,
  LIVE_ROUND_EXPOSURE_CAPS,
  type PlayCurrency,
} from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { accountSuspended } from '../accounts/accounts.js';
import { DomainError } from '../errors.js';
import { resolveAccountId } from '../ledger/accounts.js';
import { INSUFFICIENT_BALANCE_MESSAGE } from '../ledger/transfer.js';
import { assertMayWager, tableCurrencyRefusal } from '../casino/sweeps-play-gate.js';
import { createStatementBatcher, type StatementBatcher } from '../concurrency/statement-batcher.js';
import { formatMoney } from '../money.js';
import { perDatabase } from '../per-database.js';
import { lockWagerGates } from '../responsible-gaming/wager-gate.js';
import {
  LIVE_IN_PLAY_BET_KINDS,
  liveBetsClosed,
  liveSpotLimitMessage,
  placedBetOf,
  type LiveBetInput,
  type PlacedLiveBets,
  type PlaceLiveBetsRequest,
} from './bets.js';
import {
  liveRoundEscrow,
  liveRoundNotFound,
  lockLiveRound,
  roundIdOf,
  type LockedRound,
} from './round-row.js';

/**
 * The bets of one round go to the database one batch at a time: every batch takes the round row's
 * lock, so batches side by side would only queue on it (measured: 4 at once held bets for up to 600 ms
 * in `pnpm bench live`, each transaction waiting on the others' locks while holding a connection).
 * While a batch runs, the messages that arrive wait and leave together as the next one. Rounds of
 * different tables run side by side, each with a batcher of its own while it has bets under way.
 */
const roundBatchersOf = perDatabase((db) => {
  const rounds = new Map<
    string,
    { place: StatementBatcher<PlaceLiveBetsRequest, LiveBetAnswer>; calls: number }
  >();
  return async (request: PlaceLiveBetsRequest & { roundId: string }): Promise<LiveBetAnswer> => {
    let round = rounds.get(request.roundId);
    if (!round) {
      const roundId = BigInt(request.roundId);
      round = {
        place: createStatementBatcher({
          run: (requests) => placeLiveBetBatch(db, roundId, requests),
          maxBatch: 256,
          maxInFlight: 1,
        }),
        calls: 0,
      };
      rounds.set(request.roundId, round);
    }
    round.calls += 1;
    try {
      return await round.place(request);
    } finally {
      round.calls -= 1;
      if (round.calls === 0) rounds.delete(request.roundId);
    }
  };
});

/**
 * Accepts a player's bets only once their stake is in the round's escrow (issue 16, "Money"), in a
 * database transaction holding the round row's lock:
 * 1. a clientBetId already used for this round and player replays its bets and moves nothing;
 * 2. the round takes bets: 'betting' before betting_closes_at by the database clock, or 'playing'
 *    for blackjack's in-play stakes (double, split, insurance) only;
 * 3. the player is not suspended;
 * 4. each spot's total for the player stays within the table's min..max (in-play stakes, which the
 *    rules size from the original bet, only against the max; a row marked limited: false not at all);
 * 5. the round's exposure with these bets stays within the cap of the table's currency
 *    (LIVE_ROUND_EXPOSURE_CAPS);
 * 6. the balance covers the sum: it moves wallet -> escrow in one ledger transaction, with the bets.
 * Before any of it, a bet names the table's currency (a bet of the other is refused) and a
 * sweepstakes bet passes the sweeps play gate (casino/sweeps-play-gate.ts).
 * Everything is in the table's currency (issue 18): the wallets debited, the round's escrow, the
 * limits and the exposure cap.
 * A refusal throws and moves nothing. Messages arriving together share one transaction (the
 * statement batcher; placeLiveBetBatch), so the lock is taken once per batch, not per bet.
 */
export async function placeLiveBets(
  db: Kysely<Database>,
  request: PlaceLiveBetsRequest,
): Promise<PlacedLiveBets> {
  roundIdOf(request.roundId);
  if (request.bets.length === 0) throw new DomainError('no_bets', 'Place at least one bet.');
  if (request.bets.some((b) => b.stake <= 0n))
    throw new DomainError('invalid_bet', 'A bet must be above zero.');
  if (db.isTransaction) throw new Error('live bets are placed outside any transaction');
  await assertMayWager(db, request.userId, request.currency ?? 'coins');
  const answer = await roundBatchersOf(db)({ ...request, roundId: roundIdOf(request.roundId).toString() });
  if (answer instanceof DomainError) throw answer;
  return answer;
}

/** One answer of a batch: the placed bets, or the refusal (which moved nothing). */
export type LiveBetAnswer = PlacedLiveBets | DomainError;

/**
 * One message may place several bets; each row keeps the message's clientBetId with its index
 * (`<clientBetId>:<i>`, a colon being outside the contracts' clientBetId alphabet), so the unique
 * (round, player, client_bet_id) holds per row and a resent message finds all of them.
 */
const rowBetId = (clientBetId: string, index: number) => `${clientBetId}:${index}`;
const keyOf = (userId: string, clientBetId: string) => `${userId}\u0000${clientBetId}`;

interface Accepted {
  index: number;
  request: PlaceLiveBetsRequest;
  walletId: bigint;
  total: bigint;
  balance: bigint;
}

/**
 * Places the bets of many messages for ONE round in one database transaction holding the round row's
 * lock (issue 16: a thousand players betting at once must not queue a thousand transactions on that
 * lock). The checks are those of placeLiveBets, made for each message in order against everything
 * accepted before it, with every player's wallet locked (ascending ids) and read first; then one
 * statement moves every accepted stake (one ledger transaction per message, wallet -> the round's
 * escrow) and one inserts every accepted bet. A refused message is answered with its refusal and
 * moves nothing; the others go ahead.
 */
export async function placeLiveBetBatch(
  db: Kysely<Database>,
  roundId: bigint,
  requests: readonly PlaceLiveBetsRequest[],
): Promise<LiveBetAnswer[]> {
  return db.transaction().execute(async (trx) => {
    const round = await lockLiveRound(trx, roundId);
    if (!round) return requests.map(() => liveRoundNotFound());
    const userIds = [...new Set(requests.map((r) => r.userId))];
    const { earlier, users, exposureRows } = await readForBatch(trx, round, userIds);
    // Responsible gaming: the batch's players' gate rows, locked before their wallets.
    const gates = await lockWagerGates(trx, userIds);
    const wallets = await trx
      .selectFrom('accounts')
      .select(['id', 'user_id', 'balance'])
      .where('kind', '=', 'wallet')
      .where('currency', '=', round.currency)
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .forUpdate()
      .execute();

    const suspended = new Map(users.map((u) => [u.id, u.suspended]));
    const walletOf = new Map(wallets.map((w) => [w.user_id ?? '', { id: w.id, balance: w.balance }]));
    const spots = new Map<string, bigint>();
    for (const row of earlier) {
      if (row.status === 'placed')
        spots.set(
          keyOf(row.user_id, row.spot_key),
          (spots.get(keyOf(row.user_id, row.spot_key)) ?? 0n) + row.stake,
        );
    }
    const earlierByMessage = new Map<string, typeof earlier>();
    for (const row of earlier) {
      const key = keyOf(row.user_id, row.message_id);
      earlierByMessage.set(key, [...(earlierByMessage.get(key) ?? []), row]);
    }

    const answers: Array<LiveBetAnswer | { replayOf: number }> = [];
    const accepted: Accepted[] = [];
    const acceptedByMessage = new Map<string, number>();
    for (const [index, request] of requests.entries()) {
      const messageKey = keyOf(request.userId, request.clientBetId);
      const before = earlierByMessage.get(messageKey);
      const wallet = walletOf.get(request.userId);
      if (before) {
        answers.push({ balance: wallet?.balance ?? 0n, replayed: true, bets: before.map(placedBetOf) });
        continue;
      }
      const sameBatch = acceptedByMessage.get(messageKey);
      if (sameBatch !== undefined) {
        answers.push({ replayOf: sameBatch });
        continue;
      }
      const total = request.bets.reduce((sum, b) => sum + b.stake, 0n);
      const refusal =
        refusalOf(round, request, {
          suspended: suspended.get(request.userId),
          balance: wallet?.balance,
          spots,
          exposureRows,
        }) ?? (await gates.refusalOf({ userId: request.userId, currency: round.currency, units: total }));
      if (refusal || !wallet) {
        answers.push(refusal ?? new DomainError('not_found', 'No such player.'));
        continue;
      }
      wallet.balance -= total;
      for (const bet of request.bets) {
        const key = keyOf(request.userId, bet.spotKey);
        spots.set(key, (spots.get(key) ?? 0n) + bet.stake);
      }
      exposureRows.push(...request.bets);
      acceptedByMessage.set(messageKey, index);
      accepted.push({ index, request, walletId: wallet.id, total, balance: wallet.balance });
      answers.push({ balance: wallet.balance, replayed: false, bets: [] });
    }

    if (accepted.length > 0) {
      const rows = await moveStakesAndRecordBets(trx, round, accepted);
      // Rows come back in the order given: each accepted message takes its own count of them.
      let next = 0;
      for (const a of accepted) {
        const mine = rows.slice(next, next + a.request.bets.length).map(placedBetOf);
        next += a.request.bets.length;
        answers[a.index] = { balance: a.balance, replayed: false, bets: mine };
      }
    }
    return answers.map((answer) => {
      if (!('replayOf' in answer)) return answer;
      const first = answers[answer.replayOf];
      if (!first || 'replayOf' in first || first instanceof DomainError)
        throw new Error('replay of a refusal');
      return { ...first, replayed: true };
    });
  });
}

/** Why a message is refused, checked against the round and what the batch accepted before it. */
function refusalOf(
  round: LockedRound,
  request: PlaceLiveBetsRequest,
  held: {
    suspended: boolean | undefined;
    balance: bigint | undefined;
    spots: ReadonlyMap<string, bigint>;
    exposureRows: readonly LiveBetInput[];
  },
): DomainError | null {
  const wrongCurrency = tableCurrencyRefusal(round.currency, request.currency ?? 'coins');
  if (wrongCurrency) return wrongCurrency;
  const inPlay = request.bets.every((b) => LIVE_IN_PLAY_BET_KINDS.includes(b.kind));
  if (!(round.status === 'betting' && round.window_open) && !(round.status === 'playing' && inPlay))
    return liveBetsClosed();
  if (held.suspended === undefined) return new DomainError('not_found', 'No such player.');
  if (held.suspended) return accountSuspended();

  const adding = new Map<string, { stake: bigint; inPlay: boolean }>();
  for (const bet of request.bets) {
    if (bet.limited === false) continue;
    const spot = adding.get(bet.spotKey) ?? { stake: 0n, inPlay: true };
    spot.stake += bet.stake;
    spot.inPlay &&= LIVE_IN_PLAY_BET_KINDS.includes(bet.kind);
    adding.set(bet.spotKey, spot);
  }
  const { min, max } = request.limits;
  for (const [spotKey, spot] of adding) {
    const total = (held.spots.get(keyOf(request.userId, spotKey)) ?? 0n) + spot.stake;
    if (total > max || (!spot.inPlay && total < min))
      return new DomainError('bet_out_of_range', liveSpotLimitMessage(min, max, round.currency), {
        spot: spotKey,
        min: formatMoney(min),
        max: formatMoney(max),
      });
  }

  const exposure = BigInt(request.exposureOf([...held.exposureRows, ...request.bets]));
  if (exposure > BigInt(LIVE_ROUND_EXPOSURE_CAPS[round.currency]))
    return new DomainError('table_full', LIVE_EXPOSURE_REFUSAL, { exposure: formatMoney(exposure) });

  const total = request.bets.reduce((sum, b) => sum + b.stake, 0n);
  if ((held.balance ?? 0n) < total)
    return new DomainError('insufficient_balance', insufficientLiveMessage(round.currency));
  return null;
}

/** A coin table keeps the ledger's words; a sweepstakes table names the currency the player lacks. */
function insufficientLiveMessage(currency: PlayCurrency): string {
  return currency === 'coins' ? INSUFFICIENT_BALANCE_MESSAGE : insufficientPlayMessage(currency);
}

/** A bet row as the batch reads and writes it (ids and stakes come back as text, made bigints here). */
interface BetRowRead {
  id: bigint;
  user_id: string;
  kind: string;
  spec: unknown;
  stake: bigint;
  spot_key: string;
  status: string;
  message_id: string;
}

/**
 * What the batch reads once the round is locked, in ONE statement (every round trip of a batch is
 * paid by every bet queued behind it; `pnpm bench live` measured 5-10 ms each on a busy machine):
 * - the batch's players' earlier bets of the round, oldest first (replays and each spot's total);
 * - whether each player is suspended;
 * - the round's placed bets merged per (kind, spec, spot): the house's worst case is a sum over the
 *   bets (each bet's return on an outcome), so merging equal bets leaves it unchanged and keeps the
 *   exposure check cheap with a thousand players at the table.
 */
async function readForBatch(trx: Transaction<Database>, round: LockedRound, userIds: readonly string[]) {
  const { rows } = await sql<{
    what: 'bet' | 'user' | 'exposure';
    id: string | null;
    user_id: string | null;
    kind: string | null;
    spec: unknown;
    stake: string | null;
    spot_key: string | null;
    status: string | null;
    message_id: string | null;
    suspended: boolean | null;
  }>`
    select 'bet' as what, b.id::text as id, b.user_id, b.kind, b.spec, b.stake::text as stake, b.spot_key,
           b.status, split_part(b.client_bet_id, ':', 1) as message_id, null::boolean as suspended
      from live_bets b
     where b.round_id = ${round.id} and b.user_id = any(${sql.val([...userIds])}::text[])
    union all
    select 'user', null, u.id, null, null, null, null, null, null, u.suspended_at is not null
      from users u
     where u.id = any(${sql.val([...userIds])}::text[])
    union all
    select 'exposure', null, null, e.kind, e.spec, sum(e.stake)::text, e.spot_key, null, null, null
      from live_bets e
     where e.round_id = ${round.id} and e.status = 'placed'
     group by e.kind, e.spec, e.spot_key`.execute(trx);
  const earlier: BetRowRead[] = [];
  const users: Array<{ id: string; suspended: boolean }> = [];
  const exposureRows: LiveBetInput[] = [];
  for (const r of rows) {
    if (r.what === 'bet')
      earlier.push({
        id: BigInt(r.id!),
        user_id: r.user_id!,
        kind: r.kind!,
        spec: r.spec,
        stake: BigInt(r.stake!),
        spot_key: r.spot_key!,
        status: r.status!,
        message_id: r.message_id!,
      });
    else if (r.what === 'user') users.push({ id: r.user_id!, suspended: r.suspended === true });
    else
      exposureRows.push({
        kind: r.kind!,
        spec: (r.spec ?? {}) as Record<string, unknown>,
        stake: BigInt(r.stake!),
        spotKey: r.spot_key!,
      });
  }
  earlier.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { earlier, users, exposureRows };
}

/**
 * Every accepted message's stake from its wallet to the round's escrow, and every accepted bet's row,
 * in ONE statement: a ledger transaction per message (wallet -stake, escrow +stake), each wallet
 * debited by its messages' sum (its row locked and its balance checked above), the escrow credited by
 * the batch's sum, and the bets inserted in the order given (their ids rise in that order).
 */
async function moveStakesAndRecordBets(
  trx: Transaction<Database>,
  round: LockedRound,
  accepted: readonly Accepted[],
): Promise<BetRowRead[]> {
  const escrowId = await resolveAccountId(trx, liveRoundEscrow(round.id), round.currency);
  const memos = accepted.map((a) =>
    JSON.stringify({
      tableId: round.table_id,
      roundId: round.id.toString(),
      clientBetId: a.request.clientBetId,
    }),
  );
  const fingerprints = accepted.map((a) =>
    createHash('sha256')
      .update(
        `live_bet|${round.currency}|escrow:live-round:${round.id}=${a.total},wallet:${a.request.userId}=${-a.total}`,
      )
      .digest('hex'),
  );
  const bets = accepted.flatMap((a) =>
    a.request.bets.map((b, i) => ({
      userId: a.request.userId,
      kind: b.kind,
      spec: JSON.stringify(b.spec),
      stake: b.stake.toString(),
      clientBetId: rowBetId(a.request.clientBetId, i),
      spotKey: b.spotKey,
    })),
  );
  const { rows } = await sql<{
    id: string;
    user_id: string;
    kind: string;
    spec: unknown;
    stake: string;
    spot_key: string;
    status: string;
    client_bet_id: string;
    debited: string;
    credited: string;
  }>`
    with input as (
      select * from unnest(${accepted.map((a) => a.walletId.toString())}::bigint[],
                           ${accepted.map((a) => a.total.toString())}::bigint[],
                           ${memos}::text[], ${fingerprints}::text[])
        with ordinality as i(wallet_id, amount, memo, fingerprint, ord)
    ),
    w as (
      update accounts a set balance = a.balance - s.amount
      from (select wallet_id, sum(amount) as amount from input group by wallet_id) s
      where a.id = s.wallet_id and a.balance >= s.amount
      returning a.id
    ),
    esc as (
      update accounts a set balance = a.balance + (select sum(amount) from input)
      where a.id = ${escrowId}
      returning a.id
    ),
    ids as (select ord, nextval('ledger_transactions_id_seq') as tx_id from input),
    t as (
      insert into ledger_transactions (id, kind, idempotency_key, fingerprint, memo)
      select ids.tx_id, 'live_bet', null, i.fingerprint, i.memo::jsonb from ids join input i on i.ord = ids.ord
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select ids.tx_id, v.account_id, v.amount from ids join input i on i.ord = ids.ord
      cross join lateral (values (1, i.wallet_id, -i.amount), (2, ${escrowId}::bigint, i.amount)) as v(leg, account_id, amount)
      order by ids.tx_id, v.leg
    ),
    placed as (
      insert into live_bets (round_id, user_id, kind, spec, stake, client_bet_id, spot_key, currency)
      select ${round.id}, b.user_id, b.kind, b.spec::jsonb, b.stake, b.client_bet_id, b.spot_key, ${round.currency}
        from unnest(${bets.map((b) => b.userId)}::text[], ${bets.map((b) => b.kind)}::text[],
                    ${bets.map((b) => b.spec)}::text[], ${bets.map((b) => b.stake)}::bigint[],
                    ${bets.map((b) => b.clientBetId)}::text[], ${bets.map((b) => b.spotKey)}::text[])
          with ordinality as b(user_id, kind, spec, stake, client_bet_id, spot_key, ord)
       order by b.ord
      returning id, user_id, kind, spec, stake, spot_key, status, client_bet_id
    )
    select p.id::text as id, p.user_id, p.kind, p.spec, p.stake::text as stake, p.spot_key, p.status,
           p.client_bet_id, (select count(*) from w)::text as debited, (select count(*) from esc)::text as credited
      from placed p
     order by p.id`.execute(trx);
  const wallets = new Set(accepted.map((a) => a.walletId)).size;
  if (rows.length !== bets.length || Number(rows[0]?.debited) !== wallets || Number(rows[0]?.credited) !== 1)
    throw new Error(`live round ${round.id}: stakes did not move as checked`);
  return rows.map((r) => ({
    id: BigInt(r.id),
    user_id: r.user_id,
    kind: r.kind,
    spec: r.spec,
    stake: BigInt(r.stake),
    spot_key: r.spot_key,
    status: r.status,
    message_id: r.client_bet_id.split(':')[0] ?? r.client_bet_id,
  }));
}
