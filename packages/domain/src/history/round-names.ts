import { CHALLENGE_GAMES, gameById, gameBySlug, gameOf, type GameKey } from '@casino/games';

// The words for a round and its game, wherever history shows one (the statement, the rounds list,
// the recall, the CSV): a game by its registry name, a round by its id.

/** A recall id: `session-<game session id>` or `challenge-<challenge id>`. */
export const sessionRoundId = (sessionId: bigint | string): string => `session-${sessionId}`;
export const challengeRoundId = (challengeId: string): string => `challenge-${challengeId}`;

/** A recall id taken apart (the contract's PlayerRoundId has checked its shape). */
export function parseRoundId(
  id: string,
): { source: 'session'; sessionId: bigint } | { source: 'challenge'; challengeId: string } {
  return id.startsWith('session-')
    ? { source: 'session', sessionId: BigInt(id.slice('session-'.length)) }
    : { source: 'challenge', challengeId: id.slice('challenge-'.length) };
}

/** A game of the registry by its catalogue id, or a name made of the id. */
export const gameNameOfId = (gameId: number): string => gameById(gameId)?.name ?? `Game ${gameId}`;

/** A game of the registry by its slug (a ledger memo's `game`), or the slug in words. */
export const gameNameOfSlug = (slug: string): string => gameBySlug(slug)?.name ?? slug.replace(/[-_]+/g, ' ');

export const gameNameOfKey = (key: string): string => {
  try {
    return gameOf(key as GameKey).name;
  } catch {
    return key;
  }
};

/** A challenge's game: "Chess challenge". */
export const challengeGameName = (type: string): string =>
  `${CHALLENGE_GAMES.find((g) => g.type === type)?.name ?? type.replace(/_/g, ' ')} challenge`;
