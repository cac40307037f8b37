import type { BlackjackDuelPrivateView, BlackjackDuelRound, BlackjackDuelView } from '@casino/contracts';
import { BLACKJACK_DUEL } from '@casino/games';

// The blackjack duel board's figures as plain functions of the room's views: the bet a seat may
// stake now (BLACKJACK_DUEL's limits and step, never more than its stack), the buttons its hand
// allows, the hand counter, and the race of revealed stacks every viewer sees.

export interface BetLimits {
  min: number;
  max: number;
  step: number;
}

/** The stakes open to a stack: minBet up to maxBet or the stack, in steps; null when it cannot cover minBet. */
export function betLimitsFor(stack: number): BetLimits | null {
  const step = BLACKJACK_DUEL.betStep;
  const max = Math.min(BLACKJACK_DUEL.maxBet, Math.floor(stack / step) * step);
  if (max < BLACKJACK_DUEL.minBet) return null;
  return { min: BLACKJACK_DUEL.minBet, max, step };
}

/** Any typed or stepped bet brought inside the limits, on the step (an unreadable one: the minimum). */
export function clampBet(bet: number, limits: BetLimits): number {
  if (!Number.isFinite(bet)) return limits.min;
  const onStep = Math.round(bet / limits.step) * limits.step;
  return Math.min(limits.max, Math.max(limits.min, onStep));
}

/** One step up or down, kept inside the limits. */
export const stepBet = (bet: number, direction: 1 | -1, limits: BetLimits): number =>
  clampBet(clampBet(bet, limits) + direction * limits.step, limits);

/** The quick stakes: the minimum, 50, 100 and the maximum the stack allows, without repeats. */
export function betChips(limits: BetLimits): number[] {
  const chips = [limits.min, 50, 100, limits.max].filter((c) => c >= limits.min && c <= limits.max);
  return [...new Set(chips)].sort((a, b) => a - b);
}

export type DuelAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';

/** What the seat's hand allows now: the insurance question first, then the floor's plays. */
export interface HandButtons {
  insurance: 'insurance' | 'even-money' | null;
  hit: boolean;
  stand: boolean;
  double: boolean;
  split: boolean;
}

const NONE: HandButtons = { insurance: null, hit: false, stand: false, double: false, split: false };

export function handButtonsOf(
  privateView: Pick<BlackjackDuelPrivateView, 'phase'> & { round: BlackjackDuelRound | null },
): HandButtons {
  const round = privateView.round;
  if (privateView.phase !== 'playing' || !round || round.finished) return NONE;
  if (round.insurance?.decision === 'pending') return { ...NONE, insurance: round.insurance.offer };
  return { insurance: null, hit: true, stand: true, double: round.canDouble, split: round.canSplit };
}

/** "Hand 3 of 10" for the hand being bet or played; "All 10 hands played" when done. */
export function handCounterText(
  privateView: Pick<BlackjackDuelPrivateView, 'hand' | 'phase'>,
  hands: number,
) {
  if (privateView.phase === 'done' || privateView.hand >= hands) return `All ${hands} hands played`;
  return `Hand ${privateView.hand + 1} of ${hands}`;
}

/** "+40", "−20", "±0": chips won or lost. */
export function chipsNetText(net: number): string {
  if (net > 0) return `+${net}`;
  if (net < 0) return `−${-net}`;
  return '±0';
}

export interface RaceSeat {
  seat: 0 | 1;
  stack: number;
  /** Chips up or down over the revealed hands. */
  net: number;
  handsPlayed: number;
  leads: boolean;
}

/** Both seats as everyone sees them: revealed stacks (as of the hands both finished) and who leads. */
export function raceOf(view: BlackjackDuelView): RaceSeat[] {
  return ([0, 1] as const).map((seat) => {
    const stack = view.stacks[seat];
    const other = view.stacks[seat === 0 ? 1 : 0];
    return {
      seat,
      stack,
      net: stack - view.startingChips,
      handsPlayed: view.handsPlayed[seat],
      leads: stack > other,
    };
  });
}

/** How far a seat is through the hands, 0-100. */
export const handsPercent = (played: number, hands: number): number =>
  hands > 0 ? Math.min(100, Math.max(0, Math.round((played / hands) * 100))) : 0;

/** The colour of a net figure. */
export const netTone = (net: number): 'up' | 'down' | 'even' => (net > 0 ? 'up' : net < 0 ? 'down' : 'even');
