import { describe, expect, it } from 'vitest';
import { baccaratSpotOf, chipsBySpot, coupWinner, handTotal } from './live-baccarat-model';

const bet = (userId: string, spec: string, amount: number, kind = '') => ({
  userId,
  name: userId,
  kind,
  spec,
  amount,
});

describe('live baccarat, read from the room', () => {
  it.each([
    ['the spec as placed', bet('a', '{"type":"banker-pair"}', 1), 'banker-pair'],
    ['the kind when the spec has none', bet('a', '{}', 1, 'tie'), 'tie'],
    ['not a spot', bet('a', '{"type":"dragon"}', 1), null],
    ['not JSON', bet('a', 'player', 1, 'player'), 'player'],
  ])('a bet’s spot: %s', (_name, b, spot) => {
    expect(baccaratSpotOf(b)).toBe(spot);
  });

  it('adds up each spot, the player’s own apart', () => {
    const chips = chipsBySpot(
      [
        bet('me', '{"type":"player"}', 500),
        bet('ana', '{"type":"player"}', 2_500),
        bet('me', '{"type":"tie"}', 100),
      ],
      'me',
    );
    expect(chips.player).toEqual({ mine: 500, everyone: 3_000 });
    expect(chips.tie).toEqual({ mine: 100, everyone: 100 });
    expect(chips.banker).toEqual({ mine: 0, everyone: 0 });
  });

  it.each([
    ['no card yet', [], null],
    ['a natural nine', ['4h', '5s'], 9],
    ['tens and faces count nothing', ['Tc', 'Kd', 'Qh'], 0],
    ['only the last digit', ['7h', '8s'], 5],
    ['aces count one', ['Ah', '9d', 'As'], 1],
  ])('a hand’s total: %s', (_name, cards, total) => {
    expect(handTotal(cards)).toBe(total);
  });

  it.each([
    ['not drawn', '', null],
    ['banker', '{"winner":"banker","playerCards":[]}', 'banker'],
    ['garbage', '{"winner":"dragon"}', null],
    ['not JSON', 'tie', null],
  ])('the coup’s winner: %s', (_name, outcome, winner) => {
    expect(coupWinner(outcome)).toBe(winner);
  });
});
