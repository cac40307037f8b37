import type { AdminRoundRow } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { formatMoney } from '../money.js';

/** A game session with its game's name: what a round row and a round's recall start from. */
export const selectRounds = (db: Kysely<Database>) =>
  db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      's.id',
      's.user_id',
      's.game_id',
      's.currency',
      'g.slug',
      'g.name',
      's.bet_amount',
      's.win_amount',
      's.game_data',
      's.created_at',
    ]);

export type RoundRecord = Awaited<ReturnType<ReturnType<typeof selectRounds>['execute']>>[number];

/** A round's amounts as the back office's round rows show them. */
export const toRoundRow = (row: RoundRecord): AdminRoundRow => ({
  sessionId: row.id.toString(),
  gameId: row.game_id,
  gameName: row.name,
  betAmount: formatMoney(row.bet_amount),
  winAmount: formatMoney(row.win_amount),
  net: formatMoney(row.win_amount - row.bet_amount),
  createdAt: row.created_at.toISOString(),
});
