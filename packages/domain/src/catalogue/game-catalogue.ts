import type { NewGame } from '@casino/db';
import { FEATURED_SLOTS, TABLE_LIMITS_UNITS, type SlotDefinition } from '@casino/engine';

/**
 * The seeded game catalogue (issue 2). Ids are stable because the spec's client names them
 * (roulette 1, blackjack 2, slots by the chosen slot id). Rules, RTPs of the slots and the table
 * bet limits come from the engine, which proves them; live-table limits are the spec's
 * ("Live tables": roulette 1-1000, blackjack 25-2500, baccarat 5-500, hold'em 10-200).
 */
export interface CatalogueEntry {
  id: number;
  slug: string;
  name: string;
  provider: string;
  type: 'slot' | 'table' | 'live';
  category: string;
  theme: string;
  /** Percent, two decimals. */
  rtp: string;
  minBetUnits: number | null;
  maxBetUnits: number | null;
}

const limits = (game: keyof typeof TABLE_LIMITS_UNITS) => ({
  minBetUnits: TABLE_LIMITS_UNITS[game].min,
  maxBetUnits: TABLE_LIMITS_UNITS[game].max,
});
const coins = (min: number, max: number) => ({ minBetUnits: min * 100, maxBetUnits: max * 100 });

/** Catalogue ids of the three featured slots (the engine numbers its slots 1-3 on its own). */
export const SLOT_GAME_IDS: Readonly<Record<string, number>> = {
  'diamond-deluxe': 6,
  'pharaohs-fortune': 7,
  'cosmic-spins': 8,
};

const slotEntry = (slot: SlotDefinition): CatalogueEntry => {
  const id = SLOT_GAME_IDS[slot.slug];
  if (id === undefined) throw new Error(`featured slot ${slot.slug} has no catalogue id`);
  return {
    id,
    slug: slot.slug,
    name: slot.name,
    provider: 'Royal Reels',
    type: 'slot',
    category: 'slots',
    theme: slot.theme,
    rtp: slot.rtp.toFixed(2),
    minBetUnits: slot.minBetUnits,
    maxBetUnits: slot.maxBetUnits,
  };
};

export const GAME_CATALOGUE: readonly CatalogueEntry[] = [
  // European single-zero wheel: 36/37 returned on every bet (engine roulette tests).
  {
    id: 1,
    slug: 'european-roulette',
    name: 'European Roulette',
    provider: 'Royal Live',
    type: 'live',
    category: 'roulette',
    theme: 'luxury',
    rtp: '97.30',
    ...limits('roulette'),
  },
  {
    id: 2,
    slug: 'blackjack',
    name: 'Classic Blackjack',
    provider: 'Royal Tables',
    type: 'table',
    category: 'blackjack',
    theme: 'classic',
    rtp: '99.50',
    ...limits('blackjack'),
  },
  {
    id: 3,
    slug: 'jacks-or-better',
    name: 'Jacks or Better',
    provider: 'Royal Tables',
    type: 'table',
    category: 'poker',
    theme: 'classic',
    rtp: '99.54',
    ...limits('videoPoker'),
  },
  {
    id: 4,
    slug: 'baccarat',
    name: 'Punto Banco Baccarat',
    provider: 'Royal Tables',
    type: 'table',
    category: 'baccarat',
    theme: 'premium',
    rtp: '98.94',
    ...limits('baccarat'),
  },
  {
    id: 5,
    slug: 'craps',
    name: 'Street Craps',
    provider: 'Royal Tables',
    type: 'table',
    category: 'specialty',
    theme: 'default',
    rtp: '98.59',
    ...limits('craps'),
  },
  ...FEATURED_SLOTS.map(slotEntry),
  {
    id: 9,
    slug: 'live-roulette',
    name: 'Live Roulette',
    provider: 'Royal Live',
    type: 'live',
    category: 'live',
    theme: 'luxury',
    rtp: '97.30',
    ...coins(1, 1000),
  },
  {
    id: 10,
    slug: 'live-blackjack',
    name: 'Live Blackjack',
    provider: 'Royal Live',
    type: 'live',
    category: 'live',
    theme: 'premium',
    rtp: '99.50',
    ...coins(25, 2500),
  },
  {
    id: 11,
    slug: 'live-baccarat',
    name: 'Live Baccarat',
    provider: 'Royal Live',
    type: 'live',
    category: 'live',
    theme: 'premium',
    rtp: '98.94',
    ...coins(5, 500),
  },
  // Player against player: the house takes no edge, every chip stays with the players.
  {
    id: 12,
    slug: 'live-holdem',
    name: "Live Texas Hold'em",
    provider: 'Royal Live',
    type: 'live',
    category: 'poker',
    theme: 'classic',
    rtp: '100.00',
    ...coins(10, 200),
  },
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
  min_bet: entry.minBetUnits === null ? null : BigInt(entry.minBetUnits),
  max_bet: entry.maxBetUnits === null ? null : BigInt(entry.maxBetUnits),
  image_url: null,
});
