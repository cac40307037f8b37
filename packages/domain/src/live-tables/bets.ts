import { LIVE_BETS_CLOSED_MESSAGE, type PlayCurrency } from '@casino/contracts';
import { sql, type Database, type Kysely, type LiveBetRow, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney } from '../money.js';
import { liveRoundEscrow, liveRoundNotFound, lockLiveRound, roundIdOf } from './round-row.js';

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
  /**
   * The currency the player stakes (coins when absent): it must be the table's (a bet never lands at
   * a table of the other currency), and a sweepstakes bet passes the sweeps play gate first.
   */
  currency?: PlayCurrency | undefined;
  /** The table's per-spot limits, minor units (of the table's currency). */
  limits: { min: bigint; max: bigint };
  /** The game's worst-case house loss (minor units) if these were all of the round's bets. */
  exposureOf: (bets: readonly LiveBetInput[]) => bigint | number;
}

export interface PlacedLiveBets {
  /** The player's balance of the table's currency after the stakes went to escrow. */
  balance: bigint;
  /** True when the clientBetId had already placed these bets (nothing moved now). */
  replayed: boolean;
  bets: PlacedLiveBet[];
}

export const placedBetOf = (
  row: Pick<LiveBetRow, 'id' | 'user_id' | 'kind' | 'spec' | 'stake' | 'spot_key'>,
): PlacedLiveBet => ({
  betId: row.id.toString(),
  userId: row.user_id,
  kind: row.kind,
  spec: (row.spec ?? {}) as Record<string, unknown>,
  stake: row.stake,
  spotKey: row.spot_key,
});

export const liveBetsClosed = () => new DomainError('conflict', LIVE_BETS_CLOSED_MESSAGE);
export const liveSpotLimitMessage = (min: bigint, max: bigint, currency: PlayCurrency = 'coins') =>
  `Bets at this table are ${formatMoney(min)} to ${formatMoney(max)}${currency === 'coins' ? '' : ' SC'} on each spot.`;

async function walletBalance(
  trx: Transaction<Database>,
  userId: string,
  currency: PlayCurrency,
): Promise<bigint> {
  const row = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'wallet')
    .where('currency', '=', currency)
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
    if (refunded === 0n)
      return { refunded, balance: await walletBalance(trx, request.userId, round.currency), betIds: [] };
    const moved = await postTransfer(
      trx,
      move(liveRoundEscrow(round.id), wallet(request.userId), refunded, {
        kind: 'live_bet_cancel',
        currency: round.currency,
        memo: { tableId: round.table_id, roundId: round.id.toString() },
      }),
    );
    return {
      refunded,
      balance:
        moved.balances.get(`wallet:${request.userId}`) ??
        (await walletBalance(trx, request.userId, round.currency)),
      betIds: bets.map((b) => b.id.toString()),
    };
  });
}
