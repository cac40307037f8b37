import type { BlackjackRound } from '@casino/contracts';

export type BlackjackResult = BlackjackRound['result'];

export interface OutcomeMessage {
  title: string;
  description: string;
  tone: 'win' | 'lose' | 'push';
}

/** Spec toasts for a finished round (the `continue` result has none). */
export function blackjackOutcomeMessage(
  result: BlackjackResult,
  winAmount: string,
  unit = 'coins',
): OutcomeMessage | null {
  switch (result) {
    case 'blackjack':
      return {
        title: 'Blackjack! 🎉',
        description: `Blackjack pays 3:2. You won ${winAmount} ${unit}!`,
        tone: 'win',
      };
    case 'bust':
      return { title: 'Bust! 💥', description: 'You went over 21. House wins!', tone: 'lose' };
    case 'win':
      return { title: 'You Win!', description: `You won ${winAmount} ${unit}!`, tone: 'win' };
    case 'lose':
      return {
        title: 'House Wins',
        description: 'The dealer beat your hand. Better luck next round!',
        tone: 'lose',
      };
    case 'push':
      return { title: 'Push', description: "It's a tie! Your bet is returned.", tone: 'push' };
    case 'continue':
      return null;
  }
}

/** Short label for the results strip and per-hand badges. */
export const OUTCOME_LABELS: Readonly<Record<BlackjackResult, string>> = {
  blackjack: 'Blackjack',
  bust: 'Bust',
  win: 'Win',
  lose: 'Lose',
  push: 'Push',
  continue: 'In play',
};

/** The UI phase: no round (or a new game) is betting; otherwise the round's own phase. */
export function blackjackPhase(round: Pick<BlackjackRound, 'phase'> | null): BlackjackRound['phase'] {
  return round ? round.phase : 'betting';
}

/** Keeps the newest `limit` results, newest first. */
export function pushRecent<T>(list: readonly T[], item: T, limit = 5): T[] {
  return [item, ...list].slice(0, limit);
}

/** A hand total as players read it: a soft total shows both counts ("7/17"); 21 and hard totals one. */
export function handTotalText(value: number, soft: boolean): string {
  return soft && value < 21 ? `${value - 10}/${value}` : String(value);
}

/** The same total for screen readers and titles: "soft 17" or "17". */
export function handTotalLabel(value: number, soft: boolean): string {
  return soft && value < 21 ? `soft ${value}` : String(value);
}

export interface NetLine {
  /** "+10.00 GC" only when the player is up on the round; "Stake returned" at even; "−10.00 GC" down. */
  text: string;
  tone: 'win' | 'lose' | 'push';
  /** What the side bet did, when there was one ("Insurance pays 2:1", "Even money paid 1:1"). */
  note: string | null;
}

/** The round's result, net of everything staked (insurance included), never calling a loss a win. */
export function blackjackNetLine(
  round: Pick<BlackjackRound, 'winAmount' | 'totalBet' | 'insurance'>,
  format: (cents: number) => string,
  mark: 'GC' | 'SC' = 'GC',
): NetLine {
  const cents = (s: string) => Math.round(Number(s) * 100);
  const net = cents(round.winAmount) - cents(round.totalBet);
  const insurance = round.insurance;
  let note: string | null = null;
  if (insurance?.decision === 'taken')
    note =
      insurance.offer === 'even-money'
        ? 'Even money paid 1:1'
        : cents(insurance.winAmount) > 0
          ? 'Insurance pays 2:1'
          : 'Insurance lost';
  if (net > 0) return { text: `+${format(net)} ${mark}`, tone: 'win', note };
  if (net < 0) return { text: `−${format(-net)} ${mark}`, tone: 'lose', note };
  return { text: `Stake returned (${format(cents(round.totalBet))} ${mark})`, tone: 'push', note };
}
