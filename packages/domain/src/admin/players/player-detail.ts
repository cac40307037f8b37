import type { AdminPlayerDetail } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { selectPlayerRows, toPlayerRow } from './player-search.js';

export const PLAYER_NOT_FOUND = 'Player not found';

/** The player's row, or a 404 `not_found` (every read of a player's page starts here). */
export async function requirePlayer(db: Kysely<Database>, userId: string): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', PLAYER_NOT_FOUND);
}

/** The hands a player was dealt into: `poker_hands.players` holds `[{ userId, seat, ... }]`. */
export const dealtInto = (userId: string) =>
  sql<boolean>`h.players @> ${JSON.stringify([{ userId }])}::jsonb`;

/** GET /api/admin/players/:userId: the header of a player's page, totals from the real tables. */
export async function playerDetail(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<AdminPlayerDetail> {
  const row = await selectPlayerRows(db)
    .select([
      sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'u.suspended_reason',
      'u.skill_rating',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', PLAYER_NOT_FOUND);
  const [rounds, purchases, challenges, hands, loyalty, liveSessions, pending] = await Promise.all([
    db
      .selectFrom('game_sessions')
      .select([
        sql<string>`count(*)::text`.as('rounds'),
        sql<string>`coalesce(sum(bet_amount), 0)::text`.as('wagered'),
        sql<string>`coalesce(sum(win_amount), 0)::text`.as('won'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('coin_purchases')
      .select(sql<string>`coalesce(sum(price_cents), 0)::text`.as('cents'))
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('p2p_challenges')
      .select(sql<string>`count(*)::text`.as('n'))
      .where((eb) => eb.or([eb('creator_id', '=', userId), eb('opponent_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('poker_hands as h')
      .select(sql<string>`count(*)::text`.as('n'))
      .where(dealtInto(userId))
      .executeTakeFirstOrThrow(),
    db.selectFrom('player_loyalty').select('points').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('balance_adjustments')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    player: toPlayerRow(row, now),
    dateOfBirth: row.date_of_birth,
    suspendedReason: row.suspended_reason,
    liveSessions: Number(liveSessions.n),
    totals: {
      rounds: Number(rounds.rounds),
      wagered: formatMoney(BigInt(rounds.wagered)),
      won: formatMoney(BigInt(rounds.won)),
      // Cents are hundredths of a dollar as minor units are of a coin: the same formatting.
      purchasesUsd: formatMoney(BigInt(purchases.cents)),
      challenges: Number(challenges.n),
      pokerHands: Number(hands.n),
    },
    loyaltyPoints: loyalty?.points ?? 0,
    skillRating: row.skill_rating,
    pendingAdjustments: Number(pending.n),
  };
}
