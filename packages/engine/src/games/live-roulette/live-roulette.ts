// Live roulette (issue 16): one shared spin per round, settled on the floor's European wheel
// (games/roulette: the same bet menu, odds and validation). Each round has its own server seed;
// its pocket is the first float of (round seed, `live-table-<tableId>`, round number), mapped by
// floor(f * 37): exactly what verify('roulette', seed, clientSeed, nonce) recomputes.
//
// Exposure (the table's per-round cap): for every pocket 0-36, the house pays back on that pocket
// the returns of the bets covering it and keeps the rest of the stakes; its loss on the pocket is
// returns - stakes. The round's exposure is the largest such loss over the 37 pockets, or 0 when
// every pocket leaves the house even or ahead.
import { pocketFromFloat, ROULETTE_POCKETS } from '../../fair-mappings.js';
import { createFloatStream, type FairnessSeeds } from '../../fairness-stream.js';
import {
  pocketColor,
  ROULETTE_RETURNS,
  rouletteBetPockets,
  type RouletteBet,
  type RouletteBetType,
  type RouletteColor,
} from '../roulette/roulette.js';

/** The outcome of a live roulette round, as the round records it. */
export interface LiveRouletteOutcome {
  readonly pocket: number;
  readonly color: RouletteColor;
}

/** A bet's place on the board without its amount: what the ledger row keeps as kind + spec. */
export interface LiveRouletteSpot {
  readonly kind: RouletteBetType;
  /** The number of a `number` bet; the dozen or column of a `dozen`/`column` bet. */
  readonly value?: number;
  /** The numbers of a split, street, corner or six-line, ascending. */
  readonly numbers?: readonly number[];
}

/** The round's pocket from its seeds: one float, floor(f * 37). */
export function liveRoulettePocket(seeds: FairnessSeeds): number {
  return pocketFromFloat(createFloatStream(seeds).next());
}

export function liveRouletteOutcome(seeds: FairnessSeeds): LiveRouletteOutcome {
  const pocket = liveRoulettePocket(seeds);
  return { pocket, color: pocketColor(pocket) };
}

export function rouletteBetKind(bet: Pick<RouletteBet, 'type'>): RouletteBetType {
  return bet.type;
}

const USES_VALUE: ReadonlySet<RouletteBetType> = new Set(['number', 'dozen', 'column']);
const USES_NUMBERS: ReadonlySet<RouletteBetType> = new Set(['split', 'street', 'corner', 'six-line']);
/**
 * The pockets of each spot as written, computed once: a table's exposure is checked on every bet
 * against all the round's bets (thousands at a full table), under the round's lock. Keys hold only
 * the fields a bet type uses, so the cache stays within the layout's few thousand spellings.
 */
const pocketsOfSpot = new Map<string, readonly number[]>();

function coveredPockets(bet: Pick<RouletteBet, 'type' | 'value' | 'numbers'>): readonly number[] {
  const key = `${bet.type}|${USES_VALUE.has(bet.type) ? String(bet.value) : ''}|${
    USES_NUMBERS.has(bet.type) ? (bet.numbers?.join(',') ?? '') : ''
  }`;
  const cached = pocketsOfSpot.get(key);
  if (cached) return cached;
  const covered = rouletteBetPockets(bet);
  if (!covered.ok) throw new RangeError(`not a roulette bet (${covered.error}): ${JSON.stringify(bet)}`);
  pocketsOfSpot.set(key, covered.pockets);
  return covered.pockets;
}

/**
 * The bet's spot in a canonical form: only the fields its type uses, numbers ascending (so "split
 * 20-17" and "split 17-20" are one spot, and a red bet's stray `value` is dropped). Throws on a bet
 * that is not on the layout (callers validate with the contracts' RouletteBet first).
 */
export function rouletteSpotOf(bet: Pick<RouletteBet, 'type' | 'value' | 'numbers'>): LiveRouletteSpot {
  const pockets = coveredPockets(bet);
  switch (bet.type) {
    case 'number':
    case 'dozen':
    case 'column':
      return { kind: bet.type, value: bet.value };
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line':
      return { kind: bet.type, numbers: pockets };
    default:
      return { kind: bet.type };
  }
}

/** The key of the bet's spot for the per-spot table limits: type and the pockets it covers. */
export function rouletteSpotKey(bet: Pick<RouletteBet, 'type' | 'value' | 'numbers'>): string {
  const spot = rouletteSpotOf(bet);
  const detail = spot.numbers?.join('-') ?? (spot.value === undefined ? '' : String(spot.value));
  return detail === '' ? spot.kind : `${spot.kind}:${detail}`;
}

/** Units the bet returns on `pocket`, stake included (0 when it loses). */
export function liveRoulettePayout(bet: RouletteBet, pocket: number): number {
  return coveredPockets(bet).includes(pocket) ? bet.amount * ROULETTE_RETURNS[bet.type] : 0;
}

/** What the house would pay back on each pocket 0-36 (returns of the bets covering it). */
export function liveRouletteReturnsByPocket(bets: readonly RouletteBet[]): number[] {
  const returns = Array.from({ length: ROULETTE_POCKETS }, () => 0);
  for (const bet of bets) {
    const paid = bet.amount * ROULETTE_RETURNS[bet.type];
    for (const pocket of coveredPockets(bet)) returns[pocket] = (returns[pocket] ?? 0) + paid;
  }
  return returns;
}

/** The house's worst-case loss on the round, in units: max over pockets of returns - stakes, at least 0. */
export function liveRouletteExposure(bets: readonly RouletteBet[]): number {
  const staked = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const worst = Math.max(...liveRouletteReturnsByPocket(bets));
  return Math.max(0, worst - staked);
}
