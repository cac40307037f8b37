import { describe, expect, it } from 'vitest';
import type { ChallengeInteractionEvent } from '@casino/contracts';
import { bubbleFor, chatLineOf, emoteOf, EMOTE_BUBBLE_MS } from './challenge-social-model';

describe('a typed chat line', () => {
  it.each([
    {
      name: 'plain text',
      text: 'nice one',
      result: { ok: true, interaction: { type: 'chat', message: 'nice one' } },
    },
    {
      name: 'trimmed',
      text: '  gl hf  ',
      result: { ok: true, interaction: { type: 'chat', message: 'gl hf' } },
    },
    { name: 'empty', text: '   ', result: { ok: false, reason: 'Type a message first.' } },
    {
      name: '120 characters',
      text: 'x'.repeat(120),
      result: { ok: true, interaction: { type: 'chat', message: 'x'.repeat(120) } },
    },
    {
      name: '121 characters',
      text: 'x'.repeat(121),
      result: { ok: false, reason: 'At most 120 characters.' },
    },
    { name: 'a control character', text: 'bell\u0007', result: { ok: false, reason: 'Plain text only.' } },
    { name: 'a newline inside', text: 'two\nlines', result: { ok: false, reason: 'Plain text only.' } },
  ])('$name', ({ text, result }) => {
    expect(chatLineOf(text)).toEqual(result);
  });

  it('an emote is sent as one', () => {
    expect(emoteOf('Good luck!')).toEqual({ type: 'emote', message: 'Good luck!' });
  });
});

describe('the emote bubble over a seat', () => {
  const at = 100_000;
  const ev = (over: Partial<ChallengeInteractionEvent>): ChallengeInteractionEvent => ({
    seat: 0,
    name: 'Ann',
    type: 'emote',
    message: 'Wow!',
    at,
    ...over,
  });
  it.each([
    { name: 'a fresh emote shows', events: [ev({})], seat: 0, now: at + 500, shown: 'Wow!' },
    { name: 'over the other seat: not here', events: [ev({})], seat: 1, now: at + 500, shown: null },
    { name: 'an old one is gone', events: [ev({})], seat: 0, now: at + EMOTE_BUBBLE_MS, shown: null },
    { name: 'chat lines make no bubble', events: [ev({ type: 'chat' })], seat: 0, now: at + 10, shown: null },
    {
      name: 'the seat’s newest emote wins',
      events: [ev({ message: 'Good luck!' }), ev({ message: 'Bluff?', at: at + 100 })],
      seat: 0,
      now: at + 200,
      shown: 'Bluff?',
    },
    {
      name: 'a slightly early stamp (clock estimate behind) still shows',
      events: [ev({})],
      seat: 0,
      now: at - 300,
      shown: 'Wow!',
    },
  ])('$name', ({ events, seat, now, shown }) => {
    expect(bubbleFor(events, seat, now)?.message ?? null).toBe(shown);
  });
});
