import { describe, expect, it } from 'vitest';
import { errorTextOf, outcomeOf, outcomeText } from './social-sign-in-model';

describe('the social login outcome in the query string', () => {
  it.each([
    { name: 'nothing', query: '', outcome: null, text: null },
    {
      name: 'a sign-up with the bonus',
      query: 'signedIn=google&bonus=1',
      outcome: { kind: 'signed-in', provider: 'google', bonus: true },
      text: 'You are signed in with Google. 500 coins have been added to your balance.',
    },
    {
      name: 'a sign-in again',
      query: 'signedIn=facebook',
      outcome: { kind: 'signed-in', provider: 'facebook', bonus: false },
      text: 'You are signed in with Facebook.',
    },
    {
      name: 'a link',
      query: 'connected=apple&bonus=1',
      outcome: { kind: 'connected', provider: 'apple', bonus: true },
      text: 'Apple is now connected to your account. 500 coins have been added to your balance.',
    },
    {
      name: 'an identity linked elsewhere',
      query: 'error=identity_linked_elsewhere&provider=google',
      outcome: { kind: 'error', provider: 'google', code: 'identity_linked_elsewhere' },
      text: 'This Google account is already linked to another player.',
    },
    {
      name: 'an unknown provider in an error',
      query: 'error=state_mismatch&provider=myspace',
      outcome: { kind: 'error', provider: null, code: 'state_mismatch' },
      text: 'That sign-in link was already used or did not start here. Please press the button again.',
    },
    { name: 'an unknown provider signed in', query: 'signedIn=myspace', outcome: null, text: null },
    { name: 'an error code that is no code', query: 'error=<script>', outcome: null, text: null },
  ])('$name', ({ query, outcome, text }) => {
    const parsed = outcomeOf(new URLSearchParams(query));
    expect(parsed).toEqual(outcome);
    expect(parsed ? outcomeText(parsed) : null).toBe(text);
  });

  it('names an unknown error code instead of hiding it', () => {
    expect(errorTextOf('something_new', 'google')).toBe('Sign-in failed (something_new). Please try again.');
  });
});
