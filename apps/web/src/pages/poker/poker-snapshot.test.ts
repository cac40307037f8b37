import { describe, expect, it } from 'vitest';
import { snapshotOf } from './poker-snapshot';

// The decoded Colyseus state has MapSchema seats (forEach) and ArraySchema lists (iterable); a Map
// and arrays have the same surface.
function decoded(extra: Record<string, unknown> = {}) {
  const seats = new Map<string, unknown>([
    [
      '3',
      {
        position: 3,
        playerId: 'u2',
        playerName: 'Bea',
        chips: 49_500,
        streetBet: 500,
        isBigBlind: true,
        inHand: true,
        hasCards: true,
        isConnected: true,
        lastAction: 'Big blind',
        shownCards: [],
      },
    ],
    [
      '0',
      {
        position: 0,
        playerId: 'u1',
        playerName: 'Ana',
        chips: 49_800,
        streetBet: 200,
        isSmallBlind: true,
        isDealer: true,
        inHand: true,
        hasCards: true,
        isActing: true,
        shownCards: [],
        private: {
          cards: ['As', 'Kd'],
          canFold: true,
          canCall: true,
          canRaise: true,
          raiseKind: 'raise',
          callAmount: 300,
          minRaiseTo: 1_000,
          maxRaiseTo: 50_000,
        },
      },
    ],
  ]);
  return {
    tableId: 1,
    tableName: 'Royal Flush Room',
    maxPlayers: 6,
    smallBlind: 200,
    bigBlind: 500,
    minBuyIn: 10_000,
    maxBuyIn: 100_000,
    actionTimeoutMs: 30_000,
    version: 12,
    handNumber: 4,
    phase: 'pre-flop',
    pot: 700,
    currentBet: 500,
    minRaise: 1_000,
    board: [],
    actionOn: 0,
    actionDeadline: 1_700_000_030_000,
    deckCommitment: 'ab'.repeat(32),
    nextHandNumber: 0,
    nextDeckCommitment: '',
    seats,
    lastHand: { handNumber: 0, board: [], winners: [] },
    spectators: 1,
    ...extra,
  };
}

describe('room state snapshot', () => {
  it('copies the table, seats sorted by position, and the private view only where it was sent', () => {
    const s = snapshotOf(decoded());
    expect(s).toMatchObject({
      tableId: 1,
      phase: 'pre-flop',
      pot: 700,
      actionOn: 0,
      version: 12,
      spectators: 1,
    });
    expect(s.seats.map((x) => x.position)).toEqual([0, 3]);
    expect(s.seats[0]?.private).toMatchObject({ cards: ['As', 'Kd'], raiseKind: 'raise', minRaiseTo: 1_000 });
    expect(s.seats[1]?.private).toBeNull();
    expect(s.seats[1]).toMatchObject({
      playerName: 'Bea',
      isBigBlind: true,
      hasCards: true,
      isConnected: true,
    });
  });

  it('has no last hand before the first hand ends', () => {
    expect(snapshotOf(decoded()).lastHand).toBeNull();
  });

  it('copies the last hand with its deal proof and winners', () => {
    const opening = { deal: 5, position: 40, card: 'Qs', salt: 'cd' };
    const s = snapshotOf(
      decoded({
        lastHand: {
          handNumber: 3,
          deckCommitment: 'deck',
          commitments: ['c0', 'c1'],
          playerSeeds: [{ seat: 0, seed: 'mine' }],
          entropy: 'entropy',
          dealOrder: [3, 0],
          openings: [opening],
          pot: 2_000,
          showdown: true,
          board: ['2c', '7d', 'Th', 'Js', 'Qs'],
          winners: [
            { playerId: 'u1', playerName: 'Ana', amount: 2_000, net: 1_000, handName: 'Pair of Queens' },
          ],
        },
      }),
    );
    expect(s.lastHand).toEqual({
      handNumber: 3,
      proof: {
        tableId: '1',
        handNumber: 3,
        deckCommitment: 'deck',
        commitments: ['c0', 'c1'],
        playerSeeds: [{ seat: 0, seed: 'mine' }],
        entropy: 'entropy',
        dealOrder: [3, 0],
        openings: [opening],
      },
      pot: 2_000,
      showdown: true,
      board: ['2c', '7d', 'Th', 'Js', 'Qs'],
      winners: [{ playerId: 'u1', playerName: 'Ana', amount: 2_000, net: 1_000, handName: 'Pair of Queens' }],
    });
  });

  it.each([
    ['an empty state (before the first patch)', {}],
    ['null', null],
  ])('reads %s as an empty waiting table', (_name, state) => {
    const s = snapshotOf(state);
    expect(s).toMatchObject({
      phase: 'waiting',
      seats: [],
      board: [],
      actionOn: -1,
      lastHand: null,
      actionTimeoutMs: 30_000,
    });
  });

  it('falls back to waiting for a phase it does not know', () => {
    expect(snapshotOf(decoded({ phase: 'pre-deal' })).phase).toBe('waiting');
  });
});
