import { beforeEach, describe, expect, it } from 'vitest';
import {
  isPendingResolved,
  pokerRoomActions,
  usePokerRoomStore,
  type PendingRequest,
} from './poker-room-store';
import { privateView, seat, table } from './poker-test-fixtures';

const state = () => usePokerRoomStore.getState();

describe('pending requests settle when the state shows them', () => {
  const seated = table({ version: 9, seats: [seat(0, 'me'), seat(2, 'them')] });
  const leaving = table({ version: 9, seats: [seat(0, 'me', { isLeaving: true, isSittingOut: true })] });
  const sittingOut = table({ version: 9, seats: [seat(0, 'me', { isSittingOut: true })] });
  const empty = table({ version: 9, seats: [seat(2, 'them')] });

  it.each([
    ['a sit, once the seat is there', { kind: 'sit', origin: 'list' }, seated, true],
    ['a sit, not before', { kind: 'sit', origin: 'table' }, empty, false],
    ['an action made against an older version', { kind: 'action', version: 8 }, seated, true],
    ['an action not applied yet', { kind: 'action', version: 9 }, seated, false],
    ['a stand-up, once the seat is gone', { kind: 'stand-up' }, empty, true],
    ['a stand-up mid-hand, once the seat is leaving', { kind: 'stand-up' }, leaving, true],
    ['a stand-up, not before', { kind: 'stand-up' }, seated, false],
    ['a sit-out', { kind: 'sit-out' }, sittingOut, true],
    ['a sit-out, not before', { kind: 'sit-out' }, seated, false],
    ['a sit-in', { kind: 'sit-in' }, seated, true],
    ['a sit-in, not before', { kind: 'sit-in' }, sittingOut, false],
  ] as const)('%s', (_name, pending, snapshot, resolved) => {
    expect(isPendingResolved(pending as PendingRequest, snapshot, 'me')).toBe(resolved);
  });
});

describe('poker room store', () => {
  beforeEach(() => pokerRoomActions.start(1));

  it('starts a table connecting, with nothing remembered', () => {
    expect(state()).toMatchObject({
      tableId: 1,
      status: 'connecting',
      table: null,
      pending: null,
      commitments: {},
      ownCards: null,
    });
  });

  it('remembers each hand’s commitment and the viewer’s own cards while the hand is played', () => {
    const playing = table({
      phase: 'flop',
      handNumber: 4,
      serverSeedHash: 'hash-4',
      seats: [seat(0, 'me', { private: privateView({ cards: ['As', 'Kd'] }) })],
    });
    pokerRoomActions.applySnapshot(playing, 'me');
    expect(state()).toMatchObject({
      status: 'live',
      commitments: { 4: 'hash-4' },
      ownCards: { handNumber: 4, cards: ['As', 'Kd'] },
    });

    // The hand ends: the private cards are gone from the state, the remembered ones stay.
    pokerRoomActions.applySnapshot(
      table({ phase: 'showdown', handNumber: 4, serverSeedHash: 'hash-4', seats: [seat(0, 'me')] }),
      'me',
    );
    expect(state().ownCards).toEqual({ handNumber: 4, cards: ['As', 'Kd'] });
  });

  it('keeps only the last 20 commitments', () => {
    for (let hand = 1; hand <= 25; hand++) {
      pokerRoomActions.applySnapshot(
        table({ phase: 'pre-flop', handNumber: hand, serverSeedHash: `h${hand}` }),
        'me',
      );
    }
    const kept = Object.keys(state().commitments).map(Number);
    expect(kept).toHaveLength(20);
    expect(Math.min(...kept)).toBe(6);
  });

  it('does not record a commitment between hands', () => {
    pokerRoomActions.applySnapshot(table({ phase: 'showdown', handNumber: 2, serverSeedHash: 'h2' }), 'me');
    expect(state().commitments).toEqual({});
  });

  it('clears a pending action once a newer version arrives, and not before', () => {
    pokerRoomActions.setPending({ kind: 'action', version: 7 });
    pokerRoomActions.applySnapshot(table({ version: 7 }), 'me');
    expect(state().pending).toEqual({ kind: 'action', version: 7 });
    pokerRoomActions.applySnapshot(table({ version: 8 }), 'me');
    expect(state().pending).toBeNull();
  });

  it('forgets everything when another table starts', () => {
    pokerRoomActions.applySnapshot(table({ phase: 'pre-flop', handNumber: 2, serverSeedHash: 'h2' }), 'me');
    pokerRoomActions.requestExit();
    pokerRoomActions.start(2);
    expect(state()).toMatchObject({ tableId: 2, table: null, commitments: {}, exitRequested: false });
  });
});
