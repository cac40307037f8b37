import type { Jackpot } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { JACKPOT_RULES } from '@casino/engine';
import { escrow, house, resolveAccountId } from '../../ledger/accounts.js';
import { move, postTransfer } from '../../ledger/transfer.js';
import { formatMoney } from '../../money.js';

/**
 * The Grand Jackpot's money (engine slots-jackpot.ts has its rules). The pool is an escrow account:
 * a stored balance the database keeps at or above zero. Every slot spin moves its share of the stake
 * from the slot's house to the pool in its own settlement; a winning spin locks the pool row, pays
 * the winner what it held and reseeds it from the `house:jackpot` account, in one transaction.
 */
export const jackpotPool = () => escrow(JACKPOT_RULES.poolCode);
export const jackpotHouse = () => house('jackpot');
export const INITIAL_SEED_KEY = `${JACKPOT_RULES.poolCode}:seed:initial`;

/** What a session's gameData records of the jackpot, so the audit can reconcile every account. */
export interface JackpotRecord {
  /** Minor units of the stake that fed the pool. */
  contribution: string;
  /** Minor units of the pool paid to this spin (0 unless it won). */
  won: string;
  /** Minor units the house put back into the pool after this win. */
  reseed: string;
}

export const jackpotRecord = (contribution: bigint, won = 0n, reseed = 0n): JackpotRecord => ({
  contribution: contribution.toString(),
  won: won.toString(),
  reseed: reseed.toString(),
});

/** Seeds the pool once, before the first bet (idempotent: a unique ledger key). */
export async function ensureJackpotSeeded(trx: Transaction<Database>): Promise<void> {
  await postTransfer(
    trx,
    move(jackpotHouse(), jackpotPool(), JACKPOT_RULES.seedUnits, {
      kind: 'jackpot_seed',
      currency: 'coins',
      idempotencyKey: INITIAL_SEED_KEY,
      memo: { pool: JACKPOT_RULES.poolCode },
    }),
  );
}

/**
 * Locks the pool row (FOR UPDATE) and reads what it holds. The caller already holds the winner's
 * wallet row: the lock order of every writer is wallets, then the pool (one-shot-settlement.ts).
 * Two winning spins at once queue here; the second reads the pool the first left (its reseed).
 */
export async function lockJackpotPool(trx: Transaction<Database>): Promise<{ id: bigint; balance: bigint }> {
  const id = await resolveAccountId(trx, jackpotPool(), 'coins');
  const row = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { id, balance: row.balance };
}

/** Records a win (unique per session) and reseeds the pool from the house, in the winner's transaction. */
export async function recordJackpotWin(
  trx: Transaction<Database>,
  win: { userId: string; sessionId: string; slot: string; amount: bigint },
): Promise<void> {
  const row = await trx
    .insertInto('jackpot_wins')
    .values({
      pool: JACKPOT_RULES.poolCode,
      user_id: win.userId,
      session_id: win.sessionId,
      slot: win.slot,
      amount: win.amount,
      reseed: JACKPOT_RULES.seedUnits,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postTransfer(
    trx,
    move(jackpotHouse(), jackpotPool(), JACKPOT_RULES.seedUnits, {
      kind: 'jackpot_seed',
      currency: 'coins',
      idempotencyKey: `${JACKPOT_RULES.poolCode}:seed:win-${row.id}`,
      memo: { pool: JACKPOT_RULES.poolCode, sessionId: win.sessionId },
    }),
  );
}

/** GET /api/jackpots: the pool as it stands, from its stored balance, and its latest win. */
export async function getJackpots(db: Kysely<Database>): Promise<Jackpot[]> {
  const pool = await db
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'escrow')
    .where('code', '=', JACKPOT_RULES.poolCode)
    .where('currency', '=', 'coins')
    .executeTakeFirst();
  const last = await db
    .selectFrom('jackpot_wins')
    .select(['amount', 'created_at', 'slot'])
    .where('pool', '=', JACKPOT_RULES.poolCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const share = JACKPOT_RULES.share;
  return [
    {
      id: 'grand',
      name: 'Grand Jackpot',
      amount: formatMoney(pool?.balance ?? 0n),
      currency: 'GC',
      sharePercent: Number((share.num * 10_000n) / share.den) / 100,
      seedAmount: formatMoney(JACKPOT_RULES.seedUnits),
      winningLine: `five ${JACKPOT_RULES.symbol}s on the payline of any featured slot`,
      lastWin: last
        ? { amount: formatMoney(last.amount), at: last.created_at.toISOString(), slot: last.slot }
        : null,
    },
  ];
}

/** The pool's ledger entries summed, and what the recorded sessions say it should hold (audit). */
export async function jackpotSeedsPosted(db: Kysely<Database>): Promise<bigint> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from ledger_transactions where idempotency_key = ${INITIAL_SEED_KEY}`.execute(
    db,
  );
  return BigInt(rows[0]?.n ?? '0') * JACKPOT_RULES.seedUnits;
}
