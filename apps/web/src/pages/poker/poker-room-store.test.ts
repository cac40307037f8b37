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
      sentSeeds: {},
      ownCards: null,
    });
  });

  it('remembers the next deck’s commitment before its deal, and the viewer’s own cards and openings', () => {
    pokerRoomActions.applySnapshot(
      table({ phase: 'showdown', handNumber: 3, nextHandNumber: 4, nextDeckCommitment: 'deck-4' }),
      'me',
    );
    expect(state().commitments).toEqual({ 4: 'deck-4' });
    const opening = { deal: 0, position: 17, card: 'As', salt: 'ab' };
    const playing = table({
      phase: 'flop',
      handNumber: 4,
      deckCommitment: 'deck-4',
      seats: [seat(2, 'me', { private: privateView({ cards: ['As', 'Kd'], openings: [opening] }) })],
    });
    pokerRoomActions.applySnapshot(playing, 'me');
    expect(state()).toMatchObject({
      status: 'live',
      commitments: { 4: 'deck-4' },
      ownCards: { handNumber: 4, seat: 2, cards: ['As', 'Kd'], openings: [opening] },
    });

    // The hand ends: the private cards are gone from the state, the remembered ones stay.
    pokerRoomActions.applySnapshot(
      table({ phase: 'showdown', handNumber: 4, deckCommitment: 'deck-4', seats: [seat(2, 'me')] }),
      'me',
    );
    expect(state().ownCards).toEqual({ handNumber: 4, seat: 2, cards: ['As', 'Kd'], openings: [opening] });
  });

  it('keeps only the last 20 commitments and seeds', () => {
    for (let hand = 1; hand <= 25; hand++) {
      pokerRoomActions.applySnapshot(
        table({ phase: 'showdown', nextHandNumber: hand, nextDeckCommitment: `d${hand}` }),
        'me',
      );
      pokerRoomActions.rememberSeed(hand, { deckCommitment: `d${hand}`, seed: `s${hand}` });
    }
    for (const kept of [state().commitments, state().sentSeeds]) {
      const hands = Object.keys(kept).map(Number);
      expect(hands).toHaveLength(20);
      expect(Math.min(...hands)).toBe(6);
    }
  });

  it('records no commitment during a hand (a deck shown after its seeds are final proves nothing)', () => {
    pokerRoomActions.applySnapshot(table({ phase: 'pre-flop', handNumber: 2, deckCommitment: 'd2' }), 'me');
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
    pokerRoomActions.applySnapshot(table({ nextHandNumber: 2, nextDeckCommitment: 'd2' }), 'me');
    pokerRoomActions.requestExit();
    pokerRoomActions.start(2);
    expect(state()).toMatchObject({ tableId: 2, table: null, commitments: {}, exitRequested: false });
  });
});
