import { auditLedger, formatMoney, move, parseMoney, promotions, transfer, wallet } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFingerprint } from '../../../../test/ledger-fingerprint.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../../test/test-api.js';

// Issue 12, "Full bet menus": every European bet placed and settled over HTTP, and every selection
// that is not a bet of the layout refused with a 400 naming its field, before anything moves.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { projectorIntervalMs: 0 } });
});
afterAll(() => api.close());

const newGuest = async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
};
const newPlayer = async () => (await newGuest()).cookie;
const spin = (cookie: string, payload: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/roulette/spin',
    headers: { cookie },
    payload: payload as object,
  });
const get = (cookie: string, url: string) => api.app.inject({ method: 'GET', url, headers: { cookie } });
const balanceOf = async (cookie: string) =>
  (await get(cookie, '/api/auth/user')).json<{ balance: string }>().balance;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

interface SettledBet {
  type: string;
  pockets: number[];
  odds: number;
  amount: string;
  won: boolean;
  payout: string;
  net: string;
}
interface Spin {
  number: number;
  isWin: boolean;
  winAmount: string;
  totalBet: string;
  net: string;
  balance: string;
  bets: SettledBet[];
}

/** One bet of each kind, with the pockets it covers and its odds, written out here. */
const BETS: Array<[string, Record<string, unknown>, number[], number]> = [
  ['straight 0', { type: 'number', value: 0 }, [0], 35],
  ['split 17-20', { type: 'split', numbers: [17, 20] }, [17, 20], 17],
  ['split 0-2', { type: 'split', numbers: [2, 0] }, [0, 2], 17],
  ['street 4-5-6', { type: 'street', numbers: [4, 5, 6] }, [4, 5, 6], 11],
  ['street 0-1-2', { type: 'street', numbers: [0, 1, 2] }, [0, 1, 2], 11],
  ['corner 17-18-20-21', { type: 'corner', numbers: [17, 18, 20, 21] }, [17, 18, 20, 21], 8],
  ['first four 0-1-2-3', { type: 'corner', numbers: [0, 1, 2, 3] }, [0, 1, 2, 3], 8],
  ['six line 31-36', { type: 'six-line', numbers: range(31, 36) }, range(31, 36), 5],
  ['dozen 2', { type: 'dozen', value: 2 }, range(13, 24), 2],
  ['column 1', { type: 'column', value: 1 }, range(1, 36).filter((n) => n % 3 === 1), 2],
  ['low', { type: 'low' }, range(1, 18), 1],
  ['high', { type: 'high' }, range(19, 36), 1],
  ['red', { type: 'red' }, RED, 1],
  ['black', { type: 'black' }, range(1, 36).filter((n) => !RED.includes(n)), 1],
  ['even', { type: 'even' }, range(1, 36).filter((n) => n % 2 === 0), 1],
  ['odd', { type: 'odd' }, range(1, 36).filter((n) => n % 2 === 1), 1],
];

describe(`roulette's full bet menu over HTTP (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(BETS)(
    'places and settles %s: its payout, net and the balance',
    async (_name, bet, pockets, odds) => {
      const cookie = await newPlayer();
      const response = await spin(cookie, { bets: [{ ...bet, amount: '2.00' }] });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Spin>();
      const won = pockets.includes(body.number);
      const payout = won ? 200n * BigInt(odds + 1) : 0n;
      expect(body.bets).toEqual([
        expect.objectContaining({
          type: bet.type,
          pockets,
          odds,
          amount: '2.00',
          won,
          payout: formatMoney(payout),
          net: formatMoney(payout - 200n),
        }),
      ]);
      expect(body).toMatchObject({
        winAmount: formatMoney(payout),
        totalBet: '2.00',
        net: formatMoney(payout - 200n),
        isWin: payout > 200n,
        balance: formatMoney(parseMoney('10000.00') + payout - 200n),
      });
      expect(await balanceOf(cookie)).toBe(body.balance);
      const [session] = (await get(cookie, '/api/game-sessions')).json<
        Array<{ betAmount: string; winAmount: string; gameData: { bets: SettledBet[] } }>
      >();
      expect(session).toMatchObject({
        betAmount: '2.00',
        winAmount: body.winAmount,
        gameData: { bets: body.bets },
      });
    },
  );

  it('settles one bet of every kind on one pocket: the round is a win only when it is net up', async () => {
    const cookie = await newPlayer();
    const bets = BETS.map(([, bet]) => ({ ...bet, amount: '1.00' }));
    const response = await spin(cookie, { betAmount: formatMoney(BigInt(bets.length) * 100n), bets });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Spin>();
    const payouts = BETS.map(([, , pockets, odds]) =>
      pockets.includes(body.number) ? BigInt(odds + 1) * 100n : 0n,
    );
    expect(body.bets.map((b) => parseMoney(b.payout))).toEqual(payouts);
    const returned = payouts.reduce((a, b) => a + b, 0n);
    const staked = BigInt(bets.length) * 100n;
    expect(body).toMatchObject({
      winAmount: formatMoney(returned),
      net: formatMoney(returned - staked),
      isWin: returned > staked,
    });
    expect(await balanceOf(cookie)).toBe(formatMoney(parseMoney('10000.00') + returned - staked));
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a split of numbers that do not touch',
      { bets: [{ type: 'split', numbers: [17, 21], amount: '1.00' }] },
      /^body\.bets\.0\.numbers \(17, 21\): must be two numbers side by side/,
    ],
    [
      'a split across a row end (3-4)',
      {
        bets: [
          { type: 'red', amount: '1.00' },
          { type: 'split', numbers: [3, 4], amount: '1.00' },
        ],
      },
      /^body\.bets\.1\.numbers/,
    ],
    [
      'a split of one number twice',
      { bets: [{ type: 'split', numbers: [5, 5], amount: '1.00' }] },
      /^body\.bets\.0\.numbers: must be different numbers/,
    ],
    [
      'a split of three numbers',
      { bets: [{ type: 'split', numbers: [1, 2, 3], amount: '1.00' }] },
      /^body\.bets\.0\.numbers: a split names exactly 2 numbers/,
    ],
    [
      'a split without numbers',
      { bets: [{ type: 'split', amount: '1.00' }] },
      /^body\.bets\.0\.numbers: a split names exactly 2 numbers/,
    ],
    [
      'a split with 37',
      { bets: [{ type: 'split', numbers: [36, 37], amount: '1.00' }] },
      /^body\.bets\.0\.numbers\.1: must be a pocket number from 0 to 36/,
    ],
    [
      'a street 2-3-4',
      { bets: [{ type: 'street', numbers: [2, 3, 4], amount: '1.00' }] },
      /^body\.bets\.0\.numbers \(2, 3, 4\): must be a row of three/,
    ],
    [
      'a corner that wraps a row end',
      { bets: [{ type: 'corner', numbers: [3, 4, 6, 7], amount: '1.00' }] },
      /^body\.bets\.0\.numbers .*: must be four numbers meeting at one corner/,
    ],
    [
      'a six line 2-7',
      { bets: [{ type: 'six-line', numbers: [2, 3, 4, 5, 6, 7], amount: '1.00' }] },
      /^body\.bets\.0\.numbers .*: must be two neighbouring rows/,
    ],
    [
      'a dozen 4',
      { bets: [{ type: 'dozen', value: 4, amount: '1.00' }] },
      /^body\.bets\.0\.value: must be 1, 2 or 3 for a dozen bet/,
    ],
    [
      'a column without its number',
      { bets: [{ type: 'column', amount: '1.00' }] },
      /^body\.bets\.0\.value: must be 1, 2 or 3 for a column bet/,
    ],
    [
      'numbers on an outside bet',
      { bets: [{ type: 'red', numbers: [1, 3], amount: '1.00' }] },
      /^body\.bets\.0\.numbers: is only for a split, street, corner or six line/,
    ],
    [
      'an unknown bet type',
      { bets: [{ type: 'trio', numbers: [0, 1, 2], amount: '1.00' }] },
      /^body\.bets\.0\.type: /,
    ],
    [
      "a split in the spec's one-bet form",
      { betAmount: '1.00', betType: 'split', betValue: 17 },
      /^body\.betType: a split names its numbers: send it in bets/,
    ],
  ])('refuses %s with a 400 naming the field and moves nothing', async (_name, payload, message) => {
    const cookie = await newPlayer();
    const before = await ledgerFingerprint(api.t.db);
    const response = await spin(cookie, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message),
    });
    expect(await ledgerFingerprint(api.t.db)).toBe(before);
    expect(await balanceOf(cookie)).toBe('10000.00');
    expect((await get(cookie, '/api/game-sessions')).json()).toEqual([]);
    expect((await get(cookie, '/api/fairness')).json()).toMatchObject({ nonce: 0 });
  });

  it("still plays the spec's one-bet form for a dozen and a column", async () => {
    const cookie = await newPlayer();
    for (const betType of ['dozen', 'column']) {
      const response = await spin(cookie, { betAmount: '1.00', betType, betValue: 3 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Spin>().bets[0]).toMatchObject({ type: betType, odds: 2 });
    }
  });

  it('settles 30 parallel spins of inside bets by a player whose balance covers 10: never negative, every coin accounted for', async () => {
    const { cookie, id } = await newGuest();
    await transfer(
      api.t.db,
      move(wallet(id), promotions('test-drain'), parseMoney('9000.00'), {
        kind: 'test_drain',
        currency: 'coins',
      }),
    );
    const bets = [
      { type: 'split', numbers: [17, 20], amount: '25.00' },
      { type: 'corner', numbers: [0, 1, 2, 3], amount: '25.00' },
      { type: 'six-line', numbers: range(31, 36), amount: '25.00' },
      { type: 'column', value: 2, amount: '25.00' },
    ];
    const responses = await Promise.all(Array.from({ length: 30 }, () => spin(cookie, { bets })));
    let net = 0n;
    let settled = 0;
    for (const r of responses) {
      if (r.statusCode === 200) {
        settled += 1;
        const body = r.json<Spin>();
        expect(parseMoney(body.balance)).toBeGreaterThanOrEqual(0n);
        net += parseMoney(body.winAmount) - parseMoney(body.totalBet);
      } else {
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json()).toMatchObject({ error: 'insufficient_balance' });
      }
    }
    expect(settled).toBeGreaterThanOrEqual(10);
    const end = parseMoney(await balanceOf(cookie));
    expect(end).toBe(parseMoney('1000.00') + net);
    expect((await get(cookie, '/api/game-sessions')).json<unknown[]>()).toHaveLength(settled);
    expect(await auditLedger(api.t.db)).toMatchObject({ ok: true });
  });
});
