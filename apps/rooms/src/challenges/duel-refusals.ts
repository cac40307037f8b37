import { ErrorCode } from '@casino/contracts';

/** A refused room message: a stable code and the player's words (the room answers it as a `notice`). */
export interface DuelRefusal {
  code: string;
  message: string;
}

const ENGINE_REFUSALS: Record<string, string> = {
  game_over: 'The game is over.',
  not_your_turn: 'Not your turn.',
  illegal_move: 'Illegal move.',
  bad_move: 'That is not a move of this game.',
  no_draws: 'This game cannot be drawn.',
  no_draw_offer: 'There is no draw offer to answer.',
  draw_already_offered: 'A draw offer is already on the table.',
  locked_out: 'Wrong answer: wait a moment before the next one.',
};

/** The engine's refusal codes (duel.ts DuelError, and a game's own) in the player's words. */
export function engineRefusal(error: string): DuelRefusal {
  return { code: error, message: ENGINE_REFUSALS[error] ?? 'Illegal move.' };
}

/** Refusals of the room itself, before the engine is asked. */
export const ROOM_REFUSALS = {
  notAPlayer: { code: ErrorCode.notSeated, message: 'Only the two players can do that; you are watching.' },
  notPlaying: {
    code: 'not_playing',
    message: 'The game has not started: both players press Start Challenge first.',
  },
  notWaiting: { code: 'not_waiting', message: 'The game is already under way.' },
  finished: { code: 'game_over', message: 'The game is over.' },
  stalePly: {
    code: ErrorCode.staleVersion,
    message: 'The game has moved on since you moved. Check the board and try again.',
  },
  invalid: (type: string): DuelRefusal => ({
    code: ErrorCode.validation,
    message: `Invalid ${type} message.`,
  }),
  rateLimited: { code: ErrorCode.rateLimited, message: 'Slow down: too many messages.' },
  unavailable: {
    code: ErrorCode.tableUnavailable,
    message: 'The game is moving to another server. Rejoin in a moment; nothing is lost.',
  },
} as const satisfies Record<string, DuelRefusal | ((type: string) => DuelRefusal)>;
