import { PokerTableSnapshot } from '@casino/contracts';
import { applyTableAction, createHoldemTable, type HoldemTableState } from '@casino/engine';
import { describe, expect, it } from 'vitest';
import { NextDeal } from './next-deal.js';
import { PokerRoomState } from './poker-room-state.js';
import { syncRoomState } from './poker-room-sync.js';

// The room's synced state and the contracts' schema the web reads it with (PokerTableSnapshot) name
// the same fields: every field the room syncs reaches the snapshot unchanged, and no field of the
// snapshot is one the room never sends (it would silently keep its fallback).

const NOW = Date.UTC(2026, 0, 1);

function tableInHand(): HoldemTableState {
  const created = createHoldemTable({
    tableId: '7',
    name: 'Sync Test',
    maxSeats: 6,
    smallBlind: 200,
    bigBlind: 500,
    minBuyIn: 10_000,
    maxBuyIn: 100_000,
    actionTimeoutMs: 30_000,
  });
  if (!created.ok) throw new Error(created.error);
  let table = created.state;
  for (const [seat, playerId] of [
    [0, 'ana'],
    [3, 'bea'],
  ] as const) {
    const sat = applyTableAction(table, {
      type: 'sit-down',
      seat,
      playerId,
      name: playerId,
      chips: 50_000,
      now: NOW,
    });
    if (!sat.ok) throw new Error(sat.error);
    table = sat.state;
  }
  const input = new NextDeal('7').input(table)!;
  const started = applyTableAction(table, { type: 'start-hand', ...input, now: NOW });
  if (!started.ok) throw new Error(started.error);
  return started.state;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** `synced` (the room's fields) and `read` (the snapshot's) hold the same keys with the same values. */
function expectSameFields(synced: Record<string, unknown>, read: object, skip: string[] = []) {
  const readFields = json(read);
  const keys = (o: object) =>
    Object.keys(o)
      .filter((k) => !skip.includes(k))
      .sort();
  expect(keys(readFields)).toEqual(keys(synced));
  for (const key of keys(synced)) expect([key, readFields[key]]).toEqual([key, synced[key]]);
}

describe('the synced room state against the contracts schema the web reads', () => {
  it('reaches the snapshot field for field: table, seats and their private part', () => {
    const state = new PokerRoomState();
    Object.assign(state, {
      tableId: 7,
      tableName: 'Sync Test',
      maxPlayers: 6,
      smallBlind: 200,
      bigBlind: 500,
    });
    syncRoomState(state, tableInHand(), NOW, {
      connected: () => true,
      lastActions: new Map([[0, 'Small blind']]),
      lastHand: null,
      nextDeck: null,
      spectators: 2,
    });
    const synced = json(state.toJSON());
    const snapshot = PokerTableSnapshot.parse(state);
    expect(snapshot.phase).toBe('pre-flop');
    expectSameFields(synced, snapshot, ['seats', 'lastHand']);
    const seats = Object.values(synced.seats as Record<string, Record<string, unknown>>);
    expect(seats).toHaveLength(2);
    for (const seat of seats) {
      const read = snapshot.seats.find((s) => s.position === seat.position)!;
      expectSameFields(seat, read, ['private']);
      expect(read.private?.cards).toHaveLength(2);
      expectSameFields(seat.private as Record<string, unknown>, read.private!);
    }
    // Before a hand has finished, the room's empty last hand reads as none.
    expect(snapshot.lastHand).toBeNull();
    expect(Object.keys(synced.lastHand as object).sort()).toEqual([
      'board',
      'commitments',
      'dealOrder',
      'deckCommitment',
      'entropy',
      'handNumber',
      'openings',
      'playerSeeds',
      'pot',
      'showdown',
      'winners',
    ]);
  });
});
