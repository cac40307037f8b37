// What the poker challenge shows (contracts: PokerDuelView, PokerDuelPrivateView). The public view
// goes to both players and every spectator: stacks, bets, pot, board, whose turn, the scores and
// metrics, and the last finished hand with only the hole cards shown at its showdown; never a hole
// card of the hand in play, never the deck. A seat's private view adds its own hole cards and, on
// its turn, what it may do.
import { toCard, type Card } from '../../cards.js';
import { legalActions, type HandHistory, type Street } from '../holdem/index.js';
import { metricsOf } from './poker-duel-score.js';
import {
  blindsOfLevel,
  levelIndexAt,
  nextLevelStart,
  type PokerDuelState,
  type PokerLastAction,
  type PokerMood,
} from './poker-duel-state.js';

type Pair<T> = readonly [T, T];

export type PokerDuelStreet = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'between';

export interface PokerDuelPublicView {
  readonly kind: 'poker';
  readonly handNumber: number;
  readonly level: number;
  readonly blinds: { readonly small: number; readonly big: number };
  readonly nextLevelAt: number | null;
  readonly stacks: Pair<number>;
  readonly bets: Pair<number>;
  readonly pot: number;
  readonly board: readonly Card[];
  readonly street: PokerDuelStreet;
  readonly button: number;
  readonly toAct: number | null;
  readonly actionDeadline: number | null;
  readonly lastAction: PokerLastAction | null;
  readonly scores: Pair<number>;
  readonly streaks: Pair<number>;
  readonly moods: Pair<PokerMood>;
  readonly metrics: Pair<ReturnType<typeof metricsOf>>;
  readonly lastHand: {
    readonly handNumber: number;
    readonly winners: readonly number[];
    readonly pot: number;
    readonly board: readonly Card[];
    readonly shown: Pair<readonly Card[] | null>;
  } | null;
}

export interface PokerDuelLegal {
  readonly canFold: boolean;
  readonly canCheck: boolean;
  readonly canCall: boolean;
  readonly callAmount: number;
  readonly canBet: boolean;
  readonly canRaise: boolean;
  readonly minRaiseTo: number;
  readonly maxRaiseTo: number;
}

export interface PokerDuelPrivateView {
  readonly kind: 'poker';
  readonly cards: readonly Card[];
  readonly legal: PokerDuelLegal | null;
}

const STREETS: Record<Street, PokerDuelStreet> = {
  'pre-flop': 'preflop',
  flop: 'flop',
  turn: 'turn',
  river: 'river',
};

function lastHandOf(history: HandHistory | undefined): PokerDuelPublicView['lastHand'] {
  if (!history) return null;
  const shownOf = (seat: number) => history.shown.find((s) => s.seat === seat)?.cards.map(toCard) ?? null;
  const winners = new Set<number>();
  for (const pot of history.pots) for (const w of pot.winners) if (w.amount > 0) winners.add(w.seat);
  return {
    handNumber: history.handNumber,
    winners: [...winners].sort((a, b) => a - b),
    pot: history.pots.reduce((sum, pot) => sum + pot.amount, 0),
    board: history.board.map(toCard),
    shown: [shownOf(0), shownOf(1)],
  };
}

export function pokerPublicView(state: PokerDuelState, now: number): PokerDuelPublicView {
  const { table, tallies } = state;
  const hand = table.hand;
  const last = state.hands[state.hands.length - 1];
  const at = state.endedAt ?? Math.max(now, state.clockAt);
  // In a hand, the level and blinds it was dealt with; between hands, those the next deal will use.
  const levelIndex = hand
    ? Math.max(0, levelIndexAt(state, hand.startedAt))
    : levelIndexAt(state, state.nextHandAt ?? at);
  const blinds = hand
    ? { small: table.config.smallBlind, big: table.config.bigBlind }
    : blindsOfLevel(levelIndex);
  const player = (seat: number) => hand?.players[seat] ?? null;
  const stack = (seat: number) => table.seats[seat]?.stack ?? 0;
  const bet = (seat: number) => player(seat)?.streetBet ?? 0;
  const inPot = (seat: number) => {
    const p = player(seat);
    return p ? p.committed + p.dead : 0;
  };
  const over = state.outcome !== null;
  return {
    kind: 'poker',
    handNumber: hand?.handNumber ?? table.handsStarted,
    level: levelIndex + 1,
    blinds: { small: blinds.small, big: blinds.big },
    nextLevelAt: over ? null : nextLevelStart(state, levelIndexAt(state, at)),
    stacks: [stack(0), stack(1)],
    bets: [bet(0), bet(1)],
    pot: inPot(0) + inPot(1),
    board: (hand?.board ?? last?.board ?? []).map(toCard),
    street: hand ? STREETS[hand.street] : last?.showdown ? 'showdown' : 'between',
    button: hand?.buttonSeat ?? table.buttonSeat ?? 0,
    toAct: hand?.actionOn ?? null,
    actionDeadline: hand?.actionDeadline ?? null,
    lastAction: state.lastAction,
    scores: [tallies[0].score, tallies[1].score],
    streaks: [tallies[0].streak, tallies[1].streak],
    moods: [tallies[0].mood, tallies[1].mood],
    metrics: [metricsOf(tallies[0]), metricsOf(tallies[1])],
    lastHand: lastHandOf(last),
  };
}

export function pokerPrivateView(state: PokerDuelState, seat: number): PokerDuelPrivateView {
  const own = state.table.hand?.players[seat] ?? null;
  const acting = state.outcome === null && state.table.hand?.actionOn === seat;
  const legal = acting ? legalActions(state.table, seat) : null;
  return {
    kind: 'poker',
    cards: own && state.outcome === null ? own.cards.map(toCard) : [],
    legal: legal
      ? {
          canFold: legal.canFold,
          canCheck: legal.canCheck,
          canCall: legal.canCall,
          callAmount: legal.callAmount,
          canBet: legal.canRaise && legal.raiseKind === 'bet',
          canRaise: legal.canRaise && legal.raiseKind === 'raise',
          minRaiseTo: legal.minRaiseTo,
          maxRaiseTo: legal.maxRaiseTo,
        }
      : null,
  };
}
