import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BaccaratDealRequest,
  CrapsRollRequest,
  RouletteSpinRequest,
  SlotSpinRequest,
} from './casino-games.js';
import { CoinPurchaseRequest } from './coin-store.js';
import { LegacyGameSessionRequest } from './game-sessions.js';
import { INT4_MAX } from './ids.js';
import { PokerActionRequest, PokerJoinRequest, PokerRoomJoinOptions, PokerRoomMessage } from './poker.js';

// Every amount and id a client sends, in a REST body or a room message, goes through the one parser
// for its kind: the same input is judged the same everywhere.

type Field = [
  name: string,
  schema: z.ZodType,
  build: (value: unknown) => unknown,
  read: (parsed: never) => unknown,
];

const amounts: Field[] = [
  [
    'slot betAmount',
    SlotSpinRequest,
    (v) => ({ betAmount: v, gameId: 6 }),
    (p: { betAmount: string }) => p.betAmount,
  ],
  [
    'roulette chip',
    RouletteSpinRequest,
    (v) => ({ bets: [{ type: 'red', amount: v }] }),
    (p: { bets: Array<{ amount: string }> }) => p.bets[0]?.amount,
  ],
  [
    'craps bet',
    CrapsRollRequest,
    (v) => ({ bets: [{ type: 'pass', amount: v }] }),
    (p: { bets: Array<{ amount: string }> }) => p.bets[0]?.amount,
  ],
  [
    'baccarat bet',
    BaccaratDealRequest,
    (v) => ({ bets: [{ type: 'tie', amount: v }] }),
    (p: { bets: Array<{ amount: string }> }) => p.bets[0]?.amount,
  ],
  [
    'poker buy-in (REST)',
    PokerJoinRequest,
    (v) => ({ tableId: 1, buyInAmount: v }),
    (p: { buyInAmount: string }) => p.buyInAmount,
  ],
  [
    'poker raise (REST)',
    PokerActionRequest,
    (v) => ({ type: 'raise', amount: v }),
    (p: { amount: string }) => p.amount,
  ],
  [
    'poker sit (room)',
    PokerRoomMessage,
    (v) => ({ type: 'sit', buyIn: v }),
    (p: { buyIn: string }) => p.buyIn,
  ],
  [
    'poker top-up (room)',
    PokerRoomMessage,
    (v) => ({ type: 'top-up', amount: v }),
    (p: { amount: string }) => p.amount,
  ],
  [
    'poker raise (room)',
    PokerRoomMessage,
    (v) => ({ type: 'action', action: 'raise', amount: v, version: 0 }),
    (p: { amount: string }) => p.amount,
  ],
  [
    'compatibility session',
    LegacyGameSessionRequest,
    (v) => ({ gameId: 1, betAmount: v, winAmount: 0 }),
    (p: { betAmount: string }) => p.betAmount,
  ],
];

describe.each(amounts)('the amount of a %s', (_name, schema, build, read) => {
  it.each([
    ['12.5 (number)', 12.5],
    ['"12.5"', '12.5'],
    ['"12.50"', '12.50'],
  ])('takes %s as "12.50"', (_label, value) => {
    expect(read(schema.parse(build(value)) as never)).toBe('12.50');
  });

  it.each([99.999, '99.999', '0x10', '1e3', ' 1', -5, 'NaN', true])('refuses %j', (value) => {
    expect(schema.safeParse(build(value)).success).toBe(false);
  });
});

const ids: Field[] = [
  [
    'slot gameId',
    SlotSpinRequest,
    (v) => ({ betAmount: '1', gameId: v }),
    (p: { gameId: number }) => p.gameId,
  ],
  ['roulette gameId', RouletteSpinRequest, (v) => ({ gameId: v }), (p: { gameId: number }) => p.gameId],
  [
    'coin packageId',
    CoinPurchaseRequest,
    (v) => ({ packageId: v }),
    (p: { packageId: number }) => p.packageId,
  ],
  [
    'poker tableId (REST)',
    PokerJoinRequest,
    (v) => ({ tableId: v, buyInAmount: '10' }),
    (p: { tableId: number }) => p.tableId,
  ],
  [
    'poker tableId (room join)',
    PokerRoomJoinOptions,
    (v) => ({ tableId: v }),
    (p: { tableId: number }) => p.tableId,
  ],
  [
    'compatibility gameId',
    LegacyGameSessionRequest,
    (v) => ({ gameId: v, betAmount: 1, winAmount: 0 }),
    (p: { gameId: number }) => p.gameId,
  ],
];

describe.each(ids)('the id of a %s', (_name, schema, build, read) => {
  it('takes 1 to 2147483647', () => {
    expect(read(schema.parse(build(1)) as never)).toBe(1);
    expect(read(schema.parse(build(INT4_MAX)) as never)).toBe(INT4_MAX);
  });

  it.each([2 ** 31, 0, -1, 1.5, '7', '0x7'])('refuses %j', (value) => {
    expect(schema.safeParse(build(value)).success).toBe(false);
  });
});
