import { randomBytes } from 'node:crypto';
import type { LiveGameKey } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import {
  commitServerSeed,
  cutCardPosition,
  LIVE_SHOE_DECKS,
  liveTableClientSeed,
  newServerSeed,
  shoeSeedsOf,
  shuffledShoe,
  type CardId,
} from '@casino/engine';

export type LiveCardGameKey = keyof typeof LIVE_SHOE_DECKS;
export const isLiveCardGame = (key: LiveGameKey): key is LiveCardGameKey => key in LIVE_SHOE_DECKS;

/** The shoe a card round deals from: the whole shoe in dealing order, the round's first card at `position`. */
export interface LiveShoeDraw {
  kind: 'shoe';
  shoeId: string;
  decks: number;
  /** Cards dealt before the cut card (75% of the shoe): the round that reaches it ends the shoe. */
  cutPosition: number;
  seedHash: string;
  clientSeed: string;
  /** The shoe's id is the nonce its shuffle used. */
  nonce: number;
  position: number;
  cards: readonly CardId[];
}

/**
 * The shoe the table's next round deals from, inside the round's transaction (the table row held):
 * the open shoe from the card after the last round's, or a new one when the table has none or the
 * open one is past its cut card (which then ends, revealing its seed). A new shoe's seed comes from
 * crypto.randomBytes; it is shuffled by the engine from (seed, `live-table-<tableId>`, shoe id).
 */
export async function shoeForNextRound(
  trx: Transaction<Database>,
  tableId: number,
  gameKey: LiveCardGameKey,
): Promise<LiveShoeDraw> {
  const open = await trx
    .selectFrom('live_shoes')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (open) {
    const next = await nextPosition(trx, open.id);
    if (next < open.cut_position) return drawOf(open, tableId, next);
    await endShoeIn(trx, open.id);
  }
  const decks = LIVE_SHOE_DECKS[gameKey];
  const serverSeed = newServerSeed((n) => randomBytes(n));
  const created = await trx
    .insertInto('live_shoes')
    .values({
      table_id: tableId,
      server_seed: serverSeed,
      seed_hash: commitServerSeed(serverSeed),
      client_seed: liveTableClientSeed(tableId),
      decks,
      cut_position: cutCardPosition(decks),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return drawOf(created, tableId, 0);
}

function drawOf(
  shoe: {
    id: bigint;
    server_seed: string;
    seed_hash: string;
    client_seed: string;
    decks: number;
    cut_position: number;
  },
  tableId: number,
  position: number,
): LiveShoeDraw {
  const nonce = Number(shoe.id);
  return {
    kind: 'shoe',
    shoeId: shoe.id.toString(),
    decks: shoe.decks,
    cutPosition: shoe.cut_position,
    seedHash: shoe.seed_hash,
    clientSeed: shoe.client_seed,
    nonce,
    position,
    cards: shuffledShoe(shoeSeedsOf(shoe.server_seed, tableId, nonce), shoe.decks),
  };
}

/** The card after the last one a round of this shoe took (rounds voided before dealing took none). */
async function nextPosition(trx: Transaction<Database>, shoeId: bigint): Promise<number> {
  const row = await trx
    .selectFrom('live_rounds')
    .select(sql<number>`coalesce(max(shoe_position + coalesce(cards_used, 0)), 0)::int`.as('next'))
    .where('shoe_id', '=', shoeId)
    .where('status', 'in', ['settling', 'settled'])
    .executeTakeFirst();
  return row?.next ?? 0;
}

async function endShoeIn(trx: Kysely<Database>, shoeId: bigint | string): Promise<boolean> {
  const ended = await trx
    .updateTable('live_shoes')
    .set({ ended_at: sql<Date>`now()` })
    .where('id', '=', BigInt(shoeId))
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return ended !== undefined;
}

/** Ends a shoe now (its seed becomes public); false when it had already ended. */
export function endLiveShoe(db: Kysely<Database>, shoeId: bigint | string): Promise<boolean> {
  return endShoeIn(db, shoeId);
}
