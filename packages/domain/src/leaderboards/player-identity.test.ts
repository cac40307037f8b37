import { describe, expect, it } from 'vitest';
import { maskEmail, publicName } from './player-identity.js';

describe('public player identity', () => {
  it.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['a@b.co.uk', 'a***@b***.co.uk'],
    ['Demo@Casino.Local', 'D***@C***.Local'],
    ['odd@localhost', 'o***@l***'],
    ['not-an-email', '***'],
    ['@nolocal.com', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    [{ userId: 'u1', firstName: 'Jane', lastName: 'doe' }, 'Jane D.'],
    [{ userId: 'u1', firstName: 'Jane', lastName: null }, 'Jane'],
    [{ userId: '3f9a2b7c-1111-2222-3333-444455556666', firstName: null, lastName: null }, 'Player 3f9a2b'],
    [{ userId: 'u1', firstName: '  ', lastName: 'X' }, 'Player u1'],
  ])('names %o %s', (player, name) => {
    expect(publicName(player)).toBe(name);
  });
});
