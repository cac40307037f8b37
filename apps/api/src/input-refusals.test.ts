import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFingerprint } from '../test/ledger-fingerprint.js';
import { createTestApi, sessionCookie, type TestApi } from '../test/test-api.js';

// Issue 11, findings 5 and 6: input that used to reach the database (a 500) or was silently
// rounded or coerced. Each is now a 400 naming the field (or a 414 for an over-long path segment),
// refused before anything moves; the same amount as a string or a number is judged alike.

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi({ config: { projectorIntervalMs: 0 } });
  cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
});
afterAll(() => api.close());

const INT4_OVERFLOW = 2 ** 31;
const registration = {
  email: 'refusals@casino.example',
  password: 'long enough',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-01-01',
};

type Case = [
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: unknown,
  status: number,
  message: RegExp,
];

const refused: Case[] = [
  [
    'a NUL in firstName (was a 500)',
    'POST',
    '/api/auth/register',
    { ...registration, firstName: 'A\u0000' },
    400,
    /^body\.firstName: must not contain control characters/,
  ],
  [
    'a NUL in lastName (was a 500)',
    'POST',
    '/api/auth/register',
    { ...registration, lastName: '\u0000' },
    400,
    /^body\.lastName: must not contain control characters/,
  ],
  [
    'a lone surrogate in firstName (was stored as U+FFFD)',
    'POST',
    '/api/auth/register',
    { ...registration, firstName: 'A\ud800' },
    400,
    /^body\.firstName: /,
  ],
  [
    'a tab in a name',
    'POST',
    '/api/auth/register',
    { ...registration, lastName: 'Love\tlace' },
    400,
    /^body\.lastName: /,
  ],
  [
    'a NUL in a password',
    'POST',
    '/api/auth/login',
    { email: 'a@casino.example', password: 'pass\u0000word' },
    400,
    /^body\.password: /,
  ],
  [
    'a NUL in a client seed',
    'PUT',
    '/api/fairness/client-seed',
    { clientSeed: 'seed\u0000' },
    400,
    /^body\.clientSeed: must not contain control characters/,
  ],
  [
    'a slot gameId of 2^31 (was a 500)',
    'POST',
    '/api/slots/spin',
    { betAmount: '1.00', gameId: INT4_OVERFLOW },
    400,
    /^body\.gameId: must be a whole number from 1 to 2147483647/,
  ],
  [
    'a slot gameId as hex text',
    'POST',
    '/api/slots/spin',
    { betAmount: '1.00', gameId: '0x6' },
    400,
    /^body\.gameId: /,
  ],
  [
    'a roulette gameId of 2^31 (was a 500)',
    'POST',
    '/api/roulette/spin',
    { betAmount: '1.00', betType: 'red', gameId: INT4_OVERFLOW },
    400,
    /^body\.gameId: /,
  ],
  [
    'a poker tableId of 2^31 in the body (was a 500)',
    'POST',
    '/api/poker/join-table',
    { tableId: INT4_OVERFLOW, buyInAmount: '100' },
    400,
    /^body\.tableId: /,
  ],
  [
    'a poker tableId of 2^31 in the path (was a 500)',
    'GET',
    `/api/poker/game-state/${INT4_OVERFLOW}`,
    undefined,
    400,
    /^params\.tableId: /,
  ],
  [
    'a poker action on table 2^31',
    'POST',
    `/api/poker/action/${INT4_OVERFLOW}`,
    { type: 'fold' },
    400,
    /^params\.tableId: /,
  ],
  [
    'leaving table 2^31',
    'POST',
    `/api/poker/leave-table/${INT4_OVERFLOW}`,
    undefined,
    400,
    /^params\.tableId: /,
  ],
  [
    'the hands of table 2^31',
    'GET',
    `/api/poker/tables/${INT4_OVERFLOW}/hands`,
    undefined,
    400,
    /^params\.tableId: /,
  ],
  [
    'hand number 2^31 (was a 500)',
    'GET',
    `/api/poker/tables/1/hands/${INT4_OVERFLOW}`,
    undefined,
    400,
    /^params\.handNumber: /,
  ],
  ['a path id in hex', 'GET', '/api/poker/game-state/0x1', undefined, 400, /^params\.tableId: /],
  ['a path id with an exponent', 'GET', '/api/poker/tables/1e0/hands', undefined, 400, /^params\.tableId: /],
  [
    'a path parameter of 101 characters (was a 500)',
    'GET',
    `/api/poker/game-state/${'1'.repeat(101)}`,
    undefined,
    414,
    /longer than 100 characters/,
  ],
  [
    'a long path parameter of letters',
    'GET',
    `/api/poker/tables/1/hands/${'x'.repeat(500)}`,
    undefined,
    414,
    /longer than 100 characters/,
  ],
  [
    'a coin package id of 2^31',
    'POST',
    '/api/coin-packages/purchase',
    { packageId: INT4_OVERFLOW },
    400,
    /^body\.packageId: /,
  ],
  [
    'a buy-in of 99.999 as a number (was charged 100.00)',
    'POST',
    '/api/poker/join-table',
    { tableId: 1, buyInAmount: 99.999 },
    400,
    /^body\.buyInAmount: must be a decimal amount with at most two decimals/,
  ],
  [
    'a buy-in of 99.999 as a string',
    'POST',
    '/api/poker/join-table',
    { tableId: 1, buyInAmount: '99.999' },
    400,
    /^body\.buyInAmount: /,
  ],
  [
    'a poker raise to 0.1 + 0.2',
    'POST',
    '/api/poker/action/1',
    { type: 'raise', amount: 0.1 + 0.2 },
    400,
    /^body\.amount: /,
  ],
  [
    'a bet of 2.005 as a number',
    'POST',
    '/api/blackjack/deal',
    { betAmount: 2.005 },
    400,
    /^body\.betAmount: /,
  ],
  [
    'a bet with an exponent',
    'POST',
    '/api/video-poker/deal',
    { betAmount: '1e1' },
    400,
    /^body\.betAmount: /,
  ],
  [
    'a bet with whitespace',
    'POST',
    '/api/slots/spin',
    { betAmount: ' 1.00', gameId: 6 },
    400,
    /^body\.betAmount: /,
  ],
  [
    'a roulette pocket "0x10" (was taken as 16)',
    'POST',
    '/api/roulette/spin',
    { bets: [{ type: 'number', value: '0x10', amount: '1.00' }] },
    400,
    /^body\.bets\.0\.value: must be a pocket number from 0 to 36/,
  ],
  [
    'a roulette betValue "0x10"',
    'POST',
    '/api/roulette/spin',
    { betAmount: '1.00', betType: 'number', betValue: '0x10' },
    400,
    /^body\.betValue: /,
  ],
  [
    'a roulette pocket " 7"',
    'POST',
    '/api/roulette/spin',
    { bets: [{ type: 'number', value: ' 7', amount: '1.00' }] },
    400,
    /^body\.bets\.0\.value: /,
  ],
  [
    'a roulette pocket of 37',
    'POST',
    '/api/roulette/spin',
    { bets: [{ type: 'number', value: 37, amount: '1.00' }] },
    400,
    /^body\.bets\.0\.value: /,
  ],
  [
    'a number bet without its pocket',
    'POST',
    '/api/roulette/spin',
    { bets: [{ type: 'number', amount: '1.00' }] },
    400,
    /^body\.bets\.0\.value: is required for a number bet/,
  ],
  [
    'a total that is not the sum of the chips',
    'POST',
    '/api/roulette/spin',
    { betAmount: '3.00', bets: [{ type: 'red', amount: '1.00' }] },
    400,
    /^body\.betAmount: must equal the sum of the bets/,
  ],
  [
    'two baccarat bets on one side',
    'POST',
    '/api/baccarat/deal',
    {
      bets: [
        { type: 'tie', amount: '10' },
        { type: 'tie', amount: '10' },
      ],
    },
    400,
    /^body\.bets: may hold at most one bet on each/,
  ],
  [
    "a roulette spin on live hold'em's game id (was settled as a hold'em round)",
    'POST',
    '/api/roulette/spin',
    { betAmount: '1.00', betType: 'red', gameId: 12 },
    404,
    /No active roulette game with id 12/,
  ],
  [
    'a leaderboard month in hex',
    'GET',
    '/api/leaderboards/all?month=0x1',
    undefined,
    400,
    /^querystring\.month: /,
  ],
  [
    'a leaderboard year with an exponent',
    'GET',
    '/api/leaderboards/all?year=2e3',
    undefined,
    400,
    /^querystring\.year: /,
  ],
  [
    'a compatibility session with a float win',
    'POST',
    '/api/game-sessions',
    { gameId: 1, betAmount: 1, winAmount: 0.30000000000000004 },
    400,
    /^body\.winAmount: /,
  ],
];

describe('input refused before it reaches a service', () => {
  it.each(refused)('%s', async (_name, method, url, body, status, message) => {
    const before = await ledgerFingerprint(api.t.db);
    const res = await api.app.inject({
      method,
      url,
      headers: { cookie },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ error: string; message: string }>().message).toMatch(message);
    expect(await ledgerFingerprint(api.t.db)).toBe(before);
  });
});

describe('the same amount as a string or a number is played alike', () => {
  it.each([
    ['a roulette pocket as digits', { bets: [{ type: 'number', value: '17', amount: '1.00' }] }],
    ['a roulette pocket as a number', { bets: [{ type: 'number', value: 17, amount: 1 }] }],
    ["the spec's form with a number amount", { betAmount: 2.5, betType: 'red' }],
    ['an outside bet with an empty value', { betAmount: '2.50', betType: 'black', betValue: '' }],
  ])('roulette: %s', async (_name, body) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/roulette/spin',
      headers: { cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a bet of 2.5 (number) and "2.50" (string) stake the same 2.50', async () => {
    for (const betAmount of [2.5, '2.50', '2.5']) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/slots/spin',
        headers: { cookie },
        payload: { betAmount, gameId: 6 },
      });
      expect(res.json<{ betAmount: string }>().betAmount).toBe('2.50');
    }
  });

  it('a buy-in of 99.99 as a number passes the contract (and then needs the rooms: 503)', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/poker/join-table',
      headers: { cookie },
      payload: { tableId: 1, buyInAmount: 99.99 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ error: string }>().error).toBe('table_unavailable');
  });
});
