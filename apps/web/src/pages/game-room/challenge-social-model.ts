import {
  CHALLENGE_CHAT_MAX_LENGTH,
  type CHALLENGE_EMOTES,
  ChallengeInteraction,
  type ChallengeInteractionEvent,
} from '@casino/contracts';

// The emote and chat panel's rules as plain functions: what a typed chat line sends (the room's own
// check, ChallengeInteraction, plus its refusal of control characters), which emote bubble shows
// over a seat, and how a line of the log reads.

/** How long an emote stays up over its sender's seat. */
export const EMOTE_BUBBLE_MS = 4_000;

export type ChatCheck = { ok: true; interaction: ChallengeInteraction } | { ok: false; reason: string };

// C0 and C1 control characters (tabs and newlines included): the room refuses them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A chat line as typed: trimmed, 1-120 characters, no control characters. */
export function chatLineOf(text: string): ChatCheck {
  const message = text.trim();
  if (message === '') return { ok: false, reason: 'Type a message first.' };
  if (message.length > CHALLENGE_CHAT_MAX_LENGTH)
    return { ok: false, reason: `At most ${CHALLENGE_CHAT_MAX_LENGTH} characters.` };
  if (CONTROL.test(message)) return { ok: false, reason: 'Plain text only.' };
  const parsed = ChallengeInteraction.safeParse({ type: 'chat', message });
  return parsed.success ? { ok: true, interaction: parsed.data } : { ok: false, reason: 'Plain text only.' };
}

export const emoteOf = (emote: (typeof CHALLENGE_EMOTES)[number]): ChallengeInteraction => ({
  type: 'emote',
  message: emote,
});

/**
 * The emote to show over `seat`: its last one, while younger than EMOTE_BUBBLE_MS by the server's
 * clock (events carry server time), else null. Chat lines go to the log, not to a bubble.
 */
export function bubbleFor(
  events: readonly ChallengeInteractionEvent[],
  seat: number,
  serverNow: number,
): ChallengeInteractionEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (!event || event.seat !== seat || event.type !== 'emote') continue;
    const age = serverNow - event.at;
    // A little below zero: the browser's estimate of the server clock may lag the sender's stamp.
    return age > -1_000 && age < EMOTE_BUBBLE_MS ? event : null;
  }
  return null;
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "18:42 Ann: Good luck!" (an emote reads the same as a line; the log marks it by style). */
export function logLineOf(event: ChallengeInteractionEvent): { time: string; who: string; text: string } {
  return { time: timeOfDay.format(new Date(event.at)), who: event.name, text: event.message };
}
