// Checkers (English draughts) as a challenge duel: the board of checkers-board.ts under the shared
// turn-duel clocks, offers, resignation and forfeit (duels/turn-duel.ts). Seat 0, the creator, plays
// dark and moves first.
import type { DuelSeat, DuelSetup } from '../../duels/duel.js';
import { turnDuelRules, type TurnDuelState } from '../../duels/turn-duel.js';
import { checkersBoard, checkersBoardFrom, type CheckersBoard } from './checkers-board.js';

export type CheckersDuelState = TurnDuelState<CheckersBoard>;

export const checkersRules = turnDuelRules(checkersBoard);

/** A duel from a given position (tests): the standard start's clocks with that board. */
export function checkersDuelFrom(setup: DuelSetup, board: string, turn: DuelSeat): CheckersDuelState {
  return { ...checkersRules.start(setup), board: checkersBoardFrom(board, turn) };
}
