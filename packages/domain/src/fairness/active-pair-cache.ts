import type { Database, Kysely } from '@casino/db';
import { perDatabase } from '../per-database.js';
import { insertActivePair, type RoundSeeds } from './player-seeds.js';

/**
 * What this process last knew of a player's active seed pair, with the nonce the next round uses.
 * It lets a one-shot play decide its round before touching the database and then take the nonce in
 * the same statement that settles it (ledger/one-shot-settlement.ts). The statement takes the nonce
 * only if the pair is still active with exactly this nonce and client seed, so a stale entry (a
 * rotation, a new client seed, a round played through another process or another game) is never
 * used: the play is told, forgets the entry and decides again from a fresh read.
 */
export interface KnownPair {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round uses. */
  nonce: number;
}

const MAX_KNOWN_PAIRS = 100_000;
const pairsOf = perDatabase(() => new Map<string, KnownPair>());

async function readActivePair(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('player_seeds')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** The player's active pair as this process knows it, read (and created on first play) when unknown. */
export async function knownActivePair(db: Kysely<Database>, userId: string): Promise<KnownPair> {
  const pairs = pairsOf(db);
  const known = pairs.get(userId);
  if (known) return known;
  let row = await readActivePair(db, userId);
  if (!row) {
    await insertActivePair(db, userId);
    row = await readActivePair(db, userId);
  }
  if (!row) throw new Error(`no active seed pair for ${userId}`);
  const pair: KnownPair = {
    id: BigInt(row.id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
  if (pairs.size >= MAX_KNOWN_PAIRS) pairs.clear();
  pairs.set(userId, pair);
  return pair;
}

/** The seeds a round decided with this pair uses. */
export const roundSeedsOf = (pair: KnownPair): RoundSeeds => ({
  serverSeed: pair.serverSeed,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

/** The database took the pair's nonce: the next round uses the one after. */
export function nonceTaken(db: Kysely<Database>, userId: string, pair: KnownPair): void {
  pairsOf(db).set(userId, { ...pair, nonce: pair.nonce + 1 });
}

/** The pair changed elsewhere: read it again before the next round. */
export function forgetActivePair(db: Kysely<Database>, userId: string): void {
  pairsOf(db).delete(userId);
}
