import { isDomainError } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { answeredByRoom, RoomRefusal } from './challenge-room-calls.js';

// How a challenge room's refusal becomes an answer: the api's own codes keep their status (the error
// table in plugins/error-responses.ts), the game's refusals are 409, a malformed move 400.
describe('answeredByRoom', () => {
  it('passes an answer through', () => {
    const reply = { ok: true as const, state: null, score: 30, at: 5 };
    expect(answeredByRoom(reply)).toBe(reply);
  });

  it.each([
    { code: 'not_your_turn', kind: 'room', status: 409 },
    { code: 'illegal_move', kind: 'room', status: 409 },
    { code: 'game_over', kind: 'room', status: 409 },
    { code: 'not_poker', kind: 'room', status: 409 },
    { code: 'bad_move', kind: 'room', status: 400 },
    { code: 'validation_error', kind: 'domain' },
    { code: 'rate_limited', kind: 'domain' },
    { code: 'stale_version', kind: 'domain' },
    { code: 'table_unavailable', kind: 'domain' },
  ])('$code', ({ code, kind, status }) => {
    let thrown: unknown;
    try {
      answeredByRoom({ ok: false, error: code, message: `words for ${code}` });
    } catch (error) {
      thrown = error;
    }
    if (kind === 'domain') {
      expect(isDomainError(thrown) && thrown.code).toBe(code);
    } else {
      expect(thrown).toBeInstanceOf(RoomRefusal);
      expect(thrown).toMatchObject({ code, statusCode: status, message: `words for ${code}` });
    }
  });
});
