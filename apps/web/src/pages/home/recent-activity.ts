import type { Game, GameSession } from '@casino/contracts';

/** Recent Activity shows this many rounds (spec section 9). */
export const RECENT_ACTIVITY_COUNT = 5;

/** The newest `count` sessions (the API sends newest first; sorting again keeps that a guarantee). */
export function latestSessions<S extends Pick<GameSession, 'createdAt' | 'id'>>(
  sessions: readonly S[],
  count = RECENT_ACTIVITY_COUNT,
): S[] {
  return [...sessions]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || compareIds(b.id, a.id))
    .slice(0, count);
}

/** Session ids are increasing integers as strings: compare by length, then text. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** "diamond-deluxe" → "Diamond Deluxe". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The game's catalogue name, else its slug as words, else "Game #id". */
export function sessionGameName(
  session: Pick<GameSession, 'gameId' | 'gameSlug'>,
  gamesById: ReadonlyMap<number, Pick<Game, 'name'>>,
): string {
  return (
    gamesById.get(session.gameId)?.name ?? (titleFromSlug(session.gameSlug) || `Game #${session.gameId}`)
  );
}

export function gamesByIdOf<G extends Pick<Game, 'id'>>(games: readonly G[] | undefined): Map<number, G> {
  return new Map((games ?? []).map((g) => [g.id, g]));
}

export type SessionResult = 'win' | 'push' | 'loss';

/** Whether the round paid more than, the same as, or less than the stake. Amounts are decimal strings. */
export function sessionResult(session: Pick<GameSession, 'betAmount' | 'winAmount'>): SessionResult {
  const diff = toCents(session.winAmount) - toCents(session.betAmount);
  return diff > 0n ? 'win' : diff === 0n ? 'push' : 'loss';
}

/** "12.5" → 1250n, exactly (no floats for money). */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}
