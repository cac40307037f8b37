import {
  LIVE_BETS_CLOSED_MESSAGE,
  LIVE_EXPOSURE_REFUSAL,
  LIVE_ROUND_EXPOSURE_CAP_UNITS,
} from '@casino/contracts';
import { sql, type Database, type Kysely, type LiveBetRow, type Transaction } from '@casino/db';
import { accountSuspended } from '../accounts/accounts.js';
import { DomainError } from '../errors.js';
import { wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney } from '../money.js';
import {
  liveRoundEscrow,
  liveRoundNotFound,
  lockLiveRound,
  roundIdOf,
  type LockedRound,
} from './round-row.js';

/** A bet to put in a round's escrow, as the game adapter describes it. */
export interface LiveBetInput {
  /** The game's bet kind (roulette: straight, red...; baccarat: banker...; blackjack: seat, behind, double...). */
  kind: string;
  /** The bet as placed (JSON), without its amount. */
  spec: Record<string, unknown>;
  /** Minor units, > 0. */
  stake: bigint;
  /** The spot it is on: the table's min..max applies to a player's total per spot. */
  spotKey: string;
  /**
   * False for a stake sized by a bet already within the limits (blackjack's double, split and
   * insurance): min..max is not checked again; balance and exposure are. True when absent.
   */
  limited?: boolean;
}

/** A bet in escrow. */
export interface PlacedLiveBet extends LiveBetInput {
  betId: string;
  userId: string;
}

/** Blackjack's stakes added while the hand plays (status 'playing'), after the betting window. */
export const LIVE_IN_PLAY_BET_KINDS: readonly string[] = ['double', 'split', 'insurance'];

export interface PlaceLiveBetsRequest {
  roundId: bigint | string;
  userId: string;
  /** The client's id for the message: the same id for the same round and player places nothing twice. */
  clientBetId: string;
  bets: readonly LiveBetInput[];
  /** The table's per-spot limits, minor units. */
  limits: { min: bigint; max: bigint };
  /** The game's worst-case house loss (minor units) if these were all of the round's bets. */
  exposureOf: (bets: readonly LiveBetInput[]) => bigint | number;
}

export interface PlacedLiveBets {
  /** The player's coin balance after the stakes went to escrow. */
  balance: bigint;
  /** True when the clientBetId had already placed these bets (nothing moved now). */
  replayed: boolean;
  bets: PlacedLiveBet[];
}

export const placedBetOf = (row: LiveBetRow): PlacedLiveBet => ({
  betId: row.id.toString(),
  userId: row.user_id,
  kind: row.kind,
  spec: (row.spec ?? {}) as Record<string, unknown>,
  stake: row.stake,
  spotKey: row.spot_key,
});

/**
 * One message may place several bets; each row keeps the message's clientBetId with its index
 * (`<clientBetId>:<i>`, a colon being outside the contracts' clientBetId alphabet), so the unique
 * (round, player, client_bet_id) holds per row and a resent message finds all of them.
 */
const rowBetId = (clientBetId: string, index: number) => `${clientBetId}:${index}`;

export const liveBetsClosed = () => new DomainError('conflict', LIVE_BETS_CLOSED_MESSAGE);
export const liveSpotLimitMessage = (min: bigint, max: bigint) =>
  `Bets at this table are ${formatMoney(min)} to ${formatMoney(max)} on each spot.`;

/**
 * Accepts a player's bets only once their stake is in the round's escrow (issue 16, "Money"), in one
 * database transaction holding the round row's lock:
 * 1. a clientBetId already used for this round and player replays its bets and moves nothing;
 * 2. the round takes bets: 'betting' before betting_closes_at by the database clock, or 'playing'
 *    for blackjack's in-play stakes (double, split, insurance) only;
 * 3. the player is not suspended;
 * 4. each spot's total for the player stays within the table's min..max (in-play stakes, which the
 *    rules size from the original bet, only against the max; a row marked limited: false not at all);
 * 5. the round's exposure with these bets stays within LIVE_ROUND_EXPOSURE_CAP_UNITS;
 * 6. ONE ledger transfer wallet -> escrow for the sum (refused when the balance is short), and the bets.
 * Any refusal throws before anything is written, so it moves nothing.
 */
export async function placeLiveBets(
  db: Kysely<Database>,
  request: PlaceLiveBetsRequest,
): Promise<PlacedLiveBets> {
  const roundId = roundIdOf(request.roundId);
  if (request.bets.length === 0) throw new DomainError('no_bets', 'Place at least one bet.');
  if (request.bets.some((b) => b.stake <= 0n))
    throw new DomainError('invalid_bet', 'A bet must be above zero.');
  return db.transaction().execute(async (trx) => {
    const round = await lockLiveRound(trx, roundId);
    if (!round) throw liveRoundNotFound();
    const earlier = await trx
      .selectFrom('live_bets')
      .selectAll()
      .where('round_id', '=', round.id)
      .where('user_id', '=', request.userId)
      .where(sql<string>`split_part(client_bet_id, ':', 1)`, '=', request.clientBetId)
      .orderBy('id')
      .execute();
    if (earlier.length > 0)
      return {
        balance: await coinBalance(trx, request.userId),
        replayed: true,
        bets: earlier.map(placedBetOf),
      };

    assertTakesBets(round, request.bets);
    const user = await trx
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', request.userId)
      .executeTakeFirst();
    if (!user) throw new DomainError('not_found', 'No such player.');
    if (user.suspended_at !== null) throw accountSuspended();
    await assertSpotLimits(trx, round, request);
    await assertExposure(trx, round, request);

    const total = request.bets.reduce((sum, b) => sum + b.stake, 0n);
    const moved = await postTransfer(
      trx,
      move(wallet(request.userId), liveRoundEscrow(round.id), total, {
        kind: 'live_bet',
        currency: 'coins',
        memo: { tableId: round.table_id, roundId: round.id.toString(), clientBetId: request.clientBetId },
      }),
    );
    const rows = await trx
      .insertInto('live_bets')
      .values(
        request.bets.map((b, i) => ({
          round_id: round.id,
          user_id: request.userId,
          kind: b.kind,
          spec: JSON.stringify(b.spec),
          stake: b.stake,
          client_bet_id: rowBetId(request.clientBetId, i),
          spot_key: b.spotKey,
        })),
      )
      .returningAll()
      .execute();
    const balance =
      moved.balances.get(`wallet:${request.userId}`) ?? (await coinBalance(trx, request.userId));
    return { balance, replayed: false, bets: rows.map(placedBetOf) };
  });
}

function assertTakesBets(round: LockedRound, bets: readonly LiveBetInput[]): void {
  if (round.status === 'betting' && round.window_open) return;
  if (round.status === 'playing' && bets.every((b) => LIVE_IN_PLAY_BET_KINDS.includes(b.kind))) return;
  throw liveBetsClosed();
}

async function assertSpotLimits(
  trx: Transaction<Database>,
  round: LockedRound,
  request: PlaceLiveBetsRequest,
): Promise<void> {
  const adding = new Map<string, { stake: bigint; inPlay: boolean }>();
  for (const bet of request.bets) {
    if (bet.limited === false) continue;
    const spot = adding.get(bet.spotKey) ?? { stake: 0n, inPlay: true };
    spot.stake += bet.stake;
    spot.inPlay &&= LIVE_IN_PLAY_BET_KINDS.includes(bet.kind);
    adding.set(bet.spotKey, spot);
  }
  if (adding.size === 0) return;
  const held = await trx
    .selectFrom('live_bets')
    .select(['spot_key', sql<string>`sum(stake)::text`.as('stake')])
    .where('round_id', '=', round.id)
    .where('user_id', '=', request.userId)
    .where('status', '=', 'placed')
    .where('spot_key', 'in', [...adding.keys()])
    .groupBy('spot_key')
    .execute();
  const heldBySpot = new Map(held.map((h) => [h.spot_key, BigInt(h.stake)]));
  const { min, max } = request.limits;
  for (const [spotKey, spot] of adding) {
    const total = (heldBySpot.get(spotKey) ?? 0n) + spot.stake;
    if (total > max || (!spot.inPlay && total < min))
      throw new DomainError('bet_out_of_range', liveSpotLimitMessage(min, max), {
        spot: spotKey,
        min: formatMoney(min),
        max: formatMoney(max),
      });
  }
}

/**
 * The round's bets merged per (kind, spec, spot): the house's worst case is a sum over the bets
 * (each bet's return on an outcome), so merging equal bets leaves it unchanged and keeps the check
 * cheap with a thousand players at the table.
 */
async function assertExposure(
  trx: Transaction<Database>,
  round: LockedRound,
  request: PlaceLiveBetsRequest,
): Promise<void> {
  const { rows } = await sql<{ kind: string; spec: unknown; spot_key: string; stake: string }>`
    select kind, spec, spot_key, sum(stake)::text as stake from live_bets
    where round_id = ${round.id} and status = 'placed'
    group by kind, spec, spot_key`.execute(trx);
  const placed: LiveBetInput[] = rows.map((r) => ({
    kind: r.kind,
    spec: (r.spec ?? {}) as Record<string, unknown>,
    stake: BigInt(r.stake),
    spotKey: r.spot_key,
  }));
  const exposure = BigInt(request.exposureOf([...placed, ...request.bets]));
  if (exposure > BigInt(LIVE_ROUND_EXPOSURE_CAP_UNITS))
    throw new DomainError('table_full', LIVE_EXPOSURE_REFUSAL, { exposure: formatMoney(exposure) });
}

async function coinBalance(trx: Transaction<Database>, userId: string): Promise<bigint> {
  const row = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'wallet')
    .where('currency', '=', 'coins')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Takes back every bet of the player in the round while betting is open: one transfer escrow ->
 * wallet, the bets marked refunded. Returns the refund (0 when the player had none) and the balance.
 */
export async function cancelLiveBets(
  db: Kysely<Database>,
  request: { roundId: bigint | string; userId: string },
): Promise<{ refunded: bigint; balance: bigint; betIds: string[] }> {
  const roundId = roundIdOf(request.roundId);
  return db.transaction().execute(async (trx) => {
    const round = await lockLiveRound(trx, roundId);
    if (!round) throw liveRoundNotFound();
    if (round.status !== 'betting' || !round.window_open) throw liveBetsClosed();
    const bets = await trx
      .updateTable('live_bets')
      .set({ status: 'refunded', settled_at: sql<Date>`now()` })
      .where('round_id', '=', round.id)
      .where('user_id', '=', request.userId)
      .where('status', '=', 'placed')
      .returning(['id', 'stake'])
      .execute();
    const refunded = bets.reduce((sum, b) => sum + b.stake, 0n);
    if (refunded === 0n) return { refunded, balance: await coinBalance(trx, request.userId), betIds: [] };
    const moved = await postTransfer(
      trx,
      move(liveRoundEscrow(round.id), wallet(request.userId), refunded, {
        kind: 'live_bet_cancel',
        currency: 'coins',
        memo: { tableId: round.table_id, roundId: round.id.toString() },
      }),
    );
    return {
      refunded,
      balance: moved.balances.get(`wallet:${request.userId}`) ?? (await coinBalance(trx, request.userId)),
      betIds: bets.map((b) => b.id.toString()),
    };
  });
}
