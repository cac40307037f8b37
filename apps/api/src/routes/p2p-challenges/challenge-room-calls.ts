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

/** The room's refusals that are a malformed request rather than a move the game's state refuses. */
const BAD_REQUEST = new Set<string>([ErrorCode.validation, 'bad_move']);

/**
 * A refusal from the room, as a 4xx with the room's code and words: a bad request 400, too many
 * messages 429, and everything the game's state refuses (not your turn, an illegal move, a stale
 * street, the game over) 409.
 */
export class RoomRefusal extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoomRefusal';
    this.statusCode = BAD_REQUEST.has(code) ? 400 : code === ErrorCode.rateLimited ? 429 : 409;
  }
}

/** The room's answer when it ran the call; a refusal is thrown as a RoomRefusal. */
export function answeredByRoom(reply: ChallengeRoomReply): Extract<ChallengeRoomReply, { ok: true }> {
  if (reply.ok) return reply;
  throw new RoomRefusal(reply.error, reply.message);
}

/** A room that ran an action but sent no game back cannot be answered with a game state. */
export const noGameState = () =>
  new DomainError(
    ErrorCode.tableUnavailable,
    'The challenge room sent no game state; try again in a moment.',
  );
