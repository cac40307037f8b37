import type { CrapsRollResponse, CrapsTable } from '@casino/contracts';

export type CrapsBetType = CrapsTable['bets'][number]['type'];

export interface CrapsBetInfo {
  type: CrapsBetType;
  label: string;
  pays: string;
  /** Only on the come-out roll (engine rule). */
  comeOutOnly?: boolean;
  hint: string;
}

/** The bet buttons, in table order, with the engine's returns as odds. */
export const CRAPS_BETS: readonly CrapsBetInfo[] = [
  {
    type: 'pass',
    label: 'Pass Line',
    pays: '1:1',
    comeOutOnly: true,
    hint: 'Wins on 7 or 11 on the come-out, then on the point',
  },
  {
    type: 'dont-pass',
    label: "Don't Pass",
    pays: '1:1',
    comeOutOnly: true,
    hint: 'Wins on 2 or 3 (12 pushes), then on a 7 before the point',
  },
  { type: 'field', label: 'Field', pays: '1:1 · 2:1 on 2, 12', hint: 'One roll: 2, 3, 4, 9, 10, 11 or 12' },
  { type: 'any-seven', label: 'Any Seven', pays: '4:1', hint: 'One roll: a 7' },
  { type: 'any-craps', label: 'Any Craps', pays: '7:1', hint: 'One roll: 2, 3 or 12' },
  { type: 'hard-six', label: 'Hard Six', pays: '9:1', hint: '3 + 3 before a 7 or an easy 6' },
  { type: 'hard-eight', label: 'Hard Eight', pays: '9:1', hint: '4 + 4 before a 7 or an easy 8' },
];

export function crapsBetLabel(type: CrapsBetType): string {
  return CRAPS_BETS.find((b) => b.type === type)?.label ?? type;
}

/** Whether a bet type can be placed in the table's phase. */
export function canPlaceCrapsBet(type: CrapsBetType, phase: CrapsTable['phase']): boolean {
  const info = CRAPS_BETS.find((b) => b.type === type);
  return !(info?.comeOutOnly && phase === 'point');
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

export const EMPTY_CRAPS_TABLE: CrapsTable = { phase: 'come-out', point: null, bets: [], history: [] };

/** The toast after a roll: what the dice did, and what the settled bets paid (won vs returned). */
export function crapsRollToast(
  roll: Pick<CrapsRollResponse, 'event' | 'total' | 'point' | 'dice' | 'phase' | 'settlements'>,
): {
  title: string;
  description: string;
} {
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const won = roll.settlements.filter((x) => x.outcome === 'win').reduce((s, x) => s + cents(x.returned), 0);
  const pushed = roll.settlements
    .filter((x) => x.outcome === 'push')
    .reduce((s, x) => s + cents(x.returned), 0);
  const event = crapsEventText(roll);
  const dice = `${roll.dice[0]} + ${roll.dice[1]} = ${roll.total}. ${crapsPhaseText(roll)}.`;
  if (won > 0) return { title: `${event} You won ${(won / 100).toFixed(2)} 🎉`, description: dice };
  if (pushed > 0)
    return {
      title: `${event} Bets returned`,
      description: `${dice} ${(pushed / 100).toFixed(2)} back to you.`,
    };
  if (roll.settlements.length > 0) return { title: `${event} House wins`, description: dice };
  return { title: `Rolled ${roll.total} · ${event}`, description: dice };
}
