import { describe, expect, it } from 'vitest';
import { ReasonRequest } from '@casino/contracts';
import fc from 'fast-check';
import { reasonProblem } from './reason-rule';

describe('a change’s reason', () => {
  it.each([
    { name: 'empty', reason: '', ok: false },
    { name: 'two letters', reason: 'ok', ok: false },
    { name: 'spaces around two letters', reason: '  ok  ', ok: false },
    { name: 'three letters', reason: 'bug', ok: true },
    { name: 'a sentence', reason: 'Player asked to close the table', ok: true },
    { name: 'too long', reason: 'x'.repeat(501), ok: false },
  ])('$name', ({ reason, ok }) => {
    expect(reasonProblem(reason) === null).toBe(ok);
  });

  it('agrees with the api’s schema on plain text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ a-z]{0,8}$/), (reason) => {
        expect(reasonProblem(reason) === null).toBe(ReasonRequest.safeParse({ reason }).success);
      }),
    );
  });
});
