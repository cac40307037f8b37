// The three featured slots' machines: their reel strips and exact returns. Id, slug, name, bet
// limits and the RTP the catalogue shows come from the game registry (@casino/games). Each strip has
// 20 stops, so a slot has 20^5 = 3,200,000 equally likely stop combinations; the strips were tuned
// so the exact base return over all of them, plus the Grand Jackpot's 1% share of every bet
// (slots-jackpot.ts), equals the registry's RTP (proven in slots.test.ts by enumerating every
// combination). Issue 12 added the jackpot share to the published RTPs (96.5, 96 and 97 before:
// now 97.5, 97 and 98) and kept the strips and the paytable. Strip order does not change the
// single-line return, only the symbol counts per reel do.
import { gameOf, type BetLimitsByCurrency, type SlotGameKey } from '@casino/games';
import type { Ratio } from '../../ratio.js';
import type { SlotSymbol } from './slots-paytable.js';

export interface SlotDefinition {
  /** The registry key and catalogue id of the slot. */
  readonly key: SlotGameKey;
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** The return as an exact fraction, base return + jackpot share (the registry shows it in percent). */
  readonly rtpExact: Ratio;
  /** Bet range in minor units per currency (1 coin = 100 units), from the registry; the engine checks it. */
  readonly betLimits: BetLimitsByCurrency;
  /** Five reel strips; a stop index selects the symbol on the payline. */
  readonly strips: readonly (readonly SlotSymbol[])[];
}

/** What the engine itself knows of a machine: its strips and their exact return. */
interface SlotMachine {
  readonly key: SlotGameKey;
  readonly rtpExact: Ratio;
  readonly strips: readonly (readonly SlotSymbol[])[];
}

function slotOf(machine: SlotMachine): SlotDefinition {
  const game = gameOf(machine.key);
  if (!game.betLimits) throw new Error(`slot ${machine.key} has no bet limits in the registry`);
  return {
    ...machine,
    id: game.id,
    slug: game.slug,
    name: game.name,
    betLimits: game.betLimits,
  };
}

const MACHINES: readonly SlotMachine[] = [
  {
    key: 'diamond-deluxe',
    rtpExact: { num: 39n, den: 40n },
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
    key: 'pharaohs-fortune',
    rtpExact: { num: 97n, den: 100n },
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
    key: 'cosmic-spins',
    rtpExact: { num: 49n, den: 50n },
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

export const FEATURED_SLOTS: readonly SlotDefinition[] = MACHINES.map(slotOf);

export function findSlot(idOrSlug: number | string): SlotDefinition | undefined {
  return FEATURED_SLOTS.find((s) => s.id === idOrSlug || s.slug === idOrSlug);
}
