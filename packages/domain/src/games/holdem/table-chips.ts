import { insufficientPlayMessage } from '@casino/contracts';
import { type CurrencyCode, type Database, type Kysely, type Transaction } from '@casino/db';
import { gameIdOf } from '@casino/games';
import { activeGame } from '../../casino/casino-games-catalogue.js';
import { DomainError } from '../../errors.js';
import { escrow, wallet, type AccountRef } from '../../ledger/accounts.js';
import { postTransfer } from '../../ledger/transfer.js';
import { assertMayWager } from '../../casino/sweeps-play-gate.js';
import { checkWager } from '../../responsible-gaming/wager-gate.js';

/**
 * Chips at a poker table are escrow in the ledger, one account per seated player
 * (`escrow:poker:<tableId>:<userId>`). Between hands each account holds exactly that player's stack:
 * a buy-in moves coins from the wallet in, a finished hand moves the winnings between the accounts of
 * the players in it, and leaving moves the whole stack back to the wallet. A hand in progress has not
 * moved anything yet, so voiding it after a crash is refunding every account of the table.
 * A table plays with one currency (poker_tables.currency, issue 18): its seats' escrow accounts, the
 * wallets its buy-ins come from and its cash-outs go to are all of that currency.
 */
export const seatEscrowCode = (tableId: number, userId: string): string => `poker:${tableId}:${userId}`;
export const seatEscrow = (tableId: number, userId: string): AccountRef =>
  escrow(seatEscrowCode(tableId, userId));

/** Which process may move a table's chips: the one holding its lease (see table-lease.ts). */
export interface TableLease {
  tableId: number;
  owner: string;
}

/**
 * Locks the table row and checks the caller still holds the lease, inside the money transaction: a
 * process that lost the table (frozen past its lease, then another process recovered it) can never
 * move its chips afterwards. An expired lease nobody claimed is still held (see table-lease.ts).
 */
export async function assertLeaseHeld(trx: Transaction<Database>, lease: TableLease): Promise<CurrencyCode> {
  const row = await trx
    .selectFrom('poker_tables')
    .select(['id', 'currency'])
    .where('id', '=', lease.tableId)
    .where('lease_owner', '=', lease.owner)
    .forUpdate()
    .executeTakeFirst();
  if (!row)
    throw new DomainError(
      'table_unavailable',
      'This table is restarting. Please join again in a few seconds.',
    );
  return row.currency;
}

/** The currency a table plays with (coins for a table that is not there: it holds nothing). */
async function tableCurrency(db: Kysely<Database>, tableId: number): Promise<CurrencyCode> {
  const row = await db
    .selectFrom('poker_tables')
    .select('currency')
    .where('id', '=', tableId)
    .executeTakeFirst();
  return row?.currency ?? 'coins';
}

/**
 * Takes a buy-in (or a top-up) from the player's wallet of the table's currency to their seat (a
 * sweepstakes table asks the sweeps play gate first). Returns the seat's new escrow.
 */
export async function moveBuyIn(
  db: Kysely<Database>,
  lease: TableLease,
  userId: string,
  units: bigint,
): Promise<bigint> {
  if (units <= 0n) throw new DomainError('validation_error', 'buyInAmount must be greater than zero');
  // Hold'em turned off in the catalogue takes no new chips (hands and cash-outs go on).
  await activeGame(db, gameIdOf('holdem'), 'live');
  return db.transaction().execute(async (trx) => {
    const currency = await assertLeaseHeld(trx, lease);
    await assertMayWager(trx, userId, currency);
    // Responsible gaming: limits, a break or an exclusion (throws its refusal, rolling back).
    await checkWager(trx, { userId, currency, units });
    const result = await postTransfer(trx, {
      kind: 'poker_buy_in',
      currency,
      postings: [
        { account: wallet(userId), amount: -units },
        { account: seatEscrow(lease.tableId, userId), amount: units },
      ],
      memo: { tableId: lease.tableId },
      // Coin tables keep the ledger's own words; a sweepstakes table names the currency.
      ...(currency === 'coins' ? {} : { insufficientMessage: insufficientPlayMessage(currency) }),
    });
    return result.balances.get(`escrow:${seatEscrowCode(lease.tableId, userId)}`) ?? units;
  });
}

/** A seat's escrow balance (its stack between hands). */
export async function seatChips(db: Kysely<Database>, tableId: number, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'escrow')
    .where('currency', '=', await tableCurrency(db, tableId))
    .where('code', '=', seatEscrowCode(tableId, userId))
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

async function cashOutInside(
  trx: Transaction<Database>,
  tableId: number,
  userId: string,
  reason: string,
  currency: CurrencyCode,
): Promise<bigint> {
  const row = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'escrow')
    .where('currency', '=', currency)
    .where('code', '=', seatEscrowCode(tableId, userId))
    .forUpdate()
    .executeTakeFirst();
  const amount = row?.balance ?? 0n;
  if (amount <= 0n) return 0n;
  await postTransfer(trx, {
    kind: 'poker_cash_out',
    currency,
    postings: [
      { account: seatEscrow(tableId, userId), amount: -amount },
      { account: wallet(userId), amount },
    ],
    memo: { tableId, reason },
  });
  return amount;
}

/** Moves a player's whole stack back to their wallet (leaving, removed after sitting out). Returns the amount. */
export async function moveCashOut(
  db: Kysely<Database>,
  lease: TableLease,
  userId: string,
  reason = 'leave',
): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    const currency = await assertLeaseHeld(trx, lease);
    return cashOutInside(trx, lease.tableId, userId, reason, currency);
  });
}

/**
 * Returns every chip at a table to its owner's wallet (inside the caller's transaction): the recovery
 * of a table whose host died, and the close of a table whose room shuts down. Returns what each got.
 */
export async function refundTable(
  trx: Transaction<Database>,
  tableId: number,
  reason: string,
): Promise<Array<{ userId: string; amount: bigint; currency: CurrencyCode }>> {
  const prefix = `poker:${tableId}:`;
  const currency = await tableCurrency(trx, tableId);
  const rows = await trx
    .selectFrom('accounts')
    .select(['code', 'balance'])
    .where('kind', '=', 'escrow')
    .where('currency', '=', currency)
    .where('code', 'like', `${prefix}%`)
    .where('balance', '>', 0n)
    .orderBy('id')
    .execute();
  const refunds: Array<{ userId: string; amount: bigint; currency: CurrencyCode }> = [];
  for (const row of rows) {
    const userId = (row.code ?? '').slice(prefix.length);
    const amount = await cashOutInside(trx, tableId, userId, reason, currency);
    if (amount > 0n) refunds.push({ userId, amount, currency });
  }
  return refunds;
}

/**
 * Moves a finished hand's result between the seats' escrow accounts: each player's net change
 * (winnings minus what they put in), which sums to zero. One ledger transaction per hand.
 */
export async function postHandResult(
  trx: Transaction<Database>,
  lease: TableLease,
  handId: string,
  netByUser: ReadonlyArray<{ userId: string; net: bigint }>,
  currency: CurrencyCode = 'coins',
): Promise<void> {
  const postings = netByUser
    .filter((n) => n.net !== 0n)
    .map((n) => ({ account: seatEscrow(lease.tableId, n.userId), amount: n.net }));
  if (postings.length === 0) return;
  await postTransfer(trx, {
    kind: 'poker_hand',
    currency,
    postings,
    idempotencyKey: `poker-hand:${handId}`,
    memo: { tableId: lease.tableId, handId },
  });
}
