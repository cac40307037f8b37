// Craps (issue 3 spec, bet menu of issue 12): come-out and point phases.
//   Come-out: 7 or 11 wins pass (loses don't pass); 2, 3 or 12 loses pass (2 and 3 win don't pass,
//   12 pushes it); 4, 5, 6, 8, 9, 10 sets the point and the table enters the point phase.
//   Point phase: the point wins pass (loses don't pass), a 7 loses pass (wins don't pass); either
//   one ends the round and the table returns to come-out. Pass and don't pass may only be placed
//   on the come-out roll (afterwards they could be picked only when favourable).
//   Odds (issue 12): behind a pass / don't pass bet once the point is set, at true odds, decided
//   with the bet. Pass odds return 2:1 on 4/10, 3:2 on 5/9, 6:5 on 6/8, up to 3x / 4x / 5x the
//   flat bet (3-4-5x odds); don't pass odds lay the inverse (1:2, 2:3, 5:6) up to the amount that
//   wins 3x / 4x / 5x the flat bet (6x on every point).
//   Come / don't come: placed while a point is set; the next roll is their come-out (7 or 11 wins
//   come, 2, 3, 12 lose it; don't come the reverse with 12 a push), any point number moves the bet
//   to its own point, where it is decided like pass / don't pass by that number or a 7 (also on
//   the table's come-out rolls). Come odds back a come bet on its point like pass odds.
//   Place 4, 5, 6, 8, 9, 10: win on the number (9:5 on 4/10, 7:5 on 5/9, 7:6 on 6/8), lose on a
//   7; off (neither won nor lost) on a come-out roll, as at a casino; they stay up until decided.
//   One-roll bets, settled on the next roll in either phase: field wins on 2,3,4,9,10,11,12 and
//   returns 2x (1:1), 3x (2:1) on 2 or 12; any seven returns 5x (4:1); any craps (2, 3, 12)
//   returns 8x (7:1).
//   Hard six / hard eight return 10x (9:1) on 3+3 / 4+4, lose on a 7 or the easy way (6 or 8 not
//   a pair), otherwise stay up.
//   "Bets clear when the round returns to come-out from the point phase": a hardway still up at
//   that moment is taken down and its stake returned (outcome `push`, reason `cleared`). Come bets
//   on their own points and place bets are decided by their own numbers and stay up.
// A return that is not a whole unit rounds down (money.ts): odds and place bets pay exactly when
// the amount is a multiple of the odds' denominator (e.g. place 6 in multiples of 0.06).
// The roll history keeps the last 10 rolls. Two dice per roll, from the fairness stream.
import { reject, type Rejected } from '../../engine-result.js';
import { applyMultiplier, isUnits, type Multiplier } from '../../money.js';

export const CRAPS_BET_TYPES = [
  'pass',
  'dont-pass',
  'field',
  'any-seven',
  'any-craps',
  'hard-six',
  'hard-eight',
  'pass-odds',
  'dont-pass-odds',
  'come',
  'dont-come',
  'come-odds',
  'dont-come-odds',
  'place-4',
  'place-5',
  'place-6',
  'place-8',
  'place-9',
  'place-10',
] as const;
export type CrapsBetType = (typeof CRAPS_BET_TYPES)[number];
export type CrapsPhase = 'come-out' | 'point';
export const CRAPS_HISTORY_LENGTH = 10;
export const POINT_NUMBERS: readonly number[] = [4, 5, 6, 8, 9, 10];

export interface CrapsBet {
  readonly type: CrapsBetType;
  /** Stake in minor units. */
  readonly amount: number;
  /**
   * Come / don't come: the number the bet moved to (absent until it does). Come odds / don't come
   * odds: the point of the come bet they back (required).
   */
  readonly point?: number;
}

const PLACE_NUMBER: Partial<Record<CrapsBetType, number>> = {
  'place-4': 4,
  'place-5': 5,
  'place-6': 6,
  'place-8': 8,
  'place-9': 9,
  'place-10': 10,
};
const ODDS_OF: Partial<Record<CrapsBetType, CrapsBetType>> = {
  'pass-odds': 'pass',
  'dont-pass-odds': 'dont-pass',
  'come-odds': 'come',
  'dont-come-odds': 'dont-come',
};
/** The flat bet an odds bet sits behind, or undefined for any other bet. */
export const flatBetOf = (type: CrapsBetType): CrapsBetType | undefined => ODDS_OF[type];
const isDontSide = (type: CrapsBetType): boolean => type.startsWith('dont');

/** Returns per unit staked on a win, stake included: odds at true odds, place bets below them. */
const PASS_ODDS: Record<number, Multiplier> = {
  4: { num: 3, den: 1 },
  10: { num: 3, den: 1 },
  5: { num: 5, den: 2 },
  9: { num: 5, den: 2 },
  6: { num: 11, den: 5 },
  8: { num: 11, den: 5 },
};
const DONT_PASS_ODDS: Record<number, Multiplier> = {
  4: { num: 3, den: 2 },
  10: { num: 3, den: 2 },
  5: { num: 5, den: 3 },
  9: { num: 5, den: 3 },
  6: { num: 11, den: 6 },
  8: { num: 11, den: 6 },
};
const PLACE_RETURN: Record<number, Multiplier> = {
  4: { num: 14, den: 5 },
  10: { num: 14, den: 5 },
  5: { num: 12, den: 5 },
  9: { num: 12, den: 5 },
  6: { num: 13, den: 6 },
  8: { num: 13, den: 6 },
};
/** 3-4-5x odds: the most a pass / come odds bet may stake, as a multiple of its flat bet. */
export const MAX_ODDS_MULTIPLE: Record<number, number> = { 4: 3, 10: 3, 5: 4, 9: 4, 6: 5, 8: 5 };
/** Don't odds may lay up to the stake that wins 3x / 4x / 5x the flat bet: 6x on every point. */
export const MAX_LAY_MULTIPLE = 6;

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
  | 'invalid_bet_type'
  | 'invalid_amount'
  | 'bet_not_allowed_in_phase'
  | 'invalid_dice'
  | 'no_bets'
  | 'odds_without_bet'
  | 'odds_over_max';

export function newCrapsState(): CrapsState {
  return { phase: 'come-out', point: null, bets: [], history: [] };
}

/** Pass-line rules of a flat bet on its own come-out roll (pass / come, or the don't side). */
function comeOutOutcome(dont: boolean, total: number): CrapsBetOutcome {
  if (dont) {
    if (total === 12) return 'push';
    return total === 2 || total === 3 ? 'win' : total === 7 || total === 11 ? 'lose' : 'pending';
  }
  return total === 7 || total === 11 ? 'win' : [2, 3, 12].includes(total) ? 'lose' : 'pending';
}

/** A bet decided by its point before a 7 (or the reverse on the don't side). */
function pointOutcome(dont: boolean, point: number | null | undefined, total: number): CrapsBetOutcome {
  if (total === 7) return dont ? 'win' : 'lose';
  if (total === point) return dont ? 'lose' : 'win';
  return 'pending';
}

/** Win / lose / push / pending of one bet for one roll with the table in a given phase. */
export function resolveCrapsBet(
  bet: Pick<CrapsBet, 'type' | 'point'>,
  phase: CrapsPhase,
  point: number | null,
  d1: number,
  d2: number,
): CrapsBetOutcome {
  const total = d1 + d2;
  const { type } = bet;
  switch (type) {
    case 'pass':
    case 'dont-pass':
      if (phase === 'come-out') return comeOutOutcome(type === 'dont-pass', total);
      return pointOutcome(type === 'dont-pass', point, total);
    case 'pass-odds':
    case 'dont-pass-odds':
      return pointOutcome(type === 'dont-pass-odds', point, total);
    case 'come':
    case 'dont-come':
      if (bet.point === undefined) return comeOutOutcome(type === 'dont-come', total);
      return pointOutcome(type === 'dont-come', bet.point, total);
    case 'come-odds':
    case 'dont-come-odds':
      return pointOutcome(type === 'dont-come-odds', bet.point, total);
    case 'place-4':
    case 'place-5':
    case 'place-6':
    case 'place-8':
    case 'place-9':
    case 'place-10':
      // Place bets are off on the come-out roll.
      return phase === 'come-out' ? 'pending' : pointOutcome(false, PLACE_NUMBER[type], total);
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

const EVEN: Multiplier = { num: 2, den: 1 };

/** Returned per unit staked on a win, stake included, for a bet decided with the table's point. */
export function crapsWinReturn(
  bet: Pick<CrapsBet, 'type' | 'point'>,
  total: number,
  point: number | null,
): Multiplier {
  switch (bet.type) {
    case 'pass':
    case 'dont-pass':
    case 'come':
    case 'dont-come':
      return EVEN;
    case 'pass-odds':
      return PASS_ODDS[point ?? 0] ?? EVEN;
    case 'dont-pass-odds':
      return DONT_PASS_ODDS[point ?? 0] ?? EVEN;
    case 'come-odds':
      return PASS_ODDS[bet.point ?? 0] ?? EVEN;
    case 'dont-come-odds':
      return DONT_PASS_ODDS[bet.point ?? 0] ?? EVEN;
    case 'place-4':
    case 'place-5':
    case 'place-6':
    case 'place-8':
    case 'place-9':
    case 'place-10':
      return PLACE_RETURN[PLACE_NUMBER[bet.type] ?? 0] ?? EVEN;
    case 'field':
      return { num: total === 2 || total === 12 ? 3 : 2, den: 1 };
    case 'any-seven':
      return { num: 5, den: 1 };
    case 'any-craps':
      return { num: 8, den: 1 };
    case 'hard-six':
    case 'hard-eight':
      return { num: 10, den: 1 };
  }
}

const sumOf = (bets: readonly CrapsBet[], match: (b: CrapsBet) => boolean): number =>
  bets.filter(match).reduce((s, b) => s + b.amount, 0);

/** Whether an odds bet may join `table`: its flat bet is up on that point, within 3-4-5x. */
function oddsError(table: readonly CrapsBet[], bet: CrapsBet, tablePoint: number | null): CrapsError | null {
  const flat = flatBetOf(bet.type);
  if (!flat) return null;
  const onCome = flat === 'come' || flat === 'dont-come';
  const point = onCome ? bet.point : tablePoint;
  if (point === undefined || point === null || !POINT_NUMBERS.includes(point)) return 'odds_without_bet';
  const samePoint = (b: CrapsBet) => !onCome || b.point === point;
  const flatAmount = sumOf(table, (b) => b.type === flat && samePoint(b));
  if (flatAmount === 0) return 'odds_without_bet';
  const odds = sumOf(table, (b) => b.type === bet.type && samePoint(b)) + bet.amount;
  const multiple = isDontSide(bet.type) ? MAX_LAY_MULTIPLE : (MAX_ODDS_MULTIPLE[point] ?? 0);
  return odds > flatAmount * multiple ? 'odds_over_max' : null;
}

function validateBets(state: CrapsState, bets: readonly CrapsBet[]): CrapsError | null {
  let table: CrapsBet[] = [...state.bets];
  for (const bet of bets) {
    if (!CRAPS_BET_TYPES.includes(bet.type)) return 'invalid_bet_type';
    if (!isUnits(bet.amount) || bet.amount === 0) return 'invalid_amount';
    if (state.phase === 'point' && (bet.type === 'pass' || bet.type === 'dont-pass'))
      return 'bet_not_allowed_in_phase';
    // Come bets need a point on the table (on the come-out they would be pass bets); odds need one.
    const needsPoint = bet.type === 'come' || bet.type === 'dont-come';
    if (needsPoint && state.phase === 'come-out') return 'bet_not_allowed_in_phase';
    // A new come bet has not moved yet; only odds name a point.
    if (needsPoint && bet.point !== undefined) return 'invalid_bet_type';
    if (!flatBetOf(bet.type) && !needsPoint && bet.point !== undefined) return 'invalid_bet_type';
    const odds = oddsError(table, bet, state.point);
    if (odds) return odds;
    table = [...table, bet];
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
    const outcome = resolveCrapsBet(bet, state.phase, state.point, d1, d2);
    const travels = (bet.type === 'come' || bet.type === 'dont-come') && bet.point === undefined;
    if (outcome === 'pending') pending.push(travels ? { ...bet, point: total } : bet);
    else if (outcome === 'win')
      settlements.push({
        bet,
        outcome,
        returned: applyMultiplier(bet.amount, crapsWinReturn(bet, total, state.point)),
      });
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
    // Only hardways are taken down (spec); come and place bets are decided by their own numbers.
    const isHardway = (bet: CrapsBet) => bet.type === 'hard-six' || bet.type === 'hard-eight';
    for (const bet of pending.filter(isHardway))
      settlements.push({ bet, outcome: 'push', reason: 'cleared', returned: bet.amount });
    bets = pending.filter((bet) => !isHardway(bet));
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
