import type { LiveMyBets, LiveSpotSnapshot } from '@casino/contracts';
import { ROULETTE_INSIDE_SIZES } from '@casino/engine';
import type { ChipBoard } from '../../components/games/chip-rules';
import { insideSpot, type RouletteSpot } from '../roulette/roulette-bets';

// The shared board of a live roulette table: each spot of the room's board and each of the player's
// own bets (myBets) carries its spec as JSON, the floor's RouletteBet without its amount ({ type,
// value?, numbers? }) or the engine's spot ({ kind, value?, numbers? }); these turn them back into
// board spots, the player's own chips apart from everyone else's.

type Chips = Pick<LiveSpotSnapshot, 'kind' | 'spec' | 'amount'>;

const EVEN_MONEY = new Set(['low', 'high', 'red', 'black', 'even', 'odd']);
const INSIDE_SIZES: Readonly<Record<string, number>> = ROULETTE_INSIDE_SIZES;

function isPocketList(value: unknown, size: number): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === size &&
    value.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 36)
  );
}

/** The board spot of a bet's spec (the inverse of spotToBet), or null for anything else. */
export function spotOfSpec(spec: string, kind = ''): RouletteSpot | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(spec);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as { type?: unknown; kind?: unknown; value?: unknown; numbers?: unknown };
  const { value, numbers } = fields;
  const type = fields.type ?? fields.kind ?? kind;
  if (typeof type !== 'string') return null;
  if (EVEN_MONEY.has(type)) return type;
  const size = INSIDE_SIZES[type];
  if (size !== undefined) {
    return isPocketList(numbers, size) ? insideSpot(type as 'split', numbers) : null;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) return null;
  if (type === 'number' && value >= 0 && value <= 36) return `number:${value}`;
  if ((type === 'dozen' || type === 'column') && value >= 1 && value <= 3) return `${type}:${value}`;
  return null;
}

function chipsOn(entries: readonly Chips[]): ChipBoard<RouletteSpot> {
  const board: ChipBoard<RouletteSpot> = {};
  for (const entry of entries) {
    const spot = spotOfSpec(entry.spec, entry.kind);
    if (spot) board[spot] = (board[spot] ?? 0) + entry.amount;
  }
  return board;
}

/**
 * The chips of the round on the board: the player's own (their myBets), and everyone else's (the
 * board's totals per spot less the player's own there).
 */
export function sharedBoards(
  board: readonly Chips[],
  myBets: Readonly<LiveMyBets['bets']>,
): { mine: ChipBoard<RouletteSpot>; others: ChipBoard<RouletteSpot> } {
  const mine = chipsOn(myBets);
  const others: ChipBoard<RouletteSpot> = {};
  for (const [spot, total] of Object.entries(chipsOn(board)) as Array<[RouletteSpot, number]>) {
    const rest = total - (mine[spot] ?? 0);
    if (rest > 0) others[spot] = rest;
  }
  return { mine, others };
}
