import type {
  ChallengeHistoryQuery,
  MyChallenge,
  P2pChallenge,
  P2pChallengeDetail,
  P2pStats,
} from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DEFAULT_SKILL_RATING } from '@casino/games';
import {
  challengeNotFound,
  findChallengeView,
  isGameType,
  selectChallenges,
  storedResult,
  toChallengeDetail,
  toChallengeView,
  toP2pChallenge,
  type ChallengeView,
} from './challenge-row.js';

/** The open list's length: a page of cards, newest first (each player has at most 10 open). */
export const OPEN_LIST_LIMIT = 100;
export const DEFAULT_HISTORY_PAGE = 20;

/**
 * GET /api/p2p-challenges: open challenges not yet expired, newest first. A rematch offer is listed
 * only for the player it was offered to and its creator.
 */
export async function listOpenChallenges(
  db: Kysely<Database>,
  viewerId: string,
  now: Date,
): Promise<P2pChallenge[]> {
  const rows = await selectChallenges(db)
    .where('c.status', '=', 'open')
    .where('c.expires_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('c.invited_id', 'is', null),
        eb('c.invited_id', '=', viewerId),
        eb('c.creator_id', '=', viewerId),
      ]),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(OPEN_LIST_LIMIT)
    .execute();
  return rows.map((row) => toP2pChallenge(toChallengeView(row)));
}

/**
 * GET /api/p2p-challenges/{id}: any challenge (spectators read the ones in play), except an open
 * rematch offer, which only its two players see.
 */
export async function challengeDetail(
  db: Kysely<Database>,
  viewerId: string,
  challengeId: string,
): Promise<P2pChallengeDetail> {
  const view = await findChallengeView(db, challengeId);
  const { row } = view ?? {};
  if (!view || !row) throw challengeNotFound();
  if (
    row.status === 'open' &&
    row.invited_id !== null &&
    row.invited_id !== viewerId &&
    row.creator_id !== viewerId
  )
    throw challengeNotFound();
  return toChallengeDetail(view);
}

function toMyChallenge(view: ChallengeView, viewerId: string): MyChallenge {
  const { row } = view;
  const result = storedResult(row);
  const role =
    row.creator_id === viewerId ? 'creator' : row.opponent_id === viewerId ? 'opponent' : 'invited';
  const outcome: MyChallenge['outcome'] =
    row.status === 'cancelled' || row.status === 'expired'
      ? row.status
      : row.status === 'voided'
        ? 'void'
        : row.status !== 'finished' || result === null
          ? null
          : result.result === 'draw'
            ? 'draw'
            : result.winnerId === viewerId
              ? 'won'
              : 'lost';
  const change = result?.ratingChanges.find((c) => c.userId === viewerId);
  return {
    ...toP2pChallenge(view),
    role,
    result,
    outcome,
    ratingChange: change ? change.after - change.before : null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** My Challenges: open and in play, where I am the creator, the opponent or the invited player. */
export async function myChallenges(db: Kysely<Database>, viewerId: string): Promise<MyChallenge[]> {
  const rows = await selectChallenges(db)
    .where('c.status', 'in', ['open', 'playing'])
    .where((eb) =>
      eb.or([
        eb('c.creator_id', '=', viewerId),
        eb('c.opponent_id', '=', viewerId),
        eb.and([eb('c.invited_id', '=', viewerId), eb('c.status', '=', 'open')]),
      ]),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(OPEN_LIST_LIMIT)
    .execute();
  return rows.map((row) => toMyChallenge(toChallengeView(row), viewerId));
}

/** History: my ended challenges (played, voided, cancelled or expired), newest first, a page at a time. */
export async function challengeHistory(
  db: Kysely<Database>,
  viewerId: string,
  page: ChallengeHistoryQuery,
): Promise<MyChallenge[]> {
  const rows = await selectChallenges(db)
    .where('c.status', 'in', ['finished', 'voided', 'cancelled', 'expired'])
    .where((eb) => eb.or([eb('c.creator_id', '=', viewerId), eb('c.opponent_id', '=', viewerId)]))
    .orderBy(sql`coalesce(c.finished_at, c.expires_at)`, 'desc')
    .orderBy('c.id')
    .limit(page.limit ?? DEFAULT_HISTORY_PAGE)
    .offset(page.offset ?? 0)
    .execute();
  return rows.map((row) => toMyChallenge(toChallengeView(row), viewerId));
}

/** The four stat cards (Total Wins, Skill Rating, Win Rate, Active Challenges) and the ratings behind them. */
export async function challengeStats(db: Kysely<Database>, viewerId: string): Promise<P2pStats> {
  const user = await db
    .selectFrom('users')
    .select(['total_wins_p2p', 'total_losses_p2p', 'skill_rating'])
    .where('id', '=', viewerId)
    .executeTakeFirst();
  const ratings = await db
    .selectFrom('p2p_ratings')
    .select(['game_type', 'rating', 'games', 'draws'])
    .where('user_id', '=', viewerId)
    .orderBy('games', 'desc')
    .orderBy('game_type')
    .execute();
  const active = await db
    .selectFrom('p2p_challenges')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', 'in', ['open', 'playing'])
    .where((eb) => eb.or([eb('creator_id', '=', viewerId), eb('opponent_id', '=', viewerId)]))
    .executeTakeFirstOrThrow();
  const wins = user?.total_wins_p2p ?? 0;
  const losses = user?.total_losses_p2p ?? 0;
  return {
    totalWins: wins,
    totalLosses: losses,
    draws: ratings.reduce((sum, r) => sum + r.draws, 0),
    skillRating: user?.skill_rating ?? DEFAULT_SKILL_RATING,
    // The spec's rounded wins / (wins + losses) as a percent, 0 without any.
    winRate: wins + losses === 0 ? 0 : Math.round((wins / (wins + losses)) * 100),
    activeChallenges: active.n,
    ratings: ratings
      .filter((r) => isGameType(r.game_type))
      .map((r) => ({
        gameType: r.game_type as P2pStats['ratings'][number]['gameType'],
        rating: Math.round(r.rating),
        games: r.games,
      })),
  };
}
