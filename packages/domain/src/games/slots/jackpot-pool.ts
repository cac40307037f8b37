import type { Jackpot, PlayCurrency } from '@casino/contracts';
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
 * There is one pool per currency (issue 18): the same account code in each, fed by the spins of that
 * currency only, paid to a winning spin of that currency, reseeded with that currency's seed.
 */
export const jackpotPool = () => escrow(JACKPOT_RULES.poolCode);
export const jackpotHouse = () => house('jackpot');
export const INITIAL_SEED_KEY = `${JACKPOT_RULES.poolCode}:seed:initial`;
/** The ledger key of a pool's first seed: the coin pool keeps the key it always had. */
const initialSeedKeyOf = (currency: PlayCurrency) =>
  currency === 'coins' ? INITIAL_SEED_KEY : `${JACKPOT_RULES.poolCode}:${currency}:seed:initial`;
/** What a pool holds after a win (and before its first bet), in its currency's minor units. */
export const jackpotSeedUnitsOf = (currency: PlayCurrency): bigint =>
  currency === 'coins' ? JACKPOT_RULES.seedUnits : JACKPOT_RULES.sweepsSeedUnits;

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

/** Seeds each currency's pool once, before the first bet (idempotent: a unique ledger key). */
export async function ensureJackpotSeeded(trx: Transaction<Database>): Promise<void> {
  for (const currency of ['coins', 'sweeps'] as const)
    await postTransfer(
      trx,
      move(jackpotHouse(), jackpotPool(), jackpotSeedUnitsOf(currency), {
        kind: 'jackpot_seed',
        currency,
        idempotencyKey: initialSeedKeyOf(currency),
        memo: { pool: JACKPOT_RULES.poolCode },
      }),
    );
}

/**
 * Locks the pool row (FOR UPDATE) and reads what it holds. The caller already holds the winner's
 * wallet row: the lock order of every writer is wallets, then the pool (one-shot-settlement.ts).
 * Two winning spins at once queue here; the second reads the pool the first left (its reseed).
 */
export async function lockJackpotPool(
  trx: Transaction<Database>,
  currency: PlayCurrency = 'coins',
): Promise<{ id: bigint; balance: bigint }> {
  const id = await resolveAccountId(trx, jackpotPool(), currency);
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
  win: { userId: string; sessionId: string; slot: string; amount: bigint; currency?: PlayCurrency },
): Promise<void> {
  const currency = win.currency ?? 'coins';
  const reseed = jackpotSeedUnitsOf(currency);
  const row = await trx
    .insertInto('jackpot_wins')
    .values({
      pool: JACKPOT_RULES.poolCode,
      user_id: win.userId,
      session_id: win.sessionId,
      slot: win.slot,
      amount: win.amount,
      reseed,
      currency,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postTransfer(
    trx,
    move(jackpotHouse(), jackpotPool(), reseed, {
      kind: 'jackpot_seed',
      currency,
      idempotencyKey: `${JACKPOT_RULES.poolCode}:seed:win-${row.id}`,
      memo: { pool: JACKPOT_RULES.poolCode, sessionId: win.sessionId },
    }),
  );
}

/** GET /api/jackpots: each currency's pool as it stands, from its stored balance, and its latest win. */
export async function getJackpots(db: Kysely<Database>): Promise<Jackpot[]> {
  const pools = await db
    .selectFrom('accounts')
    .select(['currency', 'balance'])
    .where('kind', '=', 'escrow')
    .where('code', '=', JACKPOT_RULES.poolCode)
    .execute();
  const share = JACKPOT_RULES.share;
  return Promise.all(
    (['coins', 'sweeps'] as const).map(async (currency): Promise<Jackpot> => {
      const last = await db
        .selectFrom('jackpot_wins')
        .select(['amount', 'created_at', 'slot'])
        .where('pool', '=', JACKPOT_RULES.poolCode)
        .where('currency', '=', currency)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const pool = pools.find((p) => p.currency === currency);
      return {
        id: currency === 'coins' ? 'grand' : 'grand-sc',
        name: currency === 'coins' ? 'Grand Jackpot' : 'Grand Jackpot (sweepstakes coins)',
        amount: formatMoney(pool?.balance ?? 0n),
        currency: currency === 'coins' ? 'GC' : 'SC',
        sharePercent: Number((share.num * 10_000n) / share.den) / 100,
        seedAmount: formatMoney(jackpotSeedUnitsOf(currency)),
        winningLine: `five ${JACKPOT_RULES.symbol}s on the payline of any featured slot`,
        lastWin: last
          ? { amount: formatMoney(last.amount), at: last.created_at.toISOString(), slot: last.slot }
          : null,
      };
    }),
  );
}

/** What the first seeds of a currency's pool put in (audit). */
export async function jackpotSeedsPosted(
  db: Kysely<Database>,
  currency: PlayCurrency = 'coins',
): Promise<bigint> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from ledger_transactions
    where idempotency_key = ${initialSeedKeyOf(currency)}`.execute(db);
  return BigInt(rows[0]?.n ?? '0') * jackpotSeedUnitsOf(currency);
}
