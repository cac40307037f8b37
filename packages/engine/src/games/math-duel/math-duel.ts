// The math duel: both players walk the same seeded problems (math-duel-problems.ts) at their own pace
// over one shared clock. The clock's time is cut into three rounds of rising difficulty (round r runs
// from (r-1)·clockMs/3); when a round starts, each player moves on to that round's first problem.
// A correct answer scores by speed (math-duel-scoring.ts) and brings the next problem; a wrong one
// locks the player out for 3 s, then they answer the same problem again. First to 50 wins (`score`);
// when the clock runs out the higher score wins, equal scores draw (`time_score`). No draw offers.
//
// For the room: `deadline` is the next round's start (then the clock's end). A `flag` there moves
// both players into the new round and returns a new state (send the private views again); a `flag`
// before any deadline returns the same state object; at the end it finishes the duel.
import { ARENA } from '@casino/games';
import { reject } from '../../engine-result.js';
import {
  otherSeat,
  type DuelAction,
  type DuelOutcome,
  type DuelResult,
  type DuelRules,
  type DuelSeat,
} from '../../duels/duel.js';
import {
  firstProblemOfRound,
  MATH_DUEL_CLIENT_SEED,
  MATH_DUEL_NONCE,
  mathProblem,
  roundOfProblem,
  type MathProblem,
} from './math-duel-problems.js';
import { MATH_LOCKOUT_MS, mathPoints } from './math-duel-scoring.js';

export const MATH_ROUNDS = ARENA.rounds;

export interface MathAnswer {
  readonly index: number;
  readonly answer: number;
  readonly correct: boolean;
  readonly points: number;
  /** Game time of the answer. */
  readonly at: number;
}

export interface MathPlayer {
  readonly score: number;
  readonly solved: number;
  /** The index of the problem the player is on, and when they first saw it. */
  readonly problem: number;
  readonly seenAt: number;
  /** Game time until which a wrong answer locks the player out (0: never locked). */
  readonly lockedUntil: number;
  readonly answers: readonly MathAnswer[];
}

export interface MathDuelState {
  readonly seed: string;
  readonly startedAt: number;
  readonly clockMs: number;
  readonly winningScore: number;
  readonly players: readonly [MathPlayer, MathPlayer];
  /** Game time of the last action (game time never runs backwards). */
  readonly clockAt: number;
  readonly outcome: DuelOutcome | null;
  readonly endedAt: number | null;
}

/** What every viewer sees (contracts: MathView): never a problem or an answer. */
export interface MathPublicView {
  readonly kind: 'math';
  readonly scores: readonly [number, number];
  readonly solved: readonly [number, number];
  readonly round: number;
  readonly winningScore: number;
}

/** What only the seat sees (contracts: MathPrivateView). */
export interface MathPrivateView {
  readonly kind: 'math';
  readonly problem: { readonly index: number; readonly round: number; readonly text: string } | null;
  readonly lockedUntil: number | null;
  readonly last: {
    readonly index: number;
    readonly correct: boolean;
    readonly points: number;
    readonly answer: number;
  } | null;
}

const roundMs = (state: MathDuelState): number => state.clockMs / MATH_ROUNDS;
const endOf = (state: MathDuelState): number => state.startedAt + state.clockMs;

/** The round running at game time `at` (1-3). */
function roundAt(state: MathDuelState, at: number): number {
  const elapsed = Math.max(0, at - state.startedAt);
  return Math.min(MATH_ROUNDS, Math.floor(elapsed / roundMs(state)) + 1);
}

/** A player moved into round `round` if still on an earlier round's problem. */
function intoRound(state: MathDuelState, player: MathPlayer, round: number): MathPlayer {
  if (roundOfProblem(player.problem) >= round) return player;
  return {
    ...player,
    problem: firstProblemOfRound(round),
    seenAt: state.startedAt + (round - 1) * roundMs(state),
  };
}

/** Both players moved into the round running at `at`; the same object when nothing changed. */
function advance(state: MathDuelState, at: number): MathDuelState {
  const round = roundAt(state, at);
  const p0 = intoRound(state, state.players[0], round);
  const p1 = intoRound(state, state.players[1], round);
  if (p0 === state.players[0] && p1 === state.players[1]) return state;
  return { ...state, players: [p0, p1] };
}

function finish(state: MathDuelState, outcome: DuelOutcome, at: number): MathDuelState {
  return { ...state, outcome, endedAt: at, clockAt: at };
}

/** The clock ran out: the higher score wins, equal scores draw. */
function timeUp(state: MathDuelState): MathDuelState {
  const [a, b] = state.players.map((player) => player.score) as [number, number];
  const winner: DuelSeat | null = a === b ? null : a > b ? 0 : 1;
  return finish(advance(state, endOf(state)), { winner, reason: 'time_score' }, endOf(state));
}

function answerOf(move: unknown): { problem: number; answer: number } | null {
  if (typeof move !== 'object' || move === null || !('problem' in move) || !('answer' in move)) return null;
  const { problem, answer } = move;
  if (typeof problem !== 'number' || typeof answer !== 'number') return null;
  if (!Number.isSafeInteger(problem) || !Number.isSafeInteger(answer)) return null;
  return { problem, answer };
}

function answer(state: MathDuelState, seat: DuelSeat, move: unknown, at: number): DuelResult<MathDuelState> {
  const given = answerOf(move);
  if (given === null) return reject('bad_move');
  const player = state.players[seat];
  if (at < player.lockedUntil) return reject('locked_out');
  // An answer to any other problem than the current one is stale (a round began, or a second tab).
  if (given.problem !== player.problem) return reject('illegal_move');
  const problem = mathProblem(state.seed, player.problem);
  const correct = given.answer === problem.answer;
  const points = correct ? mathPoints(at - player.seenAt) : 0;
  const logged: MathAnswer = { index: problem.index, answer: given.answer, correct, points, at };
  const next: MathPlayer = correct
    ? {
        score: player.score + points,
        solved: player.solved + 1,
        problem: player.problem + 1,
        seenAt: at,
        lockedUntil: player.lockedUntil,
        answers: [...player.answers, logged],
      }
    : { ...player, lockedUntil: at + MATH_LOCKOUT_MS, answers: [...player.answers, logged] };
  const players: [MathPlayer, MathPlayer] = seat === 0 ? [next, state.players[1]] : [state.players[0], next];
  const updated: MathDuelState = { ...state, players, clockAt: at };
  if (next.score >= state.winningScore)
    return { ok: true, state: finish(updated, { winner: seat, reason: 'score' }, at) };
  return { ok: true, state: updated };
}

/** Every problem either player was shown, in index order, with its answer (for the record). */
function servedProblems(state: MathDuelState): MathProblem[] {
  const problems: MathProblem[] = [];
  for (let round = 1; round <= MATH_ROUNDS; round += 1) {
    const reached = state.players
      .map((player) => highestSeen(player, round))
      .filter((index) => index !== null);
    if (reached.length === 0) continue;
    const last = Math.max(...reached);
    for (let index = firstProblemOfRound(round); index <= last; index += 1)
      problems.push(mathProblem(state.seed, index));
  }
  return problems;
}

/**
 * The highest problem index a player was shown in `round`, or null before they reached it: the one
 * they are on, or for a round gone by, the one after their last correct answer in it.
 */
function highestSeen(player: MathPlayer, round: number): number | null {
  const currentRound = roundOfProblem(player.problem);
  if (currentRound < round) return null;
  if (currentRound === round) return player.problem;
  const solvedThere = player.answers.filter((a) => a.correct && roundOfProblem(a.index) === round);
  const lastSolved = solvedThere[solvedThere.length - 1];
  return lastSolved ? lastSolved.index + 1 : firstProblemOfRound(round);
}

export const mathDuelRules: DuelRules<MathDuelState, MathPublicView, MathPrivateView> = {
  gameType: 'math',
  start(setup) {
    const player: MathPlayer = {
      score: 0,
      solved: 0,
      problem: 0,
      seenAt: setup.startedAt,
      lockedUntil: 0,
      answers: [],
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
    // Game time never runs backwards: an action stamped before the last one counts as simultaneous.
    const at = Math.max(action.at, state.clockAt);
    if (at >= endOf(state)) return { ok: true, state: timeUp(state) };
    const current = advance(state, at);
    switch (action.type) {
      case 'flag':
        return { ok: true, state: current };
      case 'move':
        return answer(current, action.seat, action.move, at);
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
    const round = Math.max(...state.players.map((player) => roundOfProblem(player.problem)));
    return round >= MATH_ROUNDS ? endOf(state) : state.startedAt + round * roundMs(state);
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
      kind: 'math',
      scores: [p0.score, p1.score],
      solved: [p0.solved, p1.solved],
      round: roundAt(state, state.endedAt ?? now),
      winningScore: state.winningScore,
    };
  },
  privateView(state, seat, now) {
    const player = intoRound(state, state.players[seat], roundAt(state, now));
    const problem = state.outcome ? null : mathProblem(state.seed, player.problem);
    const last = player.answers[player.answers.length - 1];
    return {
      kind: 'math',
      problem: problem ? { index: problem.index, round: problem.round, text: problem.text } : null,
      lockedUntil: !state.outcome && player.lockedUntil > now ? player.lockedUntil : null,
      last: last
        ? { index: last.index, correct: last.correct, points: last.points, answer: last.answer }
        : null,
    };
  },
  drawOffer: () => null,
  record(state) {
    return {
      seed: state.seed,
      clientSeed: MATH_DUEL_CLIENT_SEED,
      nonce: MATH_DUEL_NONCE,
      problems: servedProblems(state),
      answers: state.players.map((player) => player.answers),
      scores: state.players.map((player) => player.score),
      solved: state.players.map((player) => player.solved),
      outcome: state.outcome,
      endedAt: state.endedAt,
    };
  },
};
