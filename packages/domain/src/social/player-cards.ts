import type { PlayerCard } from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import { publicName } from '../leaderboards/player-identity.js';

type Reader = Kysely<Database> | Transaction<Database>;

export interface PlayerCardRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  social_level: number;
}

/** How the hub shows a player to others: the public name ("Jane D."), never the email. */
export function toPlayerCard(row: PlayerCardRow): PlayerCard {
  return {
    id: row.id,
    displayName: publicName({ userId: row.id, firstName: row.first_name, lastName: row.last_name }),
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    socialLevel: row.social_level,
  };
}

export const PLAYER_CARD_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.profile_image_url',
  'users.social_level',
] as const;

/** The cards of these players, by id (unknown ids are left out). */
export async function playerCards(db: Reader, userIds: readonly string[]): Promise<Map<string, PlayerCard>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(PLAYER_CARD_COLUMNS)
    .where('users.id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, toPlayerCard(row)]));
}
