import { AI_GAME_BET, type AiGame, type AiGameStats, type AiGameType } from '@casino/contracts';

// What /ai-games and /ai-game/{gameId} show, as plain functions (tested without a browser).

export const GAME_TYPE_LABELS: Readonly<Record<AiGameType, string>> = {
  slots: 'Slots',
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
  arcade: 'Arcade',
};

export const GAME_TYPE_ICONS: Readonly<Record<AiGameType, string>> = {
  slots: '7',
  blackjack: '🂡',
  poker: '♠',
  roulette: '◎',
  arcade: '⚄',
};

/** The four stat cards (spec: AI Games Created, Total Plays, Average Rating with one decimal, Unique Themes). */
export function aiStatCards(
  stats: AiGameStats | undefined,
): Array<{ key: string; label: string; value: string }> {
  const n = (v: number | undefined) => (v === undefined ? '…' : v.toLocaleString('en-US'));
  return [
    { key: 'created', label: 'AI Games Created', value: n(stats?.aiGamesCreated) },
    { key: 'plays', label: 'Total Plays', value: n(stats?.totalPlays) },
    {
      key: 'rating',
      label: 'Average Rating',
      value:
        stats === undefined ? '…' : stats.averageRating === null ? '0.0' : stats.averageRating.toFixed(1),
    },
    { key: 'themes', label: 'Unique Themes', value: n(stats?.uniqueThemes) },
  ];
}

/** Spec section 5: Generate is disabled while pending or when theme or aiPrompt is empty. */
export const canGenerate = (form: { theme: string; aiPrompt: string }, pending: boolean): boolean =>
  !pending && form.theme.trim() !== '' && form.aiPrompt.trim() !== '';

/** Spec: an unknown id falls back to the first game of the list; no games at all is "Game Not Found". */
export function gameIdToShow(
  requested: number | null,
  found: boolean,
  list: readonly AiGame[] | undefined,
): number | null {
  if (requested !== null && found) return requested;
  return list?.[0]?.id ?? null;
}

/** The id in /ai-game/{gameId}, or null when it is not a whole number. */
export function parseGameId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Bets in whole coins (spec: default 100, step ±50, never below 10 on decrement, presets). */
export const betAfterIncrement = (bet: number): number => bet + AI_GAME_BET.step;
export const betAfterDecrement = (bet: number): number =>
  Math.max(AI_GAME_BET.minimumOnDecrement, bet - AI_GAME_BET.step);

/** Spec section 5: play is blocked (the toast) when the balance is lower than the bet. */
export const isBalanceShort = (balanceCoins: number, betCoins: number): boolean => balanceCoins < betCoins;

/** "5 stars" as text for a rating, one decimal. */
export const ratingText = (rating: number, count: number): string =>
  count === 0 ? 'Not rated yet' : `${rating.toFixed(1)} / 5 (${count} rating${count === 1 ? '' : 's'})`;
