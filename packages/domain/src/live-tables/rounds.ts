import { randomBytes } from 'node:crypto';
import { sql, type Database, type Kysely } from '@casino/db';
import { commitServerSeed, liveTableClientSeed, newServerSeed } from '@casino/engine';
import { DomainError } from '../errors.js';
import { placedBetOf, type PlacedLiveBet } from './bets.js';
import { liveRoundNotFound, lockLiveRound, roundIdOf } from './round-row.js';
import { isLiveCardGame, shoeForNextRound, type LiveShoeDraw } from './shoes.js';
import { liveLeaseLost, lockHeldTable, type LiveTableLease } from './table-lease.js';

/** Roulette's draw: the round's own seed, revealed once the round is settled. */
export interface LiveSeedDraw {
  kind: 'seed';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface LiveRoundOpened {
  roundId: string;
  roundNumber: number;
  /** The commitment published while bets are taken (roulette: the round's seed; cards: the shoe's). */
  seedHash: string;
  clientSeed: string;
  nonce: number;
  openedAt: Date;
  /** The database's clock decides: a bet is accepted only before this instant. */
  bettingClosesAt: Date;
  draw: LiveSeedDraw | LiveShoeDraw;
}

/**
 * Opens the table's next round with its betting window (issue 16, "Fairness"): roulette draws a
 * fresh seed per round (clientSeed `live-table-<tableId>`, nonce = round number); a card game deals
 * from the table's shoe (shoes.ts). The seed hash is stored, so published, before any bet. Refused
 * when another process took the table or a round is still unfinished.
 */
export async function openLiveRound(
  db: Kysely<Database>,
  lease: LiveTableLease,
  options: { bettingMs: number },
): Promise<LiveRoundOpened> {
  return db.transaction().execute(async (trx) => {
    const table = await lockHeldTable(trx, lease);
    if (!table) throw liveLeaseLost();
    if (table.closed_at !== null) throw new DomainError('conflict', 'This table is closed.');
    const unfinished = await trx
      .selectFrom('live_rounds')
      .select('round_number')
      .where('table_id', '=', table.id)
      .where('status', 'in', ['betting', 'playing', 'settling'])
      .executeTakeFirst();
    if (unfinished)
      throw new DomainError('round_in_progress', `Round ${unfinished.round_number} is not finished yet.`);

    const roundNumber = table.round_number + 1;
    let draw: LiveSeedDraw | LiveShoeDraw;
    let seedHash: string;
    if (isLiveCardGame(table.game_key)) {
      draw = await shoeForNextRound(trx, table.id, table.game_key);
      seedHash = draw.seedHash;
    } else {
      const serverSeed = newServerSeed((n) => randomBytes(n));
      draw = { kind: 'seed', serverSeed, clientSeed: liveTableClientSeed(table.id), nonce: roundNumber };
      seedHash = commitServerSeed(serverSeed);
    }
    const round = await trx
      .insertInto('live_rounds')
      .values({
        table_id: table.id,
        round_number: roundNumber,
        status: 'betting',
        server_seed: draw.kind === 'seed' ? draw.serverSeed : null,
        seed_hash: seedHash,
        client_seed: draw.clientSeed,
        nonce: draw.nonce,
        shoe_id: draw.kind === 'shoe' ? draw.shoeId : null,
        shoe_position: draw.kind === 'shoe' ? draw.position : null,
        betting_closes_at: sql<Date>`now() + ${`${Math.max(0, Math.round(options.bettingMs))} milliseconds`}::interval`,
      })
      .returning(['id', 'opened_at', 'betting_closes_at'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('live_tables')
      .set({ round_number: roundNumber })
      .where('id', '=', table.id)
      .execute();
    return {
      roundId: round.id.toString(),
      roundNumber,
      seedHash,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
      openedAt: round.opened_at,
      bettingClosesAt: round.betting_closes_at,
      draw,
    };
  });
}

/**
 * No more bets: the round moves to 'playing' (blackjack's doubles, splits and insurance are still
 * taken then) and its window ends now if it had not yet. Returns the round's bets in escrow, in the
 * order they were placed. Calling it again returns the same bets.
 */
export async function closeLiveBetting(
  db: Kysely<Database>,
  lease: LiveTableLease,
  roundId: bigint | string,
): Promise<PlacedLiveBet[]> {
  const id = roundIdOf(roundId);
  return db.transaction().execute(async (trx) => {
    if (!(await lockHeldTable(trx, lease))) throw liveLeaseLost();
    const round = await lockLiveRound(trx, id);
    if (!round || round.table_id !== lease.tableId) throw liveRoundNotFound();
    if (round.status === 'betting')
      await trx
        .updateTable('live_rounds')
        .set({
          status: 'playing',
          closed_at: sql<Date>`now()`,
          betting_closes_at: sql<Date>`least(betting_closes_at, now())`,
        })
        .where('id', '=', round.id)
        .execute();
    else if (round.status !== 'playing')
      throw new DomainError('conflict', `This round is ${round.status}: its betting has ended.`);
    const bets = await trx
      .selectFrom('live_bets')
      .selectAll()
      .where('round_id', '=', round.id)
      .where('status', '=', 'placed')
      .orderBy('id')
      .execute();
    return bets.map(placedBetOf);
  });
}

/**
 * Persists the round's outcome and what each of its bets returns (stake included; 0 for a lost bet)
 * before any money moves: the round becomes 'settling', and from then on a restart settles it from
 * this record (recovery.ts). Every bet of the round must be paid exactly once. Card games say how
 * many shoe cards the round used. A second call for a round already settling changes nothing.
 */
export async function recordLiveOutcome(
  db: Kysely<Database>,
  lease: LiveTableLease,
  roundId: bigint | string,
  outcome: unknown,
  payouts: ReadonlyArray<{ betId: string | bigint; payout: bigint }>,
  cardsUsed?: number,
): Promise<void> {
  const id = roundIdOf(roundId);
  await db.transaction().execute(async (trx) => {
    if (!(await lockHeldTable(trx, lease))) throw liveLeaseLost();
    const round = await lockLiveRound(trx, id);
    if (!round || round.table_id !== lease.tableId) throw liveRoundNotFound();
    if (round.status === 'settling' || round.status === 'settled') return;
    if (round.status !== 'playing')
      throw new DomainError('conflict', `This round is ${round.status}: bets must close before its outcome.`);
    if (payouts.some((p) => p.payout < 0n)) throw new RangeError('a payout is never negative');
    const ids = payouts.map((p) => String(p.betId));
    const { rows } = await sql<{ placed: string; paid: string }>`
      with v as (
        select * from unnest(${ids}::bigint[], ${payouts.map((p) => p.payout.toString())}::bigint[]) as v(id, payout)
      ),
      u as (
        update live_bets b set payout = v.payout from v
        where b.id = v.id and b.round_id = ${round.id} and b.status = 'placed'
        returning b.id
      )
      select (select count(*) from live_bets where round_id = ${round.id} and status = 'placed')::text as placed,
             (select count(*) from u)::text as paid`.execute(trx);
    const counts = rows[0];
    if (
      !counts ||
      Number(counts.paid) !== ids.length ||
      Number(counts.placed) !== ids.length ||
      new Set(ids).size !== ids.length
    )
      throw new RangeError(
        `round ${round.id}: payouts must name each of its ${counts?.placed ?? '?'} bets once (got ${ids.length})`,
      );
    await trx
      .updateTable('live_rounds')
      .set({
        status: 'settling',
        outcome: JSON.stringify(outcome ?? null),
        cards_used: round.shoe_id === null ? null : (cardsUsed ?? 0),
        closed_at: sql<Date>`coalesce(closed_at, now())`,
      })
      .where('id', '=', round.id)
      .execute();
  });
}
