import { describe, expect, it } from 'vitest';
import { cardToString, fromCard, type Card } from '../../cards.js';
import { privateTableView, publicTableView } from './table-views.js';
import { foldAround, play, startWith, tableWith, TEST_SERVER_SEED } from './table-test-kit.js';

const codes = (cards: readonly Card[]) => cards.map((c) => cardToString(fromCard(c))).join(' ');

describe('table views', () => {
  const table = tableWith([
    [0, 5_000],
    [1, 5_000],
    [2, 5_000],
  ]);
  const hand = startWith(table, { 0: 'As Ad', 1: 'Ks Kd', 2: 'Qs Qd' }, '2c 7d 9h 4s 3c', 10_000);

  it('the public view has no hole cards, deck or server seed while the hand is on', () => {
    const view = publicTableView(hand.state, 10_000);
    const text = JSON.stringify(view);
    expect(text).not.toContain(TEST_SERVER_SEED);
    expect(text).not.toMatch(/"(cards|deck|playerCards|seeds)"/);
    expect(view).toMatchObject({
      gamePhase: 'pre-flop',
      handId: 't1-1',
      pot: 150,
      currentBet: 100,
      minRaise: 200,
      communityCards: [],
      actionOnPlayer: 0,
      actionDeadline: 40_000,
      timeToAct: 30,
      lastHand: null,
    });
    expect(view.seats.map((s) => [s.position, s.isDealer, s.isSmallBlind, s.isBigBlind, s.hasCards])).toEqual(
      [
        [0, true, false, false, true],
        [1, false, true, false, true],
        [2, false, false, true, true],
      ],
    );
    expect(publicTableView(hand.state, 25_500).timeToAct).toBe(15);
  });

  it('a seat’s private view adds its own cards and betting options, nobody else’s cards', () => {
    const mine = privateTableView(hand.state, 0, 10_000);
    expect(codes(mine.playerCards)).toBe('As Ad');
    expect(mine).toMatchObject({
      playerPosition: 0,
      playerChips: 5_000,
      canFold: true,
      canCall: true,
      callAmount: 100,
    });
    const theirs = privateTableView(hand.state, 1, 10_000);
    expect(codes(theirs.playerCards)).toBe('Ks Kd');
    expect(theirs).toMatchObject({ canFold: false, canCall: false, canRaise: false });
    expect(JSON.stringify(theirs)).not.toContain('"A"');
  });

  it('a showdown shows the hands that went to it; a hand won by folds shows none', () => {
    let p = play(hand, [
      [0, 'call'],
      [1, 'call'],
      [2, 'fold'],
    ]);
    while (p.state.hand) p = play(p, [[p.state.hand.actionOn!, 'check']]);
    const view = publicTableView(p.state, 20_000);
    expect(view.gamePhase).toBe('showdown');
    expect(codes(view.communityCards)).toBe('2c 7d 9h 4s 3c');
    expect(view.seats.map((s) => s.shownCards && codes(s.shownCards))).toEqual(['As Ad', 'Ks Kd', null]);
    expect(JSON.stringify(view)).not.toContain(TEST_SERVER_SEED);
    expect(view.lastHand?.pots[0]?.winners).toEqual([{ seat: 0, amount: 300 }]);

    const folded = publicTableView(foldAround(hand).state, 20_000);
    expect(folded.gamePhase).toBe('hand-over');
    expect(folded.seats.every((s) => s.shownCards === null)).toBe(true);
  });

  it('pots settled on earlier streets are listed; the pot counts every chip in the middle', () => {
    const short = tableWith([
      [0, 5_000],
      [1, 1_000],
      [2, 5_000],
    ]);
    const p = play(startWith(short, {}), [
      [0, 'call'],
      [1, 'all-in'],
      [2, 'call'],
      [0, 'call'],
      [2, 'bet', 500],
    ]);
    const view = publicTableView(p.state, 0);
    expect(view.gamePhase).toBe('flop');
    expect(view.pots).toEqual([3_000]);
    expect(view.pot).toBe(3_500);
    expect(view.seats.find((s) => s.position === 1)).toMatchObject({
      allIn: true,
      totalBet: 1_000,
      chipCount: 0,
    });
  });
});
