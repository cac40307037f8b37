import { describe, expect, it } from 'vitest';
import { cardInitials } from './player-avatar';

describe('cardInitials', () => {
  it.each([
    ['first and last name', { firstName: 'jane', lastName: 'Doe', displayName: 'Jane D.' }, 'JD'],
    ['first name only', { firstName: 'Omar', lastName: null, displayName: 'Omar' }, 'O'],
    [
      'blank names fall back to the display name',
      { firstName: ' ', lastName: '', displayName: 'Li Wu' },
      'LW',
    ],
    ['nothing at all', { firstName: null, lastName: null, displayName: '' }, 'P'],
  ])('%s', (_name, player, initials) => {
    expect(cardInitials(player)).toBe(initials);
  });
});
