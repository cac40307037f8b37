import {
  AI_GAME_BET,
  AI_INSUFFICIENT_BALANCE,
  type AiGame,
  type AiGameStats,
  type AiGameType,
  type PlayCurrency,
} from '@casino/contracts';
import { tableLimitsIn } from '../../components/games/currency-limits';
import type { Cents } from '../../components/games/money';

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

/**
 * The Betting panel's rules in the currency at stake, in cents (issue 18). Coins keep the spec's
 * constants (default 100, step 50, never below 10 on decrement, presets 100/500/1000); sweepstakes
 * coins are worth a hundred coins each, so their bets are the spec's divided by 100 (default 1.00 SC,
 * step 0.50, presets 1/5/10 SC), held within the registry's SC limits of the studio (0.20-50.00 SC,
 * as the server checks them): the decrement stops at 0.20 SC, the increment at 50.00 SC.
 */
export interface AiBetRules {
  default: Cents;
  step: Cents;
  minimumOnDecrement: Cents;
  max: Cents;
  presets: readonly Cents[];
}

/** A sweepstakes coin is worth this many coins in the Betting panel's constants. */
const SWEEPS_SCALE = 100;

export function aiBetRules(currency: PlayCurrency): AiBetRules {
  const limits = tableLimitsIn('ai-games', currency);
  const scale = currency === 'coins' ? 1 : SWEEPS_SCALE;
  const cents = (coins: number): Cents => Math.round((coins * 100) / scale);
  const clamp = (value: Cents): Cents => Math.min(limits.max, Math.max(limits.min, value));
  return {
    default: clamp(cents(AI_GAME_BET.default)),
    step: cents(AI_GAME_BET.step),
    // Coins: the spec's 10 (also the registry's minimum); SC: the SC minimum.
    minimumOnDecrement: clamp(cents(AI_GAME_BET.minimumOnDecrement)),
    max: limits.max,
    presets: [...new Set(AI_GAME_BET.presets.map((p) => clamp(cents(p))))],
  };
}

/** Bets step by the rules' step, never below the minimum on decrement nor above the maximum. */
export const betAfterIncrement = (bet: Cents, rules: AiBetRules): Cents =>
  Math.min(rules.max, bet + rules.step);
export const betAfterDecrement = (bet: Cents, rules: AiBetRules): Cents =>
  Math.max(rules.minimumOnDecrement, Math.min(rules.max, bet - rules.step));

/** A bet as the panel shows it: whole amounts without decimals (100, 1,000), others with two (0.50). */
export const betText = (bet: Cents): string =>
  bet % 100 === 0
    ? (bet / 100).toLocaleString('en-US')
    : (bet / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec section 5: play is blocked (the toast) when the balance is lower than the bet. */
export const isBalanceShort = (balance: Cents, bet: Cents): boolean => balance < bet;

/** The 'Insufficient Balance' toast's words for the currency at stake. */
export const insufficientBalanceText = (currency: PlayCurrency): string =>
  currency === 'sweeps' ? AI_INSUFFICIENT_BALANCE.sweepsMessage : AI_INSUFFICIENT_BALANCE.message;

/** "5 stars" as text for a rating, one decimal. */
export const ratingText = (rating: number, count: number): string =>
  count === 0 ? 'Not rated yet' : `${rating.toFixed(1)} / 5 (${count} rating${count === 1 ? '' : 's'})`;
