// What a simulated player of `pnpm bench challenges` does next in each game of the mix: the move it
// sends after thinking, a key so that one decision is scheduled once, and what answers it (a state
// patch past the move's ply for turn-based games, or the seat's next `private` message for the games
// played at one's own pace). Chess plays random legal moves; the math duel and the word riddles and
// logic puzzles answer right (riddles and sudoku from the seed, which the bench reads from its own
// database as only a simulation may); image puzzles skip (solving one is the server's cost, not the
// player's); blackjack bets and hits to 17; poker mostly calls or checks, sometimes raises or goes
// all in (so matches end and new ones start).
import {
  BlackjackDuelPrivateView,
  ChessView,
  MathPrivateView,
  PokerDuelPrivateView,
  PokerDuelView,
  ChallengePrivateView,
} from '@casino/contracts';
import { logicPuzzleGame, wordRiddleGame } from '@casino/engine/duels';
import { BLACKJACK_DUEL } from '@casino/games';
import { evaluateProblem } from '../apps/rooms/test/arithmetic.js';

export const BENCH_GAMES = [
  'chess',
  'math',
  'word_riddles',
  'logic_puzzles',
  'image_puzzles',
  'blackjack',
  'poker',
] as const;
export type BenchGame = (typeof BENCH_GAMES)[number];

/** The default mix (weights): issue 13's chess and math duels, and issue 14's five games. */
export const DEFAULT_MIX =
  'chess:50,math:15,word_riddles:7,logic_puzzles:7,image_puzzles:7,blackjack:7,poker:7';

/** Parses `--mix=chess:50,math:15,...` into weights; null when it names no game of the bench. */
export function parseMix(text: string): Map<BenchGame, number> | null {
  const mix = new Map<BenchGame, number>();
  for (const part of text.split(',')) {
    const [name, weight] = part.split(':').map((s) => s.trim());
    const game = BENCH_GAMES.find((g) => g === name);
    const w = Number(weight);
    if (!game || !(w >= 0)) return null;
    if (w > 0) mix.set(game, w);
  }
  return mix.size > 0 ? mix : null;
}

/** The game of each pair in turn, spread evenly by weight (smooth weighted round robin). */
export function mixSequence(mix: Map<BenchGame, number>, count: number): BenchGame[] {
  const total = [...mix.values()].reduce((a, b) => a + b, 0);
  const current = new Map<BenchGame, number>([...mix.keys()].map((g) => [g, 0]));
  const out: BenchGame[] = [];
  for (let i = 0; i < count; i++) {
    let best: BenchGame | null = null;
    for (const [game, weight] of mix) {
      const value = current.get(game)! + weight;
      current.set(game, value);
      if (best === null || value > current.get(best)!) best = game;
    }
    current.set(best!, current.get(best!)! - total);
    out.push(best!);
  }
  return out;
}

/** The synced state as the bench reads it. */
export interface BenchRoomView {
  phase: string;
  ply: number;
  game: string;
  gameTime: number;
}

export interface NextMove {
  /** One decision: the same key is not scheduled twice. */
  key: string;
  message: { ply: number; move: unknown };
  /** What tells the bench the move was applied. */
  answeredBy: 'ply' | 'private';
  /** Think time multiplier (reading a problem or a riddle takes longer than a chess move). */
  think: number;
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** What the seat does now, or null (not its turn, locked out, nothing to do). */
export function nextMove(
  game: BenchGame,
  seat: 0 | 1,
  seed: string,
  state: BenchRoomView,
  privateView: unknown,
): NextMove | null {
  if (state.phase !== 'playing') return null;
  switch (game) {
    case 'chess': {
      const view = ChessView.parse(JSON.parse(state.game));
      const uci = view.turn === seat ? pick(view.legalMoves) : undefined;
      return uci
        ? { key: `c${state.ply}`, message: { ply: state.ply, move: { uci } }, answeredBy: 'ply', think: 1 }
        : null;
    }
    case 'math': {
      const problem = MathPrivateView.nullable().safeParse(privateView).data?.problem;
      if (!problem) return null;
      const move = { problem: problem.index, answer: evaluateProblem(problem.text) };
      return { key: `m${problem.index}`, message: { ply: 0, move }, answeredBy: 'private', think: 3 };
    }
    case 'word_riddles':
    case 'logic_puzzles':
    case 'image_puzzles': {
      const view = ChallengePrivateView.nullable().safeParse(privateView).data;
      if (!view || !('item' in view) || !view.item) return null;
      if (!('lockedUntil' in view) || (view.lockedUntil !== null && view.lockedUntil > state.gameTime))
        return null;
      const item = view.item.index;
      const move =
        game === 'word_riddles'
          ? { item, answer: wordRiddleGame.item(seed, item).riddle.answer }
          : game === 'logic_puzzles'
            ? { item, answer: logicPuzzleGame.item(seed, item).solution }
            : { item, skip: true as const };
      return { key: `i${item}`, message: { ply: 0, move }, answeredBy: 'private', think: 3 };
    }
    case 'blackjack': {
      const view = BlackjackDuelPrivateView.nullable().safeParse(privateView).data;
      if (!view || view.phase === 'done') return null;
      const round = view.round;
      if (view.phase === 'betting') {
        // A bet the stack covers (one drawn above it returned no move, and the seat never bet again
        // unless another view came: the duel then waited for its clock).
        const top = Math.min(BLACKJACK_DUEL.maxBet, view.stack);
        if (top < BLACKJACK_DUEL.minBet) return null;
        const steps = Math.floor((top - BLACKJACK_DUEL.minBet) / BLACKJACK_DUEL.betStep);
        const bet = BLACKJACK_DUEL.minBet + Math.floor(Math.random() * (steps + 1)) * BLACKJACK_DUEL.betStep;
        return {
          key: `b${view.hand}`,
          message: { ply: 0, move: { hand: view.hand, bet } },
          answeredBy: 'private',
          think: 1,
        };
      }
      if (!round || round.finished) return null;
      const hand = round.hands[round.activeHand];
      const action =
        round.insurance?.decision === 'pending' ? 'no-insurance' : hand && hand.value < 17 ? 'hit' : 'stand';
      const cards = round.hands.reduce((n, h) => n + h.cards.length, 0);
      return {
        key: `h${view.hand}:${round.activeHand}:${cards}:${round.insurance?.decision ?? ''}`,
        message: { ply: 0, move: { hand: view.hand, action } },
        answeredBy: 'private',
        think: 1,
      };
    }
    case 'poker': {
      const view = PokerDuelView.safeParse(JSON.parse(state.game)).data;
      const legal = PokerDuelPrivateView.nullable().safeParse(privateView).data?.legal;
      if (!view || view.toAct !== seat || !legal) return null;
      const roll = Math.random();
      const canRaise = legal.canRaise || legal.canBet;
      const move =
        canRaise && roll < 0.04
          ? { action: 'all-in' }
          : canRaise && roll < 0.2
            ? { action: legal.canRaise ? 'raise' : 'bet', amount: legal.minRaiseTo }
            : legal.canCall
              ? { action: 'call' }
              : { action: 'check' };
      return { key: `k${state.ply}`, message: { ply: state.ply, move }, answeredBy: 'ply', think: 1 };
    }
  }
}
