// A score duel's rules from its game (score-duel-game.ts): the math duel's shape made common for the
// puzzle games of issue 14 (logic_puzzles, image_puzzles, word_riddles). Both seats walk the same
// seeded items at their own pace over one shared clock cut into ARENA.rounds rounds of rising
// difficulty (round r runs from (r-1)·clockMs/rounds); when a round starts each seat moves on to that
// round's first item. A seat's move names its current item (any other is stale: `illegal_move`):
//   {item, answer}: the game judges it; correct → its points (1-10) and the next item; wrong → the
//     seat is locked out for 3 s and answers the same item again (its time keeps running);
//   {item, hint: true}: the item's next hint is revealed (the game takes hintCost off a correct
//     answer per hint); refused (`illegal_move`) when none is left; allowed while locked out;
//   {item, skip: true}: the next item, for no points (refused while locked out, as answers are).
// First to ARENA.winningScore wins (`score`); when the clock runs out the higher score wins, equal
// scores draw (`time_score`); resign and forfeit end it for the other seat; no draw offers.
//
// For the room: `deadline` is the next round's start (then the clock's end). A `flag` there moves
// both seats into the new round and returns a new state (send the private views again); a `flag`
// before any deadline returns the same state object; at the end it finishes the duel. Game time
// never runs backwards: an action stamped before the last one counts as simultaneous with it.
import { ARENA } from '@casino/games';
import { reject } from '../engine-result.js';
import {
  otherSeat,
  type DuelAction,
  type DuelOutcome,
  type DuelResult,
  type DuelRules,
  type DuelSeat,
} from './duel.js';
import {
  firstItemOfRound,
  scoreDuelRoundOf,
  type ScoreDuelGame,
  type ScoreDuelItemContext,
} from './score-duel-game.js';
import { puzzleMoveOf } from './score-duel-move.js';

export const SCORE_DUEL_LOCKOUT_MS = 3_000;
/** One thing a seat did to an item, as the record keeps it. */
export type ScoreDuelEntry =
  | {
      readonly kind: 'answer';
      readonly index: number;
      readonly answer: string;
      readonly correct: boolean;
      readonly points: number;
      readonly at: number;
    }
  | { readonly kind: 'hint'; readonly index: number; readonly at: number }
  | { readonly kind: 'skip'; readonly index: number; readonly at: number };

export interface ScoreDuelPlayer<Item> {
  readonly score: number;
  readonly solved: number;
  /** Hints taken over the whole duel. */
  readonly hints: number;
  /** The index of the item the seat is on, the item itself, and when the seat first saw it. */
  readonly index: number;
  readonly item: Item;
  readonly seenAt: number;
  /** Hints taken on the current item. */
  readonly itemHints: number;
  /** Game time until which a wrong answer locks the seat out (0: never locked). */
  readonly lockedUntil: number;
  readonly log: readonly ScoreDuelEntry[];
}

export interface ScoreDuelState<Item> {
  readonly seed: string;
  readonly startedAt: number;
  readonly clockMs: number;
  readonly winningScore: number;
  readonly players: readonly [ScoreDuelPlayer<Item>, ScoreDuelPlayer<Item>];
  /** Game time of the last action. */
  readonly clockAt: number;
  readonly outcome: DuelOutcome | null;
  readonly endedAt: number | null;
}

/** What every viewer sees (contracts: PuzzleDuelView): scores and progress, never an item or an answer. */
export interface ScoreDuelPublicView {
  readonly kind: ScoreDuelGame<unknown, unknown>['gameType'];
  readonly scores: readonly [number, number];
  readonly solved: readonly [number, number];
  readonly round: number;
  readonly winningScore: number;
  readonly hints: readonly [number, number];
}

/** How the seat's last answer or skip went (hints are not answers). */
export interface ScoreDuelLast {
  readonly index: number;
  readonly correct: boolean;
  readonly points: number;
  readonly skipped: boolean;
}

/** What only the seat sees (contracts: RiddlePrivateView, LogicPrivateView, SlidingPrivateView). */
export interface ScoreDuelPrivateView<ItemView> {
  readonly kind: ScoreDuelGame<unknown, unknown>['gameType'];
  /** The seat's current item without its solution; null once the duel is over. */
  readonly item: ItemView | null;
  readonly lockedUntil: number | null;
  readonly last: ScoreDuelLast | null;
}

export type ScoreDuelRules<Item, ItemView> = DuelRules<
  ScoreDuelState<Item>,
  ScoreDuelPublicView,
  ScoreDuelPrivateView<ItemView>
>;

const ROUNDS = ARENA.rounds;

export function scoreDuelRules<Item, ItemView>(
  game: ScoreDuelGame<Item, ItemView>,
): ScoreDuelRules<Item, ItemView> {
  type State = ScoreDuelState<Item>;
  type Player = ScoreDuelPlayer<Item>;

  const roundMs = (state: State): number => state.clockMs / ROUNDS;
  const endOf = (state: State): number => state.startedAt + state.clockMs;

  /** The round running at game time `at` (1 … ROUNDS). */
  const roundAt = (state: State, at: number): number => {
    const elapsed = Math.max(0, at - state.startedAt);
    return Math.min(ROUNDS, Math.floor(elapsed / roundMs(state)) + 1);
  };

  const onItem = (state: State, player: Player, index: number, seenAt: number): Player => ({
    ...player,
    index,
    item: game.item(state.seed, index),
    seenAt,
    itemHints: 0,
  });

  /** A seat moved into round `round` if still on an earlier round's item (the same object if not). */
  const intoRound = (state: State, player: Player, round: number): Player =>
    scoreDuelRoundOf(player.index) >= round
      ? player
      : onItem(state, player, firstItemOfRound(round), state.startedAt + (round - 1) * roundMs(state));

  /** Both seats moved into the round running at `at`; the same object when nothing changed. */
  const advance = (state: State, at: number): State => {
    const round = roundAt(state, at);
    const p0 = intoRound(state, state.players[0], round);
    const p1 = intoRound(state, state.players[1], round);
    if (p0 === state.players[0] && p1 === state.players[1]) return state;
    return { ...state, players: [p0, p1] };
  };

  const finish = (state: State, outcome: DuelOutcome, at: number): State => ({
    ...state,
    outcome,
    endedAt: at,
    clockAt: at,
  });

  /** The clock ran out: the higher score wins, equal scores draw. */
  const timeUp = (state: State): State => {
    const [a, b] = [state.players[0].score, state.players[1].score];
    const winner: DuelSeat | null = a === b ? null : a > b ? 0 : 1;
    return finish(advance(state, endOf(state)), { winner, reason: 'time_score' }, endOf(state));
  };

  const withPlayer = (state: State, seat: DuelSeat, player: Player, at: number): State => ({
    ...state,
    players: seat === 0 ? [player, state.players[1]] : [state.players[0], player],
    clockAt: at,
  });

  function play(state: State, seat: DuelSeat, raw: unknown, at: number): DuelResult<State> {
    const move = puzzleMoveOf(raw);
    if (move === null) return reject('bad_move');
    const player = state.players[seat];
    if (move.kind !== 'hint' && at < player.lockedUntil) return reject('locked_out');
    // A move for any other item than the current one is stale (a round began, or a second tab).
    if (move.item !== player.index) return reject('illegal_move');
    const index = player.index;
    switch (move.kind) {
      case 'hint': {
        if (player.itemHints >= game.hintCount(player.item)) return reject('illegal_move');
        const next: Player = {
          ...player,
          hints: player.hints + 1,
          itemHints: player.itemHints + 1,
          log: [...player.log, { kind: 'hint', index, at }],
        };
        return { ok: true, state: withPlayer(state, seat, next, at) };
      }
      case 'skip': {
        const moved = onItem(state, player, index + 1, at);
        const next: Player = { ...moved, log: [...player.log, { kind: 'skip', index, at }] };
        return { ok: true, state: withPlayer(state, seat, next, at) };
      }
      case 'answer': {
        const judged = game.judge(player.item, move.answer, at - player.seenAt, player.itemHints);
        if (judged === null) return reject('bad_move');
        const points = judged.correct ? judged.points : 0;
        const entry: ScoreDuelEntry = {
          kind: 'answer',
          index,
          answer: move.answer,
          correct: judged.correct,
          points,
          at,
        };
        const next: Player = judged.correct
          ? {
              ...onItem(state, player, index + 1, at),
              score: player.score + points,
              solved: player.solved + 1,
              log: [...player.log, entry],
            }
          : { ...player, lockedUntil: at + SCORE_DUEL_LOCKOUT_MS, log: [...player.log, entry] };
        const updated = withPlayer(state, seat, next, at);
        if (next.score >= state.winningScore)
          return { ok: true, state: finish(updated, { winner: seat, reason: 'score' }, at) };
        return { ok: true, state: updated };
      }
    }
  }

  /**
   * The highest item index a seat was shown in `round`, or null before it reached the round: the one
   * it is on, or for a round gone by, the one after its last answered or skipped item there.
   */
  const highestSeen = (player: Player, round: number): number | null => {
    const currentRound = scoreDuelRoundOf(player.index);
    if (currentRound < round) return null;
    if (currentRound === round) return player.index;
    const left = player.log.filter(
      (entry) =>
        scoreDuelRoundOf(entry.index) === round &&
        (entry.kind === 'skip' || (entry.kind === 'answer' && entry.correct)),
    );
    const last = left[left.length - 1];
    return last ? last.index + 1 : firstItemOfRound(round);
  };

  /** Every item either seat was shown, in index order, with its solution (for the record). */
  const servedItems = (state: State): Record<string, unknown>[] => {
    const items: Record<string, unknown>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const reached = state.players
        .map((player) => highestSeen(player, round))
        .filter((index) => index !== null);
      if (reached.length === 0) continue;
      const last = Math.max(...reached);
      for (let index = firstItemOfRound(round); index <= last; index += 1)
        items.push(game.recordItem(game.item(state.seed, index), index));
    }
    return items;
  };

  const lastOf = (player: Player): ScoreDuelLast | null => {
    for (let i = player.log.length - 1; i >= 0; i -= 1) {
      const entry = player.log[i];
      if (entry?.kind === 'answer')
        return { index: entry.index, correct: entry.correct, points: entry.points, skipped: false };
      if (entry?.kind === 'skip') return { index: entry.index, correct: false, points: 0, skipped: true };
    }
    return null;
  };

  return {
    gameType: game.gameType,
    start(setup) {
      const player: Player = {
        score: 0,
        solved: 0,
        hints: 0,
        index: 0,
        item: game.item(setup.seed, 0),
        seenAt: setup.startedAt,
        itemHints: 0,
        lockedUntil: 0,
        log: [],
      };
      return {
        seed: setup.seed,
        startedAt: setup.startedAt,
        clockMs: setup.clockMs,
        winningScore: ARENA.winningScore,
        players: [player, player],
        clockAt: setup.startedAt,
        outcome: null,
        endedAt: null,
      };
    },
    apply(state, action: DuelAction) {
      if (state.outcome) return reject('game_over');
      if (!Number.isFinite(action.at)) return reject('bad_move');
      const at = Math.max(action.at, state.clockAt);
      if (at >= endOf(state)) return { ok: true, state: timeUp(state) };
      const current = advance(state, at);
      switch (action.type) {
        case 'flag':
          return { ok: true, state: current };
        case 'move':
          return play(current, action.seat, action.move, at);
        case 'resign':
          return {
            ok: true,
            state: finish(current, { winner: otherSeat(action.seat), reason: 'resignation' }, at),
          };
        case 'forfeit':
          return {
            ok: true,
            state: finish(current, { winner: otherSeat(action.seat), reason: 'forfeit' }, at),
          };
        case 'offer-draw':
        case 'accept-draw':
        case 'decline-draw':
          return reject('no_draws');
        default:
          return reject('bad_move');
      }
    },
    outcome: (state) => state.outcome,
    toMove: () => null,
    deadline(state) {
      if (state.outcome) return null;
      const round = Math.max(...state.players.map((player) => scoreDuelRoundOf(player.index)));
      return round >= ROUNDS ? endOf(state) : state.startedAt + round * roundMs(state);
    },
    clocks(state, now) {
      const left = state.outcome
        ? Math.max(0, endOf(state) - (state.endedAt ?? now))
        : Math.max(0, endOf(state) - now);
      return { remainingMs: [left, left], running: null };
    },
    publicView(state, now) {
      const [p0, p1] = state.players;
      return {
        kind: game.gameType,
        scores: [p0.score, p1.score],
        solved: [p0.solved, p1.solved],
        round: roundAt(state, state.endedAt ?? now),
        winningScore: state.winningScore,
        hints: [p0.hints, p1.hints],
      };
    },
    privateView(state, seat, now) {
      const player = state.outcome
        ? state.players[seat]
        : intoRound(state, state.players[seat], roundAt(state, now));
      const context: ScoreDuelItemContext = {
        index: player.index,
        round: scoreDuelRoundOf(player.index),
        hints: player.itemHints,
      };
      return {
        kind: game.gameType,
        item: state.outcome ? null : game.itemView(player.item, context),
        lockedUntil: !state.outcome && player.lockedUntil > now ? player.lockedUntil : null,
        last: lastOf(player),
      };
    },
    drawOffer: () => null,
    record(state) {
      return {
        gameType: game.gameType,
        seed: state.seed,
        items: servedItems(state),
        log: state.players.map((player) => player.log),
        scores: state.players.map((player) => player.score),
        solved: state.players.map((player) => player.solved),
        hints: state.players.map((player) => player.hints),
        outcome: state.outcome,
        endedAt: state.endedAt,
      };
    },
  };
}
