// The three featured slots of the catalogue (issue 3 spec constants): ids, bet ranges and the RTP
// the catalogue shows. Each strip has 20 stops, so a slot has 20^5 = 3,200,000 equally likely stop
// combinations; the strips were tuned so the exact base return over all of them, plus the Grand
// Jackpot's 1% share of every bet (slots-jackpot.ts), equals the RTP (proven in slots.test.ts by
// enumerating every combination). Issue 12 added the jackpot share to the published RTP (96.5,
// 96 and 97 before) and kept the strips and paytable. Strip order does not change the
// single-line return, only the symbol counts per reel do.
import type { Ratio } from './ratio.js';
import type { SlotSymbol } from './slots-paytable.js';

export interface SlotDefinition {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly theme: string;
  /** Return to player in percent, as the catalogue shows it. */
  readonly rtp: number;
  /** The same return as an exact fraction: base return + the jackpot share. */
  readonly rtpExact: Ratio;
  /** Bet range in coins (catalogue display) ... */
  readonly minBet: number;
  readonly maxBet: number;
  /** ... and in minor units (1 coin = 100 units), which the engine checks. */
  readonly minBetUnits: number;
  readonly maxBetUnits: number;
  /** Five reel strips; a stop index selects the symbol on the payline. */
  readonly strips: readonly (readonly SlotSymbol[])[];
}

export const FEATURED_SLOTS: readonly SlotDefinition[] = [
  {
    id: 1,
    slug: 'diamond-deluxe',
    name: 'Diamond Deluxe',
    theme: 'luxury',
    rtp: 97.5,
    rtpExact: { num: 39n, den: 40n },
    minBet: 0.25,
    maxBet: 100,
    minBetUnits: 25,
    maxBetUnits: 10_000,
    // prettier-ignore
    strips: [
      ['seven', 'cherry', 'diamond', 'bar', 'bell', 'lemon', 'cherry', 'seven', 'crown', 'money-bag', 'bar', 'cherry', 'seven', 'diamond', 'cherry', 'bell', 'lemon', 'bar', 'seven', 'cherry'],
      ['bell', 'diamond', 'lemon', 'bar', 'seven', 'cherry', 'bell', 'lemon', 'crown', 'money-bag', 'bell', 'bar', 'diamond', 'lemon', 'bell', 'seven', 'cherry', 'bar', 'bell', 'lemon'],
      ['lemon', 'bell', 'diamond', 'bar', 'cherry', 'seven', 'lemon', 'crown', 'money-bag', 'bell', 'bar', 'cherry', 'lemon', 'diamond', 'seven', 'lemon', 'bell', 'bar', 'cherry', 'lemon'],
      ['seven', 'bell', 'lemon', 'bar', 'seven', 'cherry', 'bell', 'diamond', 'crown', 'money-bag', 'seven', 'bell', 'lemon', 'seven', 'bell', 'bar', 'cherry', 'seven', 'lemon', 'bell'],
      ['bar', 'cherry', 'lemon', 'seven', 'bell', 'bar', 'cherry', 'diamond', 'crown', 'money-bag', 'bar', 'cherry', 'lemon', 'bar', 'seven', 'cherry', 'bell', 'lemon', 'bar', 'cherry'],
    ],
  },
  {
    id: 2,
    slug: 'pharaohs-fortune',
    name: "Pharaoh's Fortune",
    theme: 'ancient',
    rtp: 97,
    rtpExact: { num: 97n, den: 100n },
    minBet: 0.1,
    maxBet: 50,
    minBetUnits: 10,
    maxBetUnits: 5_000,
    // prettier-ignore
    strips: [
      ['bar', 'seven', 'cherry', 'lemon', 'bell', 'bar', 'cherry', 'diamond', 'crown', 'money-bag', 'seven', 'bar', 'lemon', 'cherry', 'bar', 'bell', 'seven', 'lemon', 'cherry', 'bar'],
      ['bell', 'seven', 'lemon', 'bar', 'cherry', 'bell', 'lemon', 'diamond', 'crown', 'money-bag', 'seven', 'bell', 'lemon', 'bell', 'lemon', 'bar', 'cherry', 'seven', 'bell', 'lemon'],
      ['cherry', 'bar', 'money-bag', 'lemon', 'seven', 'bell', 'cherry', 'bar', 'diamond', 'crown', 'cherry', 'lemon', 'bar', 'money-bag', 'seven', 'cherry', 'bell', 'lemon', 'bar', 'cherry'],
      ['cherry', 'bell', 'lemon', 'bar', 'seven', 'cherry', 'diamond', 'lemon', 'crown', 'money-bag', 'bell', 'bar', 'cherry', 'lemon', 'seven', 'cherry', 'bell', 'bar', 'lemon', 'cherry'],
      ['bell', 'bar', 'seven', 'cherry', 'bell', 'lemon', 'bar', 'diamond', 'crown', 'money-bag', 'seven', 'bell', 'cherry', 'bar', 'bell', 'lemon', 'seven', 'cherry', 'bar', 'bell'],
    ],
  },
  {
    id: 3,
    slug: 'cosmic-spins',
    name: 'Cosmic Spins',
    theme: 'space',
    rtp: 98,
    rtpExact: { num: 49n, den: 50n },
    minBet: 0.1,
    maxBet: 100,
    minBetUnits: 10,
    maxBetUnits: 10_000,
    // prettier-ignore
    strips: [
      ['bar', 'lemon', 'cherry', 'seven', 'bell', 'bar', 'lemon', 'diamond', 'crown', 'money-bag', 'bar', 'cherry', 'lemon', 'bar', 'seven', 'bell', 'lemon', 'cherry', 'bar', 'lemon'],
      ['bell', 'seven', 'lemon', 'bar', 'cherry', 'bell', 'lemon', 'diamond', 'crown', 'money-bag', 'seven', 'bell', 'lemon', 'bell', 'lemon', 'bar', 'cherry', 'seven', 'bell', 'lemon'],
      ['seven', 'bell', 'cherry', 'money-bag', 'lemon', 'bar', 'seven', 'diamond', 'crown', 'seven', 'bell', 'cherry', 'lemon', 'seven', 'money-bag', 'bar', 'bell', 'cherry', 'seven', 'lemon'],
      ['bar', 'cherry', 'bell', 'seven', 'lemon', 'bar', 'cherry', 'diamond', 'crown', 'money-bag', 'bell', 'bar', 'cherry', 'bar', 'seven', 'cherry', 'lemon', 'bell', 'bar', 'cherry'],
      ['bell', 'seven', 'lemon', 'bar', 'cherry', 'bell', 'seven', 'diamond', 'lemon', 'crown', 'money-bag', 'bell', 'seven', 'lemon', 'bell', 'bar', 'cherry', 'seven', 'bell', 'lemon'],
    ],
  },
];

export function findSlot(idOrSlug: number | string): SlotDefinition | undefined {
  return FEATURED_SLOTS.find((s) => s.id === idOrSlug || s.slug === idOrSlug);
}
