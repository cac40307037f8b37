// The slot paytable (issue 3 spec): one payline through the five reel stops, read left to right.
//   "n matching" = the first n reels, counted from reel 1 (leftmost), show the same symbol and
//   reel n+1 (if any) shows a different one. Symbols after the first break do not count.
//   - 5 matching (all five reels the same symbol) ........ 50x
//   - 3 or 4 matching ..................................... 10x
//   - otherwise, at least one diamond AND at least one crown anywhere on the line ... 5x
//   - otherwise, at least one money bag anywhere on the line ........................ 2x
//   - otherwise 0.
// Only the single highest line pays (no adding). Multipliers are whole numbers returned per unit
// bet, stake included, so a win of 10x on a 100-unit bet returns 1,000 units.

export const SLOT_SYMBOLS = [
  'diamond',
  'crown',
  'money-bag',
  'seven',
  'bell',
  'bar',
  'cherry',
  'lemon',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const REEL_COUNT = 5;

export const SLOT_PAYS = {
  fiveMatching: 50,
  threeOrFourMatching: 10,
  diamondAndCrown: 5,
  moneyBag: 2,
} as const;

export type SlotLineWin =
  'five-matching' | 'three-or-four-matching' | 'diamond-and-crown' | 'money-bag' | 'none';

export interface SlotLineResult {
  readonly win: SlotLineWin;
  /** Whole-number return multiplier, 0 when nothing pays. */
  readonly multiplier: number;
  /** How many reels from the left match reel 1 (1..5). */
  readonly matching: number;
}

/** Length of the run of reel 1's symbol from the left. */
export function leftRun(line: readonly SlotSymbol[]): number {
  let run = 1;
  while (run < line.length && line[run] === line[0]) run++;
  return run;
}

export function evaluateSlotLine(line: readonly SlotSymbol[]): SlotLineResult {
  if (line.length !== REEL_COUNT)
    throw new RangeError(`a line has ${REEL_COUNT} symbols, got ${line.length}`);
  const matching = leftRun(line);
  if (matching === 5) return { win: 'five-matching', multiplier: SLOT_PAYS.fiveMatching, matching };
  if (matching >= 3)
    return { win: 'three-or-four-matching', multiplier: SLOT_PAYS.threeOrFourMatching, matching };
  if (line.includes('diamond') && line.includes('crown'))
    return { win: 'diamond-and-crown', multiplier: SLOT_PAYS.diamondAndCrown, matching };
  if (line.includes('money-bag')) return { win: 'money-bag', multiplier: SLOT_PAYS.moneyBag, matching };
  return { win: 'none', multiplier: 0, matching };
}
