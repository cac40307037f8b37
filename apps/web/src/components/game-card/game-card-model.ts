import type { Game, GameTheme } from '@casino/contracts';
import { gameById } from '@casino/games';
import { formatCoinAmount } from '../../lib/format';

/** The card knows one more type than the catalogue (spec "Game card": slot, table, live, other). */
export type CardKind = 'slot' | 'table' | 'live' | 'other';

/** The fields a card shows; any catalogue Game fits. `type` is widened so unknown kinds still render. */
export type CardGame = Pick<
  Game,
  'id' | 'name' | 'provider' | 'rtp' | 'minBet' | 'maxBet' | 'isHot' | 'isNew' | 'isFeatured'
> & {
  type: string;
  theme: string;
};

const THEMES: readonly GameTheme[] = ['luxury', 'ancient', 'space', 'classic', 'premium', 'default'];

/** The gradient a card uses; unknown themes fall back to `default`. */
export function cardTheme(theme: string): GameTheme {
  return (THEMES as readonly string[]).includes(theme) ? (theme as GameTheme) : 'default';
}

export function cardKind(type: string): CardKind {
  return type === 'slot' || type === 'table' || type === 'live' ? type : 'other';
}

/**
 * Where PLAY goes: the page and the tab or table the game registry names for the game (Jacks or
 * Better opens the video poker tab, Street Craps the craps tab, a slot its own machine). A game the
 * registry does not know goes where its type lives (spec "Game card": slot → /slots, table →
 * /table-games, live → /live-casino, anything else → /lobby).
 */
export function playLink(game: Pick<CardGame, 'id' | 'type'>): string {
  const registered = gameById(game.id);
  if (registered) return registered.playPath;
  switch (cardKind(game.type)) {
    case 'slot':
      return '/slots';
    case 'table':
      return '/table-games';
    case 'live':
      return '/live-casino';
    case 'other':
      return '/lobby';
  }
}

/** "96.5% RTP" with at most two decimals and no trailing zeros. */
export function rtpLabel(rtp: number): string {
  return `${Number(rtp.toFixed(2))}% RTP`;
}

export interface BetLimit {
  label: 'Min' | 'Max';
  /** "0.25", "1,000.00" */
  value: string;
}

/** The minimum and maximum bet, each only when the game has it. */
export function betLimits(game: Pick<CardGame, 'minBet' | 'maxBet'>): BetLimit[] {
  const limits: BetLimit[] = [];
  if (game.minBet !== null) limits.push({ label: 'Min', value: formatCoinAmount(game.minBet) });
  if (game.maxBet !== null) limits.push({ label: 'Max', value: formatCoinAmount(game.maxBet) });
  return limits;
}
