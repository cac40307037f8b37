import { PokerTableSnapshot } from '@casino/contracts';
import { applyTableAction, cardToString, createHoldemTable, type HoldemTableState } from '@casino/engine';
import { describe, expect, it } from 'vitest';
import { NextDeal } from './next-deal.js';
import { PokerRoomState } from './poker-room-state.js';
import { RoomSync, syncRoomState, type SyncExtras } from './poker-room-sync.js';

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

describe('RoomSync: the room copies the table only when something it copies changed', () => {
  const table = tableInHand();
  const extras = (over: Partial<SyncExtras> = {}): SyncExtras => ({
    connected: () => true,
    lastActions: new Map(),
    lastHand: null,
    nextDeck: null,
    spectators: 0,
    ...over,
  });
  const afterCall = (() => {
    const actor = table.hand!.actionOn!;
    const called = applyTableAction(table, { type: 'call', seat: actor, version: table.version, now: NOW });
    if (!called.ok) throw new Error(called.error);
    return called.state;
  })();

  it.each<[name: string, table: HoldemTableState, extras: SyncExtras, syncs: boolean]>([
    ['the same table, nobody came or went', table, extras(), false],
    ['the table after an action (a new engine state)', afterCall, extras(), true],
    ['a seated player lost their connection', table, extras({ connected: (id) => id !== 'bea' }), true],
    ['one more spectator', table, extras({ spectators: 1 }), true],
  ])('%s: syncs %s', (_name, next, nextExtras, syncs) => {
    const state = new PokerRoomState();
    const sync = new RoomSync();
    expect(sync.sync(state, table, NOW, extras())).toBe(true);
    const before = JSON.stringify(state.toJSON());
    expect(sync.sync(state, next, NOW, nextExtras)).toBe(syncs);
    if (!syncs) expect(JSON.stringify(state.toJSON())).toBe(before);
    else expect(JSON.stringify(state.toJSON())).not.toBe(before);
  });

  it("copies each seat's hole cards as the engine dealt them", () => {
    const state = new PokerRoomState();
    new RoomSync().sync(state, table, NOW, extras());
    for (const [position, player] of table.hand!.players.entries()) {
      if (!player) continue;
      expect([...state.seats.get(String(position))!.private.cards]).toEqual(player.cards.map(cardToString));
    }
  });
});
