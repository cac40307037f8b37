import { describe, expect, it } from 'vitest';
import { betLimitsOf, gameOf } from '@casino/games';
import { catalogueLimitsIn, tableLimitsIn } from './currency-limits';

describe('bet limits in the currency at stake', () => {
  const slot = { id: gameOf('diamond-deluxe').id, minBet: '0.50', maxBet: '50.00' };

  it('takes a catalogue game’s coin limits from the catalogue (an admin may have narrowed them)', () => {
    expect(catalogueLimitsIn(slot, 'coins')).toEqual({ min: 50, max: 5_000 });
  });

  it('takes sweepstakes limits from the registry, as the server checks them', () => {
    expect(catalogueLimitsIn(slot, 'sweeps')).toEqual(betLimitsOf('diamond-deluxe', 'sweeps'));
    expect(tableLimitsIn('roulette', 'sweeps')).toEqual(betLimitsOf('roulette', 'sweeps'));
    expect(tableLimitsIn('craps', 'coins')).toEqual(betLimitsOf('craps'));
  });
});
