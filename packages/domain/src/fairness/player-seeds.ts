import { randomBytes } from 'node:crypto';
import type { FairnessState, RevealedSeed, RotateResponse } from '@casino/contracts';
import { sql, type Database, type Kysely, type RawBuilder, type Transaction } from '@casino/db';
import { commitServerSeed, newClientSeed, newServerSeed, type FairnessSeeds } from '@casino/engine';
import { DomainError } from '../errors.js';

// Server seeds come from the operating system's CSPRNG (ARCHITECTURE.md, "Fairness").
const csprng = (length: number): Uint8Array => randomBytes(length);

/** The seeds and nonce one round uses, plus the commitment shown to the player beforehand. */
export interface RoundSeeds extends FairnessSeeds {
  serverSeedHash: string;
}

/** Commits a new active pair for the player unless one is active already. */
export async function insertActivePair(trx: Kysely<Database>, userId: string, clientSeed?: string) {
  const serverSeed = newServerSeed(csprng);
  await trx
    .insertInto('player_seeds')
    .values({
      user_id: userId,
      server_seed: serverSeed,
      server_seed_hash: commitServerSeed(serverSeed),
      client_seed: clientSeed ?? newClientSeed(csprng),
    })
    .onConflict((oc) => oc.column('user_id').where('status', '=', 'active').doNothing())
    .execute();
}

async function selectActive(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('player_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the player's active seed pair (creating it on first play) and takes its next nonce. Every
 * play goes through here first, so one player's plays are serialised: two requests at once can
 * never both spend the same coins or use the same nonce.
 */
export async function takeRoundSeeds(
  trx: Kysely<Database>,
  userId: string,
  options: { onlyIf?: RawBuilder<boolean>; refusal?: () => Error } = {},
): Promise<RoundSeeds> {
  // One statement locks the row and takes the nonce; the returned nonce is the one this round uses.
  // `onlyIf` is checked in the same statement, so a refused play does not use up a nonce.
  const take = () =>
    trx
      .updateTable('player_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .$if(options.onlyIf !== undefined, (qb) => qb.where(options.onlyIf ?? sql<boolean>`true`))
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirst();
  let row = await take();
  if (!row) {
    await insertActivePair(trx, userId);
    row = await take();
  }
  if (!row) throw options.refusal?.() ?? new Error(`no active seed pair for ${userId}`);
  return {
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce - 1,
  };
}

export const publicFairness = (seeds: RoundSeeds) => ({
  serverSeedHash: seeds.serverSeedHash,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
});

/** GET /api/fairness: the commitment, client seed and the nonce the next round will use. */
export async function getFairnessState(db: Kysely<Database>, userId: string): Promise<FairnessState> {
  return db.transaction().execute(async (trx) => {
    let row = await selectActive(trx, userId);
    if (!row) {
      await insertActivePair(trx, userId);
      row = await selectActive(trx, userId);
    }
    if (!row) throw new Error(`no active seed pair for ${userId}`);
    return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
  });
}

/** PUT /api/fairness/client-seed: the player's own client seed for the rounds that follow. */
export async function setClientSeed(
  db: Kysely<Database>,
  userId: string,
  clientSeed: string,
): Promise<FairnessState> {
  await getFairnessState(db, userId);
  await db
    .updateTable('player_seeds')
    .set({ client_seed: clientSeed })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .execute();
  return getFairnessState(db, userId);
}

/**
 * POST /api/fairness/rotate: reveals the active server seed and commits a new one. Refused while a
 * round is open, because that round's outcome still depends on the secret seed's deck.
 */
export async function rotateSeed(db: Kysely<Database>, userId: string, now: Date): Promise<RotateResponse> {
  return db.transaction().execute(async (trx) => {
    // One rotation of a player's pair at a time: a second one waits here, then rotates the pair the
    // first committed (each reveals its own pair). Waiting on the pair row itself instead would find
    // it revealed and no longer active when the lock came through.
    await sql`select pg_advisory_xact_lock(hashtext(${`seed-rotation:${userId}`}))`.execute(trx);
    let current = await selectActive(trx, userId);
    if (!current) {
      await insertActivePair(trx, userId);
      current = await selectActive(trx, userId);
    }
    if (!current) throw new Error(`no active seed pair for ${userId}`);
    const open = await trx
      .selectFrom('game_rounds')
      .select('game')
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open)
      throw new DomainError('round_in_progress', `Finish your ${open.game} round before rotating the seed`);
    await trx
      .updateTable('player_seeds')
      .set({ status: 'revealed', revealed_at: now })
      .where('id', '=', current.id)
      .execute();
    await insertActivePair(trx, userId, current.client_seed);
    const next = await selectActive(trx, userId);
    if (!next) throw new Error('rotation lost the new seed pair');
    return {
      previousServerSeed: current.server_seed,
      previousServerSeedHash: current.server_seed_hash,
      previousClientSeed: current.client_seed,
      roundsPlayed: current.nonce,
      serverSeedHash: next.server_seed_hash,
      clientSeed: next.client_seed,
      nonce: next.nonce,
    };
  });
}

/** GET /api/fairness/seeds: every rotated-out pair, newest first, so past rounds can be verified. */
export async function listRevealedSeeds(db: Kysely<Database>, userId: string): Promise<RevealedSeed[]> {
  const rows = await db
    .selectFrom('player_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'revealed')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    roundsPlayed: r.nonce,
    revealedAt: (r.revealed_at ?? r.created_at).toISOString(),
  }));
}
