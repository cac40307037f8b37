import type { Cents } from '../../components/games/money';

/** What the player chose when starting auto play; null limits are off. */
export interface AutoPlayPlan {
  spins: number;
  /** Stop after a round that won more than this, net of the stake. */
  stopOnWinAbove: Cents | null;
  /** Stop once the balance falls below this. */
  stopBelowBalance: Cents | null;
}

export interface AutoPlayProgress {
  plan: AutoPlayPlan;
  /** Spins already settled. */
  done: number;
}

/** Why auto play ended; 'player' is the Stop button, the others come from afterAutoSpin. */
export type AutoPlayStop = 'spins-done' | 'win-above' | 'balance-below' | 'cannot-afford' | 'player';

export const AUTO_PLAY_STOP_TEXT: Record<AutoPlayStop, string> = {
  'spins-done': 'Auto play finished',
  'win-above': 'Auto play stopped: win above your limit',
  'balance-below': 'Auto play stopped: balance below your limit',
  'cannot-afford': 'Auto play stopped: the balance does not cover the bet',
  player: 'Auto play stopped',
};

export type AutoPlayStep =
  { kind: 'continue'; progress: AutoPlayProgress } | { kind: 'stop'; reason: AutoPlayStop };

/**
 * After one settled auto spin: the next progress, or why auto play stops. The stop conditions are
 * checked in a fixed order so the reason shown is the one the player set, before the spin count.
 */
export function afterAutoSpin(
  progress: AutoPlayProgress,
  round: { net: Cents; balance: Cents; bet: Cents },
): AutoPlayStep {
  const { plan } = progress;
  const done = progress.done + 1;
  if (plan.stopOnWinAbove !== null && round.net > plan.stopOnWinAbove)
    return { kind: 'stop', reason: 'win-above' };
  if (plan.stopBelowBalance !== null && round.balance < plan.stopBelowBalance)
    return { kind: 'stop', reason: 'balance-below' };
  if (done >= plan.spins) return { kind: 'stop', reason: 'spins-done' };
  if (round.bet > round.balance) return { kind: 'stop', reason: 'cannot-afford' };
  return { kind: 'continue', progress: { plan, done } };
}
