// The poker challenge (spec document 2, "Poker challenge"; issue 14): heads-up no-limit hold'em on
// the floor's table engine (holdem/) from POKER_CHALLENGE.startingChips each, blinds rising every
// POKER_CHALLENGE.levelMs of game time, POKER_CHALLENGE.actionMs to act, over the shared 1,800 s
// clock. All the chips win at once; when the clock runs out the hand in play is called off and the
// bigger stack wins, equal stacks draw. No draw offers. The spec's per-action score is for show.
//
// For the room: `toMove` is the seat to act (turn-based: the room checks the ply); `deadline` is the
// earliest of the action timer, the next deal and the clock's end. A `flag` applies what fell due
// (a timeout's check or fold, a deal, the end) and returns a new state, or the same object when
// nothing was due. Flags need no journal: every move first applies what fell due before it.
import { reject } from '../../engine-result.js';
import { type DuelAction, type DuelRules, type DuelSeat } from '../../duels/duel.js';
import { advance, concede, playMove } from './poker-duel-play.js';
import { metricsOf } from './poker-duel-score.js';
import {
  EMPTY_TALLY,
  endOf,
  nextDue,
  POKER_DUEL_CLIENT_SEED,
  POKER_HAND_PAUSE_MS,
  type PokerDuelState,
} from './poker-duel-state.js';
import { dealHand, POKER_DUEL_TABLE_ID, seatedTable, seatTableSeed } from './poker-duel-table.js';
import {
  pokerPrivateView,
  pokerPublicView,
  type PokerDuelPrivateView,
  type PokerDuelPublicView,
} from './poker-duel-views.js';

const stacksOf = (state: PokerDuelState): [number, number] => [
  state.table.seats[0]?.stack ?? 0,
  state.table.seats[1]?.stack ?? 0,
];

export const pokerDuelRules: DuelRules<PokerDuelState, PokerDuelPublicView, PokerDuelPrivateView> = {
  gameType: 'poker',
  start(setup) {
    const first = dealHand(seatedTable(setup.startedAt), setup.seed, 0, setup.startedAt);
    return {
      seed: setup.seed,
      startedAt: setup.startedAt,
      clockMs: setup.clockMs,
      table: first.state,
      nextHandAt: null,
      tallies: [EMPTY_TALLY, EMPTY_TALLY],
      hands: [],
      timeouts: [],
      lastAction: null,
      calledOff: null,
      clockAt: setup.startedAt,
      outcome: null,
      endedAt: null,
    };
  },
  apply(state, action: DuelAction) {
    if (state.outcome) return reject('game_over');
    if (!Number.isFinite(action.at)) return reject('bad_move');
    // Game time never runs backwards: an action stamped before the last one counts as simultaneous.
    const at = Math.max(action.at, state.clockAt);
    const current = advance(state, at);
    if (current.outcome) return { ok: true, state: current };
    switch (action.type) {
      case 'flag':
        return { ok: true, state: current };
      case 'move':
        return playMove(current, action.seat, action.move, at);
      case 'resign':
        return { ok: true, state: concede(current, action.seat, 'resignation', at) };
      case 'forfeit':
        return { ok: true, state: concede(current, action.seat, 'forfeit', at) };
      case 'offer-draw':
      case 'accept-draw':
      case 'decline-draw':
        return reject('no_draws');
      default:
        return reject('bad_move');
    }
  },
  outcome: (state) => state.outcome,
  toMove(state) {
    if (state.outcome) return null;
    const seat = state.table.hand?.actionOn;
    return seat === 0 || seat === 1 ? seat : null;
  },
  deadline: nextDue,
  clocks(state, now) {
    const left = Math.max(0, endOf(state) - (state.endedAt ?? now));
    return { remainingMs: [left, left], running: null };
  },
  publicView: pokerPublicView,
  privateView: (state, seat: DuelSeat) => pokerPrivateView(state, seat),
  drawOffer: () => null,
  record(state) {
    return {
      seed: state.seed,
      clientSeed: POKER_DUEL_CLIENT_SEED,
      tableId: POKER_DUEL_TABLE_ID,
      seatSeeds: [seatTableSeed(0), seatTableSeed(1)],
      handPauseMs: POKER_HAND_PAUSE_MS,
      hands: state.hands,
      calledOff: state.calledOff,
      timeouts: state.timeouts,
      finalStacks: stacksOf(state),
      scores: state.tallies.map((t) => t.score),
      streaks: state.tallies.map((t) => t.streak),
      metrics: state.tallies.map(metricsOf),
      outcome: state.outcome,
      endedAt: state.endedAt,
    };
  },
};
