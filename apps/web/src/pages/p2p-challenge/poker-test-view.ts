import type { PokerDuelMetrics, PokerDuelView } from '@casino/contracts';

// A poker challenge view as the engine sends it, for the page's tests: change what a case needs.

const metrics = (over: Partial<PokerDuelMetrics> = {}): PokerDuelMetrics => ({
  handsPlayed: 0,
  handsWon: 0,
  vpip: 0,
  aggression: 0,
  winRate: 0,
  ...over,
});

export function pokerView(over: Partial<PokerDuelView> = {}): PokerDuelView {
  return {
    kind: 'poker',
    handNumber: 1,
    level: 1,
    blinds: { small: 10, big: 20 },
    nextLevelAt: 300_000,
    stacks: [990, 980],
    bets: [10, 20],
    pot: 30,
    board: [],
    street: 'preflop',
    button: 0,
    toAct: 0,
    actionDeadline: 30_000,
    lastAction: null,
    scores: [0, 0],
    streaks: [0, 0],
    moods: ['neutral', 'neutral'],
    metrics: [metrics(), metrics()],
    lastHand: null,
    ...over,
  };
}

export { metrics as pokerMetrics };
