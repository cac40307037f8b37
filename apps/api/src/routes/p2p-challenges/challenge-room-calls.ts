import {
  ChallengeRoomReply,
  challengeRoomChannel,
  ErrorCode,
  type ChallengeRoomCall,
} from '@casino/contracts';
import { DomainError } from '@casino/domain';
import { callRoom, TABLE_CALL_TIMEOUT_MS, type TableBus } from '../../poker/table-bus.js';

/**
 * Asks the room hosting a challenge to run a player's call (a poker action, an emote or chat line),
 * in whichever rooms process it lives, over the same bus as the poker tables' calls.
 */
export function callChallengeRoom(
  bus: TableBus | null,
  challengeId: string,
  userId: string,
  call: ChallengeRoomCall,
  timeoutMs = TABLE_CALL_TIMEOUT_MS,
): Promise<ChallengeRoomReply> {
  return callRoom(
    bus,
    {
      channel: challengeRoomChannel(challengeId),
      replyPrefix: 'challenge:reply:',
      reply: ChallengeRoomReply,
      noBus: 'Challenge rooms are not available on this server right now.',
      noAnswer: 'The challenge room is not answering. It may be restarting; try again in a few seconds.',
    },
    { userId, call },
    timeoutMs,
  );
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/**
 * A refusal of the game itself (the engine's codes: not your turn, an illegal move, the game over),
 * answered 409 with the room's code and words; a move that is not a move of the game at all is 400.
 */
export class RoomRefusal extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoomRefusal';
    this.statusCode = code === 'bad_move' ? 400 : 409;
  }
}

/**
 * The room's answer when it ran the call. A refusal is thrown: with one of the api's own codes
 * (validation, rate limited, stale, the room moving to another server) as that code's status,
 * otherwise as a RoomRefusal.
 */
export function answeredByRoom(reply: ChallengeRoomReply): Extract<ChallengeRoomReply, { ok: true }> {
  if (reply.ok) return reply;
  if (KNOWN_CODES.has(reply.error)) throw new DomainError(reply.error as ErrorCode, reply.message);
  throw new RoomRefusal(reply.error, reply.message);
}

/** A room that ran an action but sent no game back cannot be answered with a game state. */
export const noGameState = () =>
  new DomainError(
    ErrorCode.tableUnavailable,
    'The challenge room sent no game state; try again in a moment.',
  );
