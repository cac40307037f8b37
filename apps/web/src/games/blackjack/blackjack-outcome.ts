import type { BlackjackRound } from '@casino/contracts';

export type BlackjackResult = BlackjackRound['result'];

export interface OutcomeMessage {
  title: string;
  description: string;
  tone: 'win' | 'lose' | 'push';
}

/** Spec toasts for a finished round (the `continue` result has none). */
export function blackjackOutcomeMessage(result: BlackjackResult, winAmount: string): OutcomeMessage | null {
  switch (result) {
    case 'blackjack':
      return {
        title: 'Blackjack! 🎉',
        description: `Blackjack pays 3:2. You won ${winAmount} coins!`,
        tone: 'win',
      };
    case 'bust':
      return { title: 'Bust! 💥', description: 'You went over 21. House wins!', tone: 'lose' };
    case 'win':
      return { title: 'You Win!', description: `You won ${winAmount} coins!`, tone: 'win' };
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
