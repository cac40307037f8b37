import type { NewGame } from '@casino/db';
import { parseMoney } from '../money.js';

/**
 * The seeded game catalogue (issue 2): ids are stable because the spec's client names them
 * (roulette 1, blackjack 2, slots by the chosen slot id). Bet limits are the spec's: table limits
 * (section 9 "Table bet limits"), live tables ("Live tables"), slots per featured slot.
 */
interface CatalogueEntry {
  id: number;
  slug: string;
  name: string;
  provider: string;
  type: 'slot' | 'table' | 'live';
  category: string;
  theme: string;
  rtp: string;
  minBet: string | null;
  maxBet: string | null;
}

export const GAME_CATALOGUE: readonly CatalogueEntry[] = [
  // European single-zero wheel: 36/37 returned on every bet.
  { id: 1, slug: 'european-roulette', name: 'European Roulette', provider: 'Royal Live', type: 'live', category: 'roulette', theme: 'luxury', rtp: '97.30', minBet: '1', maxBet: '1000' },
  { id: 2, slug: 'blackjack', name: 'Classic Blackjack', provider: 'Royal Tables', type: 'table', category: 'blackjack', theme: 'classic', rtp: '99.50', minBet: '5', maxBet: '500' },
  { id: 3, slug: 'jacks-or-better', name: 'Jacks or Better', provider: 'Royal Tables', type: 'table', category: 'poker', theme: 'classic', rtp: '99.54', minBet: '1', maxBet: '100' },
  { id: 4, slug: 'baccarat', name: 'Punto Banco Baccarat', provider: 'Royal Tables', type: 'table', category: 'baccarat', theme: 'premium', rtp: '98.94', minBet: '10', maxBet: '1000' },
  { id: 5, slug: 'craps', name: 'Street Craps', provider: 'Royal Tables', type: 'table', category: 'specialty', theme: 'default', rtp: '98.59', minBet: '5', maxBet: '250' },
  // The three featured slots (spec section 9 "Slot bet ranges").
  { id: 6, slug: 'diamond-deluxe', name: 'Diamond Deluxe', provider: 'Royal Reels', type: 'slot', category: 'slots', theme: 'luxury', rtp: '96.50', minBet: '0.25', maxBet: '100' },
  { id: 7, slug: 'pharaohs-fortune', name: "Pharaoh's Fortune", provider: 'Royal Reels', type: 'slot', category: 'slots', theme: 'ancient', rtp: '96.00', minBet: '0.10', maxBet: '50' },
  { id: 8, slug: 'cosmic-spins', name: 'Cosmic Spins', provider: 'Royal Reels', type: 'slot', category: 'slots', theme: 'space', rtp: '97.00', minBet: '0.10', maxBet: '100' },
  // The live tables (spec section 9 "Live tables").
  { id: 9, slug: 'live-roulette', name: 'Live Roulette', provider: 'Royal Live', type: 'live', category: 'live', theme: 'luxury', rtp: '97.30', minBet: '1', maxBet: '1000' },
  { id: 10, slug: 'live-blackjack', name: 'Live Blackjack', provider: 'Royal Live', type: 'live', category: 'live', theme: 'premium', rtp: '99.50', minBet: '25', maxBet: '2500' },
  { id: 11, slug: 'live-baccarat', name: 'Live Baccarat', provider: 'Royal Live', type: 'live', category: 'live', theme: 'premium', rtp: '98.94', minBet: '5', maxBet: '500' },
  // Player against player: the house takes no edge, so every chip stays with the players.
  { id: 12, slug: 'live-holdem', name: "Live Texas Hold'em", provider: 'Royal Live', type: 'live', category: 'poker', theme: 'classic', rtp: '100.00', minBet: '10', maxBet: '200' },
];

export const toGameRow = (entry: CatalogueEntry): NewGame => ({
  id: entry.id,
  slug: entry.slug,
  name: entry.name,
  provider: entry.provider,
  type: entry.type,
  category: entry.category,
  theme: entry.theme,
  rtp: entry.rtp,
  min_bet: entry.minBet === null ? null : parseMoney(entry.minBet),
  max_bet: entry.maxBet === null ? null : parseMoney(entry.maxBet),
  image_url: null,
});
