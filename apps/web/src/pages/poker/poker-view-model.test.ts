import { describe, expect, it } from 'vitest';
import { tableViewOf, type PlayerSeatView, type SeatView } from './poker-view-model';
import { lastHand, privateView, seat, table } from './poker-test-fixtures';

const player = (seats: SeatView[], position: number): PlayerSeatView => {
  const found = seats.find((s) => s.position === position);
  if (!found || found.kind !== 'player') throw new Error(`no player at seat ${position}`);
  return found;
};

/** Pre-flop heads-up at a 6-max table: Ana (seat 0, SB/dealer) to act against Bea (seat 3, BB). */
function preFlop(withPrivate = true) {
  return table({
    phase: 'pre-flop',
    pot: 700,
    currentBet: 500,
    actionOn: 0,
    seats: [
      seat(0, 'ana', {
        isDealer: true,
        isSmallBlind: true,
        inHand: true,
        hasCards: true,
        isActing: true,
        streetBet: 200,
        chips: 49_800,
        private: withPrivate
          ? privateView({
              cards: ['As', 'Kd'],
              canFold: true,
              canCall: true,
              canRaise: true,
              raiseKind: 'raise',
              callAmount: 300,
              minRaiseTo: 1_000,
              maxRaiseTo: 50_000,
            })
          : null,
      }),
      seat(3, 'bea', {
        isBigBlind: true,
        inHand: true,
        hasCards: true,
        streetBet: 500,
        chips: 49_500,
        lastAction: 'Big blind',
      }),
    ],
  });
}

describe('who sees which cards', () => {
  it.each([
    [
      'the player sees their own two cards and a back pair for the opponent',
      'ana',
      { 0: 'face', 3: 'backs' },
    ],
    [
      'the opponent sees backs for the player (and, without their own private view, backs for themselves)',
      'bea',
      { 0: 'backs', 3: 'backs' },
    ],
    ['a spectator sees only backs', null, { 0: 'backs', 3: 'backs' }],
  ] as const)('%s', (_name, viewer, expected) => {
    // Only the viewer's own seat carries a private view (the room's StateView).
    const snapshot = preFlop(viewer === 'ana');
    const view = tableViewOf(snapshot, viewer);
    for (const [position, kind] of Object.entries(expected))
      expect(player(view.seats, Number(position)).cards.kind).toBe(kind);
  });

  it('never shows a private view that is not the viewer’s own seat', () => {
    const view = tableViewOf(preFlop(true), 'bea');
    expect(player(view.seats, 0).cards).toEqual({ kind: 'backs' });
  });

  it('shows the hands shown at showdown to everyone', () => {
    const snapshot = table({
      phase: 'showdown',
      handNumber: 3,
      board: ['2c', '7d', 'Th', 'Js', 'Qs'],
      seats: [
        seat(0, 'ana', { shownCards: ['As', 'Kd'], shownDescription: 'Ace High' }),
        seat(3, 'bea', { shownCards: ['Qh', '9c'], shownDescription: 'Pair of Queens' }),
      ],
      lastHand: lastHand({
        handNumber: 3,
        pot: 2_000,
        showdown: true,
        board: ['2c', '7d', 'Th', 'Js', 'Qs'],
        winners: [
          { playerId: 'bea', playerName: 'Bea', amount: 2_000, net: 1_000, handName: 'Pair of Queens' },
        ],
      }),
    });
    const view = tableViewOf(snapshot, null);
    expect(player(view.seats, 0).cards).toEqual({ kind: 'face', codes: ['As', 'Kd'] });
    expect(player(view.seats, 3)).toMatchObject({
      isWinner: true,
      winNet: 1_000,
      handDescription: 'Pair of Queens',
    });
    expect(player(view.seats, 0)).toMatchObject({ isWinner: false, winNet: null });
    expect(view.resultLines).toEqual(['Bea wins +10.00 GC (pot 20.00) with Pair of Queens']);
    expect(view.pot).toBe(2_000);
    expect(view.phaseLabel).toBe('showdown');
  });

  it('keeps the viewer’s own cards in sight after a hand won without showdown, and only for that hand', () => {
    const ended = table({
      phase: 'showdown',
      handNumber: 3,
      seats: [seat(0, 'ana'), seat(3, 'bea')],
      lastHand: lastHand({
        handNumber: 3,
        pot: 1_000,
        showdown: false,
        board: [],
        winners: [{ playerId: 'ana', playerName: 'Ana', amount: 1_000, net: 500, handName: '' }],
      }),
    });
    expect(player(tableViewOf(ended, 'ana', { handNumber: 3, cards: ['As', 'Kd'] }).seats, 0).cards).toEqual({
      kind: 'face',
      codes: ['As', 'Kd'],
    });
    expect(
      player(tableViewOf(ended, 'ana', { handNumber: 2, cards: ['As', 'Kd'] }).seats, 0).cards.kind,
    ).toBe('none');
    expect(
      player(tableViewOf(ended, 'bea', { handNumber: 3, cards: ['As', 'Kd'] }).seats, 0).cards.kind,
    ).toBe('none');
    const view = tableViewOf(ended, 'ana');
    expect(view.phaseLabel).toBe('hand over');
    expect(view.resultLines).toEqual(['Ana wins +5.00 GC (pot 10.00)']);
  });
});

describe('the acting player’s options', () => {
  it('are offered to the player to act, from their private view', () => {
    expect(tableViewOf(preFlop(), 'ana').actions).toEqual({
      version: 7,
      canFold: true,
      canCheck: false,
      canCall: true,
      callAmount: 300,
      callIsAllIn: false,
      canRaise: true,
      raiseKind: 'raise',
      raiseLimits: { min: 1_000, max: 50_000 },
      canAllIn: true,
      pot: 700,
      currentBet: 500,
    });
  });

  it.each([
    ['the opponent', 'bea'],
    ['a spectator', null],
  ])('are not offered to %s', (_name, viewer) => {
    expect(tableViewOf(preFlop(), viewer).actions).toBeNull();
  });

  it('offer only a call (all in) or fold to a short stack facing a bigger bet', () => {
    const snapshot = preFlop();
    const ana = snapshot.seats[0]!;
    snapshot.seats[0] = {
      ...ana,
      chips: 300,
      private: privateView({ cards: ['As', 'Kd'], canFold: true, canCall: true, callAmount: 300 }),
    };
    expect(tableViewOf(snapshot, 'ana').actions).toMatchObject({
      canCall: true,
      callIsAllIn: true,
      canRaise: false,
      canAllIn: true,
    });
  });

  it('offer no raise box when the only raise is all in', () => {
    const snapshot = preFlop();
    const ana = snapshot.seats[0]!;
    snapshot.seats[0] = {
      ...ana,
      chips: 700,
      private: privateView({
        canFold: true,
        canCall: true,
        callAmount: 300,
        canRaise: true,
        raiseKind: 'raise',
        minRaiseTo: 900,
        maxRaiseTo: 900,
      }),
    };
    expect(tableViewOf(snapshot, 'ana').actions).toMatchObject({ canRaise: false, canAllIn: true });
  });
});

describe('the seats', () => {
  it('put the viewer at the bottom and list the free seats', () => {
    const view = tableViewOf(preFlop(), 'bea');
    expect(player(view.seats, 3).spot).toMatchObject({ x: 50, y: 93 });
    expect(view.freeSeats).toEqual([1, 2, 4, 5]);
    expect(view.isWatching).toBe(false);
    expect(view.me?.playerId).toBe('bea');
  });

  it('label dealer, blinds, the acting seat and the last action', () => {
    const view = tableViewOf(preFlop(), null);
    expect(player(view.seats, 0)).toMatchObject({
      isDealer: true,
      blind: 'SB',
      isActing: true,
      streetBet: 200,
    });
    expect(player(view.seats, 3)).toMatchObject({
      isDealer: false,
      blind: 'BB',
      isActing: false,
      lastAction: 'Big blind',
    });
    expect(view.isWatching).toBe(true);
  });

  it.each([
    ['sitting out', { isSittingOut: true }, 'sitting-out', 'Sitting out'],
    [
      'sitting out from the next hand',
      { isSittingOut: true, inHand: true, hasCards: true },
      'playing',
      'Out next hand',
    ],
    ['disconnected', { isConnected: false, inHand: true }, 'away', 'Disconnected'],
    ['leaving', { isLeaving: true, isSittingOut: true }, 'leaving', 'Leaving'],
    ['folded', { inHand: true, isFolded: true }, 'folded', 'Folded'],
    ['all in', { inHand: true, isAllIn: true, hasCards: true }, 'all-in', 'All in'],
    ['in the hand', { inHand: true, hasCards: true }, 'playing', ''],
    ['waiting for the next hand', { inHand: false }, 'next-hand', 'Next hand'],
  ])('show a seat %s', (_name, overrides, status, label) => {
    const snapshot = preFlop();
    snapshot.seats.push(seat(5, 'cy', overrides));
    expect(player(tableViewOf(snapshot, null).seats, 5)).toMatchObject({ status, statusLabel: label });
  });

  it('fill five community card slots', () => {
    expect(tableViewOf(table({ phase: 'flop', board: ['2c', '7d', 'Th'] }), null).board).toEqual([
      '2c',
      '7d',
      'Th',
      null,
      null,
    ]);
  });
});

describe('waiting for players', () => {
  it.each([
    ['nobody seated', [], 'Waiting for players to sit down.'],
    ['one player', [seat(0, 'ana')], 'Waiting for another player to sit down.'],
    [
      'two players, one sitting out',
      [seat(0, 'ana'), seat(1, 'bea', { isSittingOut: true })],
      'Waiting for another player to sit down.',
    ],
    ['two ready players', [seat(0, 'ana'), seat(1, 'bea')], 'The next hand is about to be dealt.'],
  ])('%s', (_name, seats, message) => {
    const view = tableViewOf(table({ seats }), null);
    expect(view.waitingMessage).toBe(message);
    expect(view.phaseLabel).toBe('waiting');
  });

  it('says nothing while a hand is played', () => {
    const view = tableViewOf(preFlop(), null);
    expect(view.waitingMessage).toBeNull();
    expect(view.nextHandMessage).toBeNull();
  });

  it.each([
    ['both players stay', [seat(0, 'ana'), seat(1, 'bea')], 'The next hand is about to be dealt.'],
    [
      'one sits out',
      [seat(0, 'ana', { isSittingOut: true }), seat(1, 'bea')],
      'Waiting for another player to sit down.',
    ],
    [
      'one is leaving',
      [seat(0, 'ana', { isLeaving: true }), seat(1, 'bea')],
      'Waiting for another player to sit down.',
    ],
    [
      'one has no chips left',
      [seat(0, 'ana', { chips: 0 }), seat(1, 'bea')],
      'Waiting for another player to sit down.',
    ],
  ])('after a hand, when %s: %s', (_name, seats, message) => {
    const view = tableViewOf(table({ phase: 'showdown', seats }), null);
    expect(view.nextHandMessage).toBe(message);
    // The felt shows the result then, not the waiting line.
    expect(view.waitingMessage).toBeNull();
  });
});
