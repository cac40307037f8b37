// Craps (issue 3 spec): come-out and point phases.
//   Come-out: 7 or 11 wins pass (loses don't pass); 2, 3 or 12 loses pass (2 and 3 win don't pass,
//   12 pushes it); 4, 5, 6, 8, 9, 10 sets the point and the table enters the point phase.
//   Point phase: the point wins pass (loses don't pass), a 7 loses pass (wins don't pass); either
//   one ends the round and the table returns to come-out. Pass and don't pass may only be placed
//   on the come-out roll (afterwards they could be picked only when favourable).
//   One-roll bets, settled on the next roll in either phase: field wins on 2,3,4,9,10,11,12 and
//   returns 2x (1:1), 3x (2:1) on 2 or 12; any seven returns 5x (4:1); any craps (2, 3, 12)
//   returns 8x (7:1).
//   Hard six / hard eight return 10x (9:1) on 3+3 / 4+4, lose on a 7 or the easy way (6 or 8 not
//   a pair), otherwise stay up.
//   "Bets clear when the round returns to come-out from the point phase": a hardway still up at
//   that moment is taken down and its stake returned (outcome `push`, reason `cleared`); no other
//   bet can be pending then.
// The roll history keeps the last 10 rolls. Two dice per roll, from the fairness stream.
import { reject, type Rejected } from '../../engine-result.js';
import { isUnits } from '../../money.js';

export const CRAPS_BET_TYPES = [
  'pass',
  'dont-pass',
  'field',
  'any-seven',
  'any-craps',
  'hard-six',
  'hard-eight',
] as const;
export type CrapsBetType = (typeof CRAPS_BET_TYPES)[number];
export type CrapsPhase = 'come-out' | 'point';
export const CRAPS_HISTORY_LENGTH = 10;
export const POINT_NUMBERS: readonly number[] = [4, 5, 6, 8, 9, 10];

export interface CrapsBet {
  readonly type: CrapsBetType;
  /** Stake in minor units. */
  readonly amount: number;
}

export interface CrapsRoll {
  readonly dice: readonly [number, number];
  readonly total: number;
}

export interface CrapsState {
  readonly phase: CrapsPhase;
  readonly point: number | null;
  /** Bets on the table, still pending. */
  readonly bets: readonly CrapsBet[];
  /** Most recent last; at most 10. */
  readonly history: readonly CrapsRoll[];
}

export type CrapsBetOutcome = 'win' | 'lose' | 'push' | 'pending';

export interface CrapsSettlement {
  readonly bet: CrapsBet;
  readonly outcome: Exclude<CrapsBetOutcome, 'pending'>;
  /** Why a push happened: the 12 on a don't pass, or a hardway cleared at the end of a round. */
  readonly reason?: 'bar-12' | 'cleared';
  /** Returned in minor units, stake included (0 on a loss). */
  readonly returned: number;
}

export interface CrapsRollResult {
  readonly ok: true;
  readonly state: CrapsState;
  readonly roll: CrapsRoll;
  /** Bets settled by this roll; bets still pending stay in `state.bets`. */
  readonly settlements: CrapsSettlement[];
  readonly winAmount: number;
  /** What the roll did to the round. */
  readonly event: 'point-set' | 'point-made' | 'seven-out' | 'natural' | 'craps' | 'none';
}

export type CrapsError =
  'invalid_bet_type' | 'invalid_amount' | 'bet_not_allowed_in_phase' | 'invalid_dice' | 'no_bets';

export function newCrapsState(): CrapsState {
  return { phase: 'come-out', point: null, bets: [], history: [] };
}

/** Win / lose / push / pending of one bet type for one roll in a given phase. */
export function resolveCrapsBet(
  type: CrapsBetType,
  phase: CrapsPhase,
  point: number | null,
  d1: number,
  d2: number,
): CrapsBetOutcome {
  const total = d1 + d2;
  switch (type) {
    case 'pass':
      if (phase === 'come-out')
        return total === 7 || total === 11 ? 'win' : [2, 3, 12].includes(total) ? 'lose' : 'pending';
      return total === point ? 'win' : total === 7 ? 'lose' : 'pending';
    case 'dont-pass':
      if (phase === 'come-out') {
        if (total === 12) return 'push';
        return total === 2 || total === 3 ? 'win' : total === 7 || total === 11 ? 'lose' : 'pending';
      }
      return total === 7 ? 'win' : total === point ? 'lose' : 'pending';
    case 'field':
      return [2, 3, 4, 9, 10, 11, 12].includes(total) ? 'win' : 'lose';
    case 'any-seven':
      return total === 7 ? 'win' : 'lose';
    case 'any-craps':
      return total === 2 || total === 3 || total === 12 ? 'win' : 'lose';
    case 'hard-six':
    case 'hard-eight': {
      const hard = type === 'hard-six' ? 6 : 8;
      if (total === 7) return 'lose';
      if (total !== hard) return 'pending';
      return d1 === d2 ? 'win' : 'lose';
    }
  }
}

/** Returned per unit staked on a win, as a whole multiplier (stake included). */
export function crapsWinReturn(type: CrapsBetType, total: number): number {
  switch (type) {
    case 'pass':
    case 'dont-pass':
      return 2;
    case 'field':
      return total === 2 || total === 12 ? 3 : 2;
    case 'any-seven':
      return 5;
    case 'any-craps':
      return 8;
    case 'hard-six':
    case 'hard-eight':
      return 10;
  }
}

function validateBets(state: CrapsState, bets: readonly CrapsBet[]): CrapsError | null {
  for (const bet of bets) {
    if (!CRAPS_BET_TYPES.includes(bet.type)) return 'invalid_bet_type';
    if (!isUnits(bet.amount) || bet.amount === 0) return 'invalid_amount';
    if (state.phase === 'point' && (bet.type === 'pass' || bet.type === 'dont-pass'))
      return 'bet_not_allowed_in_phase';
  }
  return null;
}

/** Puts bets on the table without rolling. */
export function placeCrapsBets(
  state: CrapsState,
  bets: readonly CrapsBet[],
): { ok: true; state: CrapsState } | Rejected<CrapsError> {
  if (bets.length === 0) return reject('no_bets');
  const error = validateBets(state, bets);
  if (error) return reject(error);
  return { ok: true, state: { ...state, bets: [...state.bets, ...bets] } };
}

function isDie(d: number): boolean {
  return Number.isInteger(d) && d >= 1 && d <= 6;
}

/**
 * One roll: optionally places `newBets` first (same rules as placeCrapsBets), then settles every
 * bet on the table with the dice and moves the phase. The dice come from the fairness stream
 * (fair-mappings.rollDice) so the caller decides nothing about the outcome.
 */
export function rollCraps(
  state: CrapsState,
  dice: readonly [number, number],
  newBets: readonly CrapsBet[] = [],
): CrapsRollResult | Rejected<CrapsError> {
  const [d1, d2] = dice;
  if (!isDie(d1) || !isDie(d2)) return reject('invalid_dice');
  const error = validateBets(state, newBets);
  if (error) return reject(error);
  const total = d1 + d2;
  const roll: CrapsRoll = { dice: [d1, d2], total };
  const settlements: CrapsSettlement[] = [];
  const pending: CrapsBet[] = [];
  for (const bet of [...state.bets, ...newBets]) {
    const outcome = resolveCrapsBet(bet.type, state.phase, state.point, d1, d2);
    if (outcome === 'pending') pending.push(bet);
    else if (outcome === 'win')
      settlements.push({ bet, outcome, returned: bet.amount * crapsWinReturn(bet.type, total) });
    else if (outcome === 'push') settlements.push({ bet, outcome, reason: 'bar-12', returned: bet.amount });
    else settlements.push({ bet, outcome, returned: 0 });
  }
  let event: CrapsRollResult['event'] = 'none';
  let phase: CrapsPhase = state.phase;
  let point = state.point;
  let bets: CrapsBet[] = pending;
  if (state.phase === 'come-out') {
    if (POINT_NUMBERS.includes(total)) {
      event = 'point-set';
      phase = 'point';
      point = total;
    } else event = total === 7 || total === 11 ? 'natural' : 'craps';
  } else if (total === state.point || total === 7) {
    event = total === 7 ? 'seven-out' : 'point-made';
    phase = 'come-out';
    point = null;
    for (const bet of pending)
      settlements.push({ bet, outcome: 'push', reason: 'cleared', returned: bet.amount });
    bets = [];
  }
  const history = [...state.history, roll].slice(-CRAPS_HISTORY_LENGTH);
  return {
    ok: true,
    state: { phase, point, bets, history },
    roll,
    settlements,
    winAmount: settlements.reduce((s, x) => s + x.returned, 0),
    event,
  };
}
