import fc from 'fast-check';
import {
  CHALLENGE_EMOTES,
  CHALLENGE_INTERACTION_RATE,
  ChallengeInteraction,
  ChallengeInteractionEvent,
  ErrorCode,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ChallengeInteractions, isRefusal, RECENT_INTERACTIONS } from './challenge-interactions.js';

const parse = (type: 'emote' | 'chat', message: string) => ChallengeInteraction.parse({ type, message });

describe('challenge interactions', () => {
  const cases: Array<{ name: string; type: 'emote' | 'chat'; message: string; code: string | null }> = [
    { name: 'an emote of the list', type: 'emote', message: 'Good luck!', code: null },
    { name: 'the last emote of the list', type: 'emote', message: CHALLENGE_EMOTES.at(-1)!, code: null },
    { name: 'an emote not in the list', type: 'emote', message: 'You are bad', code: ErrorCode.validation },
    { name: 'an emote in another case', type: 'emote', message: 'good luck!', code: ErrorCode.validation },
    { name: 'a chat line', type: 'chat', message: 'gl hf, nice to meet you', code: null },
    { name: 'a chat line with accents', type: 'chat', message: 'Très bien joué… ça va?', code: null },
    { name: 'a chat line with a newline', type: 'chat', message: 'one\ntwo', code: ErrorCode.validation },
    {
      name: 'a chat line with an escape',
      type: 'chat',
      message: 'red \u001b[31m',
      code: ErrorCode.validation,
    },
    { name: 'a chat line with NUL', type: 'chat', message: 'a\u0000b', code: ErrorCode.validation },
    { name: 'a right-to-left override', type: 'chat', message: 'abc\u202Edef', code: ErrorCode.validation },
  ];
  for (const { name, type, message, code } of cases)
    it(`${code ? 'refuses' : 'takes'} ${name}`, () => {
      const sent = new ChallengeInteractions(0).send(1, 'Bob', parse(type, message), 5);
      if (code) expect(isRefusal(sent) && sent.code).toBe(code);
      else expect(sent).toEqual({ seat: 1, name: 'Bob', type, message, at: 5 });
    });

  it('takes a burst, then one per interval, each player on their own', () => {
    const interactions = new ChallengeInteractions(0);
    const chat = parse('chat', 'hi');
    const { burst, perMs } = CHALLENGE_INTERACTION_RATE;
    for (let i = 0; i < burst; i++) expect(isRefusal(interactions.send(0, 'A', chat, 0))).toBe(false);
    expect(interactions.send(0, 'A', chat, 0)).toMatchObject({ code: ErrorCode.rateLimited });
    // The other player is not limited by the first one's burst.
    expect(isRefusal(interactions.send(1, 'B', chat, 0))).toBe(false);
    expect(interactions.send(0, 'A', chat, perMs - 1)).toMatchObject({ code: ErrorCode.rateLimited });
    expect(isRefusal(interactions.send(0, 'A', chat, perMs + 1))).toBe(false);
    // A refused message does not use up the rate: an invalid emote after a pause leaves the next one free.
    expect(isRefusal(interactions.send(0, 'A', parse('emote', 'nope'), 10 * perMs))).toBe(true);
  });

  it('keeps the last 20, oldest first, every one a contract event', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 60 }), (lines) => {
        const interactions = new ChallengeInteractions(0);
        const taken: string[] = [];
        lines.forEach((line, i) => {
          const chat = ChallengeInteraction.safeParse({ type: 'chat', message: line });
          if (!chat.success) return;
          // Spaced out beyond the rate limit: only the validation decides.
          const sent = interactions.send((i % 2) as 0 | 1, 'P', chat.data, i * 10_000);
          if (!isRefusal(sent)) taken.push(sent.message);
        });
        expect(interactions.latest.map((e) => e.message)).toEqual(taken.slice(-RECENT_INTERACTIONS));
        for (const event of interactions.latest) ChallengeInteractionEvent.parse(event);
        for (const message of taken) expect(message).not.toMatch(/\p{Cc}/u);
      }),
    );
  });
});
