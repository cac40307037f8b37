import type { CrapsRollResponse, CrapsTable } from '@casino/contracts';

export type CrapsBetType = CrapsTable['bets'][number]['type'];

export interface CrapsBetInfo {
  type: CrapsBetType;
  label: string;
  pays: string;
  hint: string;
  /** Odds sit behind a flat bet and are capped by it (3-4-5x), not by the table limits. */
  odds?: boolean;
}

/** The bet buttons, in table order, with the engine's returns as odds. */
export const CRAPS_BETS: readonly CrapsBetInfo[] = [
  {
    type: 'pass',
    label: 'Pass Line',
    pays: '1:1',
    hint: 'Wins on 7 or 11 on the come-out, then on the point',
  },
  {
    type: 'dont-pass',
    label: "Don't Pass",
    pays: '1:1',
    hint: 'Wins on 2 or 3 (12 pushes), then on a 7 before the point',
  },
  {
    type: 'pass-odds',
    label: 'Pass Odds',
    pays: '2:1 · 3:2 · 6:5',
    odds: true,
    hint: 'True odds behind your pass bet, up to 3x (4, 10), 4x (5, 9), 5x (6, 8)',
  },
  {
    type: 'dont-pass-odds',
    label: "Don't Pass Odds",
    pays: '1:2 · 2:3 · 5:6',
    odds: true,
    hint: "Lay true odds behind your don't pass bet, up to 6x",
  },
  { type: 'come', label: 'Come', pays: '1:1', hint: 'Like pass, on the next roll: moves to its own point' },
  {
    type: 'dont-come',
    label: "Don't Come",
    pays: '1:1',
    hint: "Like don't pass, on the next roll: moves to its own point",
  },
  { type: 'place-4', label: 'Place 4', pays: '9:5', hint: 'A 4 before a 7 (off on the come-out)' },
  { type: 'place-5', label: 'Place 5', pays: '7:5', hint: 'A 5 before a 7 (off on the come-out)' },
  { type: 'place-6', label: 'Place 6', pays: '7:6', hint: 'A 6 before a 7 (off on the come-out)' },
  { type: 'place-8', label: 'Place 8', pays: '7:6', hint: 'An 8 before a 7 (off on the come-out)' },
  { type: 'place-9', label: 'Place 9', pays: '7:5', hint: 'A 9 before a 7 (off on the come-out)' },
  { type: 'place-10', label: 'Place 10', pays: '9:5', hint: 'A 10 before a 7 (off on the come-out)' },
  { type: 'field', label: 'Field', pays: '1:1 · 2:1 on 2, 12', hint: 'One roll: 2, 3, 4, 9, 10, 11 or 12' },
  { type: 'any-seven', label: 'Any Seven', pays: '4:1', hint: 'One roll: a 7' },
  { type: 'any-craps', label: 'Any Craps', pays: '7:1', hint: 'One roll: 2, 3 or 12' },
  { type: 'hard-six', label: 'Hard Six', pays: '9:1', hint: '3 + 3 before a 7 or an easy 6' },
  { type: 'hard-eight', label: 'Hard Eight', pays: '9:1', hint: '4 + 4 before a 7 or an easy 8' },
];

const COME_ODDS_LABEL: Partial<Record<CrapsBetType, string>> = {
  'come-odds': 'Come Odds',
  'dont-come-odds': "Don't Come Odds",
};

export function crapsBetLabel(type: CrapsBetType, point?: number): string {
  const label = CRAPS_BETS.find((b) => b.type === type)?.label ?? COME_ODDS_LABEL[type] ?? type;
  return point === undefined ? label : `${label} on ${point}`;
}

/** Odds are not held to the table limits (they are capped by the bet they back). */
export function isOddsBet(type: CrapsBetType): boolean {
  return type.endsWith('-odds');
}

/**
 * Whether a bet can go on the table now (the engine's rules): pass / don't pass on the come-out,
 * come / don't come once a point is set, odds behind a flat bet already on the table.
 */
export function canPlaceCrapsBet(type: CrapsBetType, table: Pick<CrapsTable, 'phase' | 'bets'>): boolean {
  const has = (flat: CrapsBetType) => table.bets.some((b) => b.type === flat);
  switch (type) {
    case 'pass':
    case 'dont-pass':
      return table.phase === 'come-out';
    case 'come':
    case 'dont-come':
      return table.phase === 'point';
    case 'pass-odds':
      return table.phase === 'point' && has('pass');
    case 'dont-pass-odds':
      return table.phase === 'point' && has('dont-pass');
    case 'come-odds':
    case 'dont-come-odds':
      return false; // placed from the come bet's own row, naming its point
    default:
      return true;
  }
}

/** The phase line: "Come-out roll" or "Point: 6". */
export function crapsPhaseText(table: Pick<CrapsTable, 'phase' | 'point'>): string {
  return table.phase === 'point' && table.point !== null ? `Point: ${table.point}` : 'Come-out roll';
}

/** Roll needs at least one bet, already on the table or placed with this roll (spec). */
export function canRoll(tableBets: number, newBets: number): boolean {
  return tableBets + newBets > 0;
}

const EVENT_TEXT: Record<CrapsRollResponse['event'], string> = {
  'point-set': 'Point set',
  'point-made': 'Point made!',
  'seven-out': 'Seven out',
  natural: 'Natural!',
  craps: 'Craps',
  none: 'No decision',
};

export function crapsEventText(roll: Pick<CrapsRollResponse, 'event' | 'total' | 'point'>): string {
  if (roll.event === 'point-set') return `Point set on ${roll.total}`;
  return EVENT_TEXT[roll.event];
}

export const EMPTY_CRAPS_TABLE: CrapsTable = {
  currency: 'coins',
  phase: 'come-out',
  point: null,
  bets: [],
  history: [],
};

/**
 * What a roll did to the player's money, net of the stakes it decided: "+10.00 GC" only when up,
 * "Stake returned" at even, "−5.00 GC" when down; null when the roll decided no bet.
 */
export function crapsRollNet(
  roll: Pick<CrapsRollResponse, 'settlements'>,
  format: (cents: number) => string,
  mark: 'GC' | 'SC' = 'GC',
): { text: string; tone: 'win' | 'lose' | 'push' } | null {
  if (roll.settlements.length === 0) return null;
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const staked = roll.settlements.reduce((s, x) => s + cents(x.amount), 0);
  const net = roll.settlements.reduce((s, x) => s + cents(x.returned), 0) - staked;
  if (net > 0) return { text: `+${format(net)} ${mark}`, tone: 'win' };
  if (net < 0) return { text: `−${format(-net)} ${mark}`, tone: 'lose' };
  return { text: `Stake returned (${format(staked)} ${mark})`, tone: 'push' };
}
