import type {
  ChallengeResult,
  P2pChallenge,
  P2pChallengeDetail,
  P2pGameType,
  ChallengePlayer,
} from '@casino/contracts';
import { sql, type Database, type Kysely, type P2pChallengeRow, type Transaction } from '@casino/db';
import { challengeGameOf, CHALLENGE_GAME_TYPES, DEFAULT_SKILL_RATING } from '@casino/games';
import { DomainError } from '../errors.js';
import { publicName } from '../leaderboards/player-identity.js';
import { formatMoney } from '../money.js';

export type ChallengeCurrency = 'coins' | 'sweeps';

/** A challenge row with the names and ratings the answers show (one query, see selectChallenges). */
export interface ChallengeView {
  row: P2pChallengeRow;
  creatorName: string;
  creatorRating: number;
  opponentName: string | null;
  opponentRating: number | null;
}

/** The rating changes a settled challenge stored (p2p_challenges.ratings). */
export interface StoredRatings {
  changes: Array<{ userId: string; before: number; after: number }>;
}

export const isGameType = (value: string): value is P2pGameType =>
  (CHALLENGE_GAME_TYPES as readonly string[]).includes(value);

export const gameTypeOf = (row: Pick<P2pChallengeRow, 'game_type'>): P2pGameType => {
  if (!isGameType(row.game_type)) throw new Error(`unknown challenge game type ${row.game_type}`);
  return row.game_type;
};

export const challengeNotFound = () => new DomainError('not_found', 'No challenge with that id.');

/**
 * Challenges with their players' public names and ratings in the challenge's game type (default
 * 1000 for a player who has not played it). Filter and order with `where`.
 */
export function selectChallenges(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('p2p_challenges as c')
    .innerJoin('users as cu', 'cu.id', 'c.creator_id')
    .leftJoin('users as ou', 'ou.id', 'c.opponent_id')
    .leftJoin('p2p_ratings as cr', (j) =>
      j.onRef('cr.user_id', '=', 'c.creator_id').onRef('cr.game_type', '=', 'c.game_type'),
    )
    .leftJoin('p2p_ratings as orr', (j) =>
      j.onRef('orr.user_id', '=', 'c.opponent_id').onRef('orr.game_type', '=', 'c.game_type'),
    )
    .selectAll('c')
    .select([
      'cu.first_name as creator_first',
      'cu.last_name as creator_last',
      'ou.first_name as opponent_first',
      'ou.last_name as opponent_last',
      sql<number | null>`cr.rating`.as('creator_rating'),
      sql<number | null>`orr.rating`.as('opponent_rating'),
    ]);
}

type SelectedRow = P2pChallengeRow & {
  creator_first: string | null;
  creator_last: string | null;
  opponent_first: string | null;
  opponent_last: string | null;
  creator_rating: number | null;
  opponent_rating: number | null;
};

export function toChallengeView(selected: SelectedRow): ChallengeView {
  const {
    creator_first,
    creator_last,
    opponent_first,
    opponent_last,
    creator_rating,
    opponent_rating,
    ...row
  } = selected;
  return {
    row,
    creatorName: publicName({ userId: row.creator_id, firstName: creator_first, lastName: creator_last }),
    creatorRating: Math.round(creator_rating ?? DEFAULT_SKILL_RATING),
    opponentName:
      row.opponent_id === null
        ? null
        : publicName({ userId: row.opponent_id, firstName: opponent_first, lastName: opponent_last }),
    opponentRating: row.opponent_id === null ? null : Math.round(opponent_rating ?? DEFAULT_SKILL_RATING),
  };
}

export async function findChallengeView(
  db: Kysely<Database> | Transaction<Database>,
  challengeId: string,
): Promise<ChallengeView | null> {
  const row = await selectChallenges(db).where('c.id', '=', challengeId).executeTakeFirst();
  return row ? toChallengeView(row) : null;
}

/** The spec's challenge fields and what the cards add. */
export function toP2pChallenge(view: ChallengeView): P2pChallenge {
  const { row } = view;
  return {
    id: row.id,
    gameType: gameTypeOf(row),
    betAmount: formatMoney(row.bet_amount),
    betType: row.bet_type as P2pChallenge['betType'],
    skillLevel: row.skill_level as P2pChallenge['skillLevel'],
    cryptoCurrency: row.crypto_currency as P2pChallenge['cryptoCurrency'],
    status: row.status,
    challengerId: row.creator_id,
    challengerName: view.creatorName,
    challengerRating: view.creatorRating,
    opponentId: row.opponent_id,
    opponentName: view.opponentName,
    invitedId: row.invited_id,
    prizePool: formatMoney(row.bet_amount * 2n),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The settled result as stored, or null while the challenge has not ended in a game. */
export function storedResult(row: P2pChallengeRow): ChallengeResult | null {
  if (row.result === null) return null;
  const ratings = parseJson<StoredRatings>(row.ratings);
  return {
    result: row.result,
    reason: row.end_reason ?? '',
    winnerId: row.winner_id,
    payout: formatMoney(
      row.result === 'creator' || row.result === 'opponent' ? row.bet_amount * 2n : row.bet_amount,
    ),
    ratingChanges: ratings?.changes ?? [],
  };
}

/** jsonb arrives parsed from pg and as text from some drivers. */
export function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export const isEnded = (status: P2pChallengeRow['status']): boolean =>
  status === 'finished' || status === 'voided' || status === 'cancelled' || status === 'expired';

/** The arena's phase: waiting until both pressed Start (or before anyone accepted), playing, finished. */
export function phaseOf(row: P2pChallengeRow): P2pChallengeDetail['phase'] {
  if (isEnded(row.status)) return 'finished';
  return row.status === 'playing' && row.started_at !== null ? 'playing' : 'waiting';
}

export function playersOf(view: ChallengeView): ChallengePlayer[] {
  const players: ChallengePlayer[] = [
    { seat: 0, userId: view.row.creator_id, name: view.creatorName, rating: view.creatorRating },
  ];
  if (view.row.opponent_id !== null && view.opponentName !== null && view.opponentRating !== null) {
    players.push({
      seat: 1,
      userId: view.row.opponent_id,
      name: view.opponentName,
      rating: view.opponentRating,
    });
  }
  return players;
}

/** GET /api/p2p-challenges/{id}: the challenge, its title and description, players, phase and result. */
export function toChallengeDetail(view: ChallengeView): P2pChallengeDetail {
  const { row } = view;
  const game = challengeGameOf(gameTypeOf(row));
  return {
    ...toP2pChallenge(view),
    title: `${game.name} Challenge`,
    description: game.description,
    phase: phaseOf(row),
    players: playersOf(view),
    result: storedResult(row),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    seedHash: row.seed_hash,
    // The seed stays secret while the game runs: a player who knew it could compute the problems.
    serverSeed: row.status === 'finished' || row.status === 'voided' ? row.server_seed : null,
    // The record holds the items with their solutions: shown only once the game is over.
    record:
      row.status === 'finished' || row.status === 'voided'
        ? parseJson<Record<string, unknown>>(row.record)
        : null,
    rematchOf: row.rematch_of,
  };
}

/**
 * The challenge row, locked for the rest of the transaction (every state change goes through it);
 * NO KEY UPDATE: its id never changes, and rows referring to it (moves, a rematch) need not wait.
 */
export const lockChallenge = (trx: Transaction<Database>, challengeId: string) =>
  trx
    .selectFrom('p2p_challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .forNoKeyUpdate()
    .executeTakeFirst();
