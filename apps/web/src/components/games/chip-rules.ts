import type { Cents } from './money';

/** Chip denominations offered at a table, in cents, filtered to what fits its limits. */
export function chipsFor(limits: { min: Cents; max: Cents }, denominations: readonly Cents[]): Cents[] {
  return denominations.filter((c) => c >= limits.min && c <= limits.max);
}

export type ChipRefusal =
  /** Spec: total bets plus the chip would exceed the balance → "Insufficient Balance". */
  | 'insufficient'
  /** The spot (or the whole spin, for roulette) would pass the table's max bet. */
  | 'over-limit'
  /** Too many different spots for one play. */
  | 'too-many-spots';

export interface ChipContext {
  /** Sum of every chip already placed. */
  totalBets: Cents;
  /** Chips already on the spot the new chip goes to. */
  onSpot: Cents;
  chip: Cents;
  balance: Cents;
  /** Table max for one spot (baccarat: per bet) ... */
  maxPerSpot?: Cents;
  /** ... and for all spots together (roulette: the total bet of one spin). */
  maxTotal?: Cents;
  /** Different spots already covered, and how many one play may cover. */
  spots?: number;
  maxSpots?: number;
  isNewSpot?: boolean;
}

/** Why a chip may not be placed, or null when it may. Balance is checked first (spec). */
export function chipRefusal(ctx: ChipContext): ChipRefusal | null {
  if (ctx.totalBets + ctx.chip > ctx.balance) return 'insufficient';
  if (ctx.maxPerSpot !== undefined && ctx.onSpot + ctx.chip > ctx.maxPerSpot) return 'over-limit';
  if (ctx.maxTotal !== undefined && ctx.totalBets + ctx.chip > ctx.maxTotal) return 'over-limit';
  if (ctx.isNewSpot && ctx.maxSpots !== undefined && (ctx.spots ?? 0) >= ctx.maxSpots)
    return 'too-many-spots';
  return null;
}

/** Chips on a board keyed by spot; adding to a spot stacks on it. */
export type ChipBoard<K extends string> = Partial<Record<K, Cents>>;

export function boardTotal<K extends string>(board: ChipBoard<K>): Cents {
  let total = 0;
  for (const value of Object.values<Cents | undefined>(board)) total += value ?? 0;
  return total;
}

export function addToBoard<K extends string>(board: ChipBoard<K>, spot: K, chip: Cents): ChipBoard<K> {
  return { ...board, [spot]: (board[spot] ?? 0) + chip };
}

/** The spots with chips, in insertion order. */
export function boardEntries<K extends string>(board: ChipBoard<K>): Array<[K, Cents]> {
  return (Object.entries(board) as Array<[K, Cents | undefined]>).filter(
    (entry): entry is [K, Cents] => entry[1] !== undefined && entry[1] > 0,
  );
}
