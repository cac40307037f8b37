import type { Game, GameTheme, GameType } from '@casino/contracts';
import type { Database, GameRow, Kysely } from '@casino/db';
import { formatMoney } from '../money.js';

export function toGame(row: GameRow, extra: Pick<Game, 'isHot' | 'isNew' | 'playsLast7Days'> = { isHot: false, isNew: false, playsLast7Days: 0 }): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    type: row.type,
    category: row.category,
    theme: row.theme as GameTheme,
    rtp: Number(row.rtp),
    minBet: row.min_bet === null ? null : formatMoney(row.min_bet),
    maxBet: row.max_bet === null ? null : formatMoney(row.max_bet),
    imageUrl: row.image_url,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    ...extra,
  };
}

export async function listGames(db: Kysely<Database>, filter: { type?: GameType } = {}): Promise<Game[]> {
  let query = db.selectFrom('games').selectAll().orderBy('id');
  if (filter.type) query = query.where('type', '=', filter.type);
  return (await query.execute()).map((row) => toGame(row));
}
