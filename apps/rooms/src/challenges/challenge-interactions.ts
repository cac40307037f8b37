import {
  CHALLENGE_EMOTES,
  CHALLENGE_INTERACTION_RATE,
  ErrorCode,
  type ChallengeInteraction,
  type ChallengeInteractionEvent,
} from '@casino/contracts';
import { MessageRateLimit } from '../poker/message-rate-limit.js';
import type { DuelRefusal } from './duel-refusals.js';
import type { DuelSeat } from './duel-rules.js';

/** How many of the last interactions a room keeps, to show a client that joins later. */
export const RECENT_INTERACTIONS = 20;

const EMOTES: ReadonlySet<string> = new Set(CHALLENGE_EMOTES);
/** Control characters (newlines, escapes, NUL) and the bidirectional overrides that reorder text. */
const NOT_PLAIN_TEXT = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const INTERACTION_REFUSALS = {
  notAnEmote: {
    code: ErrorCode.validation,
    message: `Pick one of the emotes: ${CHALLENGE_EMOTES.join(', ')}.`,
  },
  notPlainText: {
    code: ErrorCode.validation,
    message: 'Chat messages are plain text on one line.',
  },
  rateLimited: {
    code: ErrorCode.rateLimited,
    message: 'Slow down: wait a moment before the next emote or message.',
  },
} as const satisfies Record<string, DuelRefusal>;

/**
 * A challenge's emotes and chat lines (spec section 4, the poker challenge's social actions; every
 * challenge room has them): an emote must be one of CHALLENGE_EMOTES, a chat line plain text (the
 * contract trims it and caps its length); each player has a rate limit of their own
 * (CHALLENGE_INTERACTION_RATE, shared by all their connections and REST calls, apart from the move
 * limit). Nothing here is part of the game: not journaled, gone with the room.
 */
export class ChallengeInteractions {
  private readonly limits: [MessageRateLimit, MessageRateLimit];
  private readonly recent: ChallengeInteractionEvent[] = [];

  constructor(now: number) {
    const perSecond = 1_000 / CHALLENGE_INTERACTION_RATE.perMs;
    this.limits = [
      new MessageRateLimit(perSecond, CHALLENGE_INTERACTION_RATE.burst, now),
      new MessageRateLimit(perSecond, CHALLENGE_INTERACTION_RATE.burst, now),
    ];
  }

  /** The event to broadcast, or why it is refused (a refused one does not use up the rate). */
  send(
    seat: DuelSeat,
    name: string,
    interaction: ChallengeInteraction,
    now: number,
  ): ChallengeInteractionEvent | DuelRefusal {
    const { type, message } = interaction;
    if (type === 'emote' && !EMOTES.has(message)) return INTERACTION_REFUSALS.notAnEmote;
    if (type === 'chat' && NOT_PLAIN_TEXT.test(message)) return INTERACTION_REFUSALS.notPlainText;
    if (!this.limits[seat].take(now)) return INTERACTION_REFUSALS.rateLimited;
    const event: ChallengeInteractionEvent = { seat, name, type, message, at: now };
    this.recent.push(event);
    if (this.recent.length > RECENT_INTERACTIONS) this.recent.shift();
    return event;
  }

  /** The last RECENT_INTERACTIONS events, oldest first (sent to a client when it joins). */
  get latest(): readonly ChallengeInteractionEvent[] {
    return this.recent;
  }
}

export const isRefusal = (value: ChallengeInteractionEvent | DuelRefusal): value is DuelRefusal =>
  'code' in value;
