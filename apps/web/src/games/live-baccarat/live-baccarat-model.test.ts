import { describe, expect, it } from 'vitest';
import { baccaratSpotOf, chipsBySpot, coupWinner, handTotal } from './live-baccarat-model';

const bet = (spec: string, amount: number, kind = '') => ({ kind, spec, amount });
const spot = (type: string, amount: number, bets: number) => ({
  spotKey: type,
  kind: type,
  spec: JSON.stringify({ type }),
  amount,
  bets,
});
const mine = (type: string, amount: number) => ({
  spotKey: type,
  kind: type,
  spec: JSON.stringify({ type }),
  amount,
});

describe('live baccarat, read from the room', () => {
  it.each([
    ['the spec as placed', bet('{"type":"banker-pair"}', 1), 'banker-pair'],
    ['the kind when the spec has none', bet('{}', 1, 'tie'), 'tie'],
    ['not a spot', bet('{"type":"dragon"}', 1), null],
    ['not JSON', bet('player', 1, 'player'), 'player'],
  ])('a bet’s spot: %s', (_name, b, spot) => {
    expect(baccaratSpotOf(b)).toBe(spot);
  });

  it('reads each spot’s total from the board, the player’s own from their bets', () => {
    const chips = chipsBySpot(
      [spot('player', 3_000, 2), spot('tie', 100, 1)],
      [mine('player', 500), mine('tie', 100)],
    );
    expect(chips.player).toEqual({ mine: 500, everyone: 3_000 });
    expect(chips.tie).toEqual({ mine: 100, everyone: 100 });
    expect(chips.banker).toEqual({ mine: 0, everyone: 0 });
  });

  it('shows the board for a player with no bet this round', () => {
    const chips = chipsBySpot([spot('banker', 2_000, 3)], []);
    expect(chips.banker).toEqual({ mine: 0, everyone: 2_000 });
    expect(chips.player).toEqual({ mine: 0, everyone: 0 });
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
