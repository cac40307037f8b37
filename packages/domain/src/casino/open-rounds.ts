import type { PlayCurrency, RoundFairness } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { gameOf } from '@casino/games';
import { DomainError } from '../errors.js';

/** Games whose rounds span several requests, kept in `game_rounds` between them. */
export type TableGame = 'blackjack' | 'video-poker' | 'craps' | 'ai-games';

/** The game's name inside a sentence ("No video poker round in progress."), from the registry. */
const gameNameInText = (game: TableGame): string => gameOf(game).shortName.toLowerCase();

/** A stored round: the engine state (secret deck included, never sent), its seeds and its stake. */
export interface StoredRound<S> {
  id: string;
  status: 'open' | 'settled';
  state: S;
  fairness: RoundFairness;
  staked: bigint;
  version: number;
  /** The currency the round stakes and pays in, fixed by its first stake. */
  currency: PlayCurrency;
}

type RoundRow = {
  id: bigint;
  status: 'open' | 'settled';
  state: unknown;
  fairness: Record<string, unknown>;
  staked: bigint;
  version: number;
  currency: PlayCurrency;
};

/** jsonb comes back parsed from the drivers; a string (some drivers, some settings) is parsed here. */
const fromJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toStored<S>(row: RoundRow): StoredRound<S> {
  return {
    id: row.id.toString(),
    status: row.status,
    state: fromJson(row.state) as S,
    fairness: fromJson(row.fairness) as RoundFairness,
    staked: BigInt(row.staked),
    version: row.version,
    currency: row.currency,
  };
}

/**
 * The player's open round of a game, or undefined. With `lock` the row is locked FOR UPDATE until
 * the transaction ends, so two actions on one round run one after the other. Rounds are only ever
 * looked up by the signed-in player's id: nobody can act on another player's round.
 */
export async function findOpenRound<S>(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  game: TableGame,
  options: { lock?: boolean } = {},
): Promise<StoredRound<S> | undefined> {
  const row = await db
    .selectFrom('game_rounds')
    .select(['id', 'status', 'state', 'fairness', 'staked', 'version', 'currency'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('status', '=', 'open')
    .$if(options.lock === true, (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row ? toStored<S>(row) : undefined;
}

/** The open round, locked, or the `no_active_round` refusal. */
export async function requireOpenRound<S>(
  trx: Transaction<Database>,
  userId: string,
  game: TableGame,
  hint: string,
): Promise<StoredRound<S>> {
  const round = await findOpenRound<S>(trx, userId, game, { lock: true });
  if (!round)
    throw new DomainError('no_active_round', `No ${gameNameInText(game)} round in progress. ${hint}`);
  return round;
}

/** Refuses a new round while one is open (issue 4: one open round per player and game). */
export async function assertNoOpenRound(
  trx: Transaction<Database>,
  userId: string,
  game: TableGame,
): Promise<void> {
  if (await findOpenRound(trx, userId, game, { lock: true })) throw roundInProgress(game);
}

const roundInProgress = (game: TableGame) =>
  new DomainError(
    'round_in_progress',
    `Finish your ${gameNameInText(game)} round before starting a new one.`,
  );

/** The most recent round of a game, open or settled (craps keeps its roll history across rounds). */
export async function latestRound<S>(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  game: TableGame,
): Promise<StoredRound<S> | undefined> {
  const row = await db
    .selectFrom('game_rounds')
    .select(['id', 'status', 'state', 'fairness', 'staked', 'version', 'currency'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toStored<S>(row) : undefined;
}

/**
 * Stores a new round. An open one relies on the unique index (one open round per player and game):
 * if another open round slipped in, nothing is written and the play is refused.
 */
export async function insertRound<S>(
  trx: Transaction<Database>,
  round: {
    userId: string;
    game: TableGame;
    status: 'open' | 'settled';
    state: S;
    fairness: RoundFairness;
    staked: bigint;
    currency: PlayCurrency;
  },
): Promise<string> {
  const inserted = await trx
    .insertInto('game_rounds')
    .values({
      user_id: round.userId,
      game: round.game,
      status: round.status,
      state: JSON.stringify(round.state),
      fairness: JSON.stringify(round.fairness),
      staked: round.staked,
      currency: round.currency,
      updated_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.columns(['user_id', 'game']).where('status', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw roundInProgress(round.game);
  return inserted.id.toString();
}

/**
 * Saves the next state of a locked round and bumps its version; `settled` closes it. The version
 * check is a second guard besides the row lock: a lost update is impossible.
 */
export async function saveRound<S>(
  trx: Transaction<Database>,
  round: StoredRound<S>,
  next: { state: S; staked: bigint; settled: boolean; fairness?: RoundFairness },
): Promise<void> {
  const result = await trx
    .updateTable('game_rounds')
    .set({
      state: JSON.stringify(next.state),
      staked: next.staked,
      status: next.settled ? 'settled' : 'open',
      version: round.version + 1,
      updated_at: sql<Date>`now()`,
      ...(next.fairness ? { fairness: JSON.stringify(next.fairness) } : {}),
    })
    .where('id', '=', BigInt(round.id))
    .where('version', '=', round.version)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n)
    throw new DomainError('conflict', 'The round changed meanwhile. Please try again.');
}
