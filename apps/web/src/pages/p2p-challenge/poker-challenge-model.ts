import type { Card, PokerDuelLegal, PokerDuelView } from '@casino/contracts';
import { POKER_CHALLENGE } from '@casino/games';

// The poker challenge page's figures as plain functions of the room's views (spec document 2,
// /p2p-challenge/{id}, sections 4 and 9): game time now, the countdowns that run on it, the action
// buttons the engine's PokerDuelLegal allows, the bet amount kept inside its limits, the performance
// meter and the achievements read from the public view.

/** Spec §9: the bet input moves in steps of 10 chips. */
export const RAISE_STEP = 10;

/**
 * The room's game time now: the snapshot's game time plus what passed since it arrived, while the
 * game runs (the views' deadlines and level times are game times). A browser clock that went back
 * adds nothing.
 */
export function gameNowMs(
  gameTime: number,
  snapshotArrivedAt: number,
  now: number,
  running: boolean,
): number {
  return running ? gameTime + Math.max(0, now - snapshotArrivedAt) : gameTime;
}

/** Milliseconds until a game-time moment (a level change, an action deadline), 0 once past or none. */
export const untilMs = (at: number | null, gameNow: number): number =>
  at === null ? 0 : Math.max(0, at - gameNow);

/** Width of a countdown bar, 1 (full) to 0, scaled to `scaleMs` (the action timer: 30 s). */
export function barFraction(leftMs: number, scaleMs: number = POKER_CHALLENGE.actionMs): number {
  if (scaleMs <= 0) return 0;
  return Math.min(1, Math.max(0, leftMs / scaleMs));
}

/** The bar turns amber in the last third and red in the last sixth. */
export function barTone(fraction: number): 'calm' | 'hurry' | 'urgent' {
  if (fraction <= 1 / 6) return 'urgent';
  if (fraction <= 1 / 3) return 'hurry';
  return 'calm';
}

/** Spec §9: the performance meter's bar, a percent of POKER_CHALLENGE.scoreBarMax (full beyond it). */
export function meterPercent(score: number, max: number = POKER_CHALLENGE.scoreBarMax): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((score / max) * 100)));
}

export const MOOD_LABELS = { neutral: 'Calm', aggressive: 'Aggressive', cautious: 'Cautious' } as const;

/** Spec §4: phases shown as text ("pre-flop"). */
export const STREET_LABELS: Record<PokerDuelView['street'], string> = {
  preflop: 'Pre-flop',
  flop: 'Flop',
  turn: 'Turn',
  river: 'River',
  showdown: 'Showdown',
  between: 'Next hand',
};

export interface ActionButtons {
  fold: boolean;
  /** Check, or Call n (all in when it takes the whole stack), or neither. */
  passive: { kind: 'check' } | { kind: 'call'; amount: number; allIn: boolean } | null;
  /** Bet (nothing to call yet) or Raise to, with the street totals it may make. */
  aggressive: { kind: 'bet' | 'raise'; min: number; max: number } | null;
  /** All in: the street total it makes; null when the call already takes everything. */
  allIn: { to: number } | null;
}

/**
 * The buttons of the seat to act from the engine's legal options, its stack and what it already put
 * in on this street. No legal options (not its turn, or a spectator): no buttons.
 */
export function actionButtonsOf(
  legal: PokerDuelLegal | null,
  stack: number,
  streetBet: number,
): ActionButtons | null {
  if (!legal) return null;
  const callAllIn = legal.canCall && legal.callAmount >= stack;
  const passive: ActionButtons['passive'] = legal.canCheck
    ? { kind: 'check' }
    : legal.canCall
      ? { kind: 'call', amount: Math.min(legal.callAmount, stack), allIn: callAllIn }
      : null;
  const raiseKind: 'bet' | 'raise' | null = legal.canBet ? 'bet' : legal.canRaise ? 'raise' : null;
  const aggressive =
    raiseKind && legal.maxRaiseTo >= legal.minRaiseTo
      ? { kind: raiseKind, min: legal.minRaiseTo, max: legal.maxRaiseTo }
      : null;
  const allIn = stack > 0 && !callAllIn ? { to: streetBet + stack } : null;
  return { fold: legal.canFold, passive, aggressive, allIn };
}

/** A typed or stepped amount brought inside the limits (an unreadable one becomes the minimum). */
export function clampRaiseTo(amount: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(amount)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.round(amount)));
}

/** One step of 10 chips up or down, kept inside the limits. */
export const stepRaiseTo = (amount: number, direction: 1 | -1, limits: { min: number; max: number }) =>
  clampRaiseTo(clampRaiseTo(amount, limits) + direction * RAISE_STEP, limits);

/** Spec §5: the raise button is off below the minimum or above the stack. */
export const isRaiseToValid = (amount: number, limits: { min: number; max: number }): boolean =>
  Number.isFinite(amount) && amount >= limits.min && amount <= limits.max;

export interface Achievement {
  id: string;
  title: string;
  /** Progress toward the goal, capped at the goal. */
  progress: number;
  goal: number;
  done: boolean;
}

/**
 * A few challenge achievements, read from the public view only (nothing the view does not say):
 * hands played and won, the performance score, the streak and the chip lead.
 */
export function achievementsOf(view: PokerDuelView, seat: 0 | 1): Achievement[] {
  const metrics = view.metrics[seat];
  const goals: Omit<Achievement, 'done' | 'progress'>[] = [
    { id: 'play-10', title: 'Play 10 hands', goal: 10 },
    { id: 'win-5', title: 'Win 5 hands', goal: 5 },
    { id: 'score-500', title: 'Score 500', goal: 500 },
    { id: 'streak-3', title: 'Build a streak of 3', goal: 3 },
    { id: 'chips-1500', title: 'Hold 1,500 chips', goal: 1_500 },
  ];
  const values: Record<string, number> = {
    'play-10': metrics.handsPlayed,
    'win-5': metrics.handsWon,
    'score-500': view.scores[seat],
    'streak-3': view.streaks[seat],
    'chips-1500': view.stacks[seat] + view.bets[seat],
  };
  return goals.map((goal) => {
    const value = values[goal.id] ?? 0;
    return { ...goal, progress: Math.min(goal.goal, value), done: value >= goal.goal };
  });
}

/** "42%", "1.5": the metrics as the panel prints them. */
export const percentText = (value: number): string => `${Math.round(value)}%`;
export const ratioText = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

/** Who won the last hand, in words, from the viewer's side ("You won 240", "Ann won 240", "Split pot 120 each"). */
export function lastHandLine(
  view: PokerDuelView,
  names: [string, string],
  mySeat: 0 | 1 | null,
): string | null {
  const hand = view.lastHand;
  if (!hand) return null;
  if (hand.winners.length !== 1) return `Hand #${hand.handNumber}: split pot of ${hand.pot}`;
  const winner = hand.winners[0] as 0 | 1;
  const who = winner === mySeat ? 'You' : names[winner];
  return `Hand #${hand.handNumber}: ${who} won a pot of ${hand.pot}`;
}

/**
 * The cards in front of a seat: those shown at the showdown of the hand on the table; else the
 * viewer's own; else two backs while a hand is dealt (never before the start); else none.
 */
export function seatCards(
  view: PokerDuelView,
  seat: 0 | 1,
  own: readonly Card[],
  waiting: boolean,
): (Card | null)[] {
  const last = view.lastHand;
  const onTable = last !== null && (view.street === 'between' || last.handNumber === view.handNumber);
  const shown = onTable ? last.shown[seat] : null;
  if (shown && shown.length > 0) return shown;
  if (own.length > 0) return [...own];
  if (view.street === 'between' || waiting || view.handNumber === 0) return [];
  return [null, null];
}
