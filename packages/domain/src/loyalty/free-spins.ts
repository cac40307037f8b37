import { sql, type Database, type RawBuilder, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { lockLoyalty } from './loyalty-account.js';

export const NO_FREE_SPINS_MESSAGE =
  'You have no free spins left. Redeem loyalty points for more in the reward shop.';

export const noFreeSpins = (): DomainError => new DomainError('no_free_spins', NO_FREE_SPINS_MESSAGE);

/** A condition for the play's first statement: the player has a free spin to use. */
export const hasFreeSpin = (userId: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from player_loyalty where user_id = ${userId} and free_spins > 0)`;

/** Takes one free spin from the player's balance (never below zero), returning how many are left. */
export async function consumeFreeSpin(trx: Transaction<Database>, userId: string): Promise<number> {
  await lockLoyalty(trx, userId);
  const updated = await trx
    .updateTable('player_loyalty')
    .set((eb) => ({ free_spins: eb('free_spins', '-', 1) }))
    .where('user_id', '=', userId)
    .where('free_spins', '>', 0)
    .returning('free_spins')
    .executeTakeFirst();
  if (!updated) throw noFreeSpins();
  return updated.free_spins;
}
