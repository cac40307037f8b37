import { formatMoney, parseMoney } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { usePlayTestApi } from '../../../../test/play-test-api.js';

const { newPlayer, post, get, expectRefusedUnmoved } = usePlayTestApi();

describe(`roulette (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each<[string, string, unknown, number, string, RegExp]>([
    [
      'a spin with no bets',
      '/api/roulette/spin',
      {},
      400,
      'no_bets',
      /Please place at least one bet before spinning\./,
    ],
    [
      'a bad roulette bet type',
      '/api/roulette/spin',
      { bets: [{ type: 'trio', amount: '1.00' }] },
      400,
      'validation_error',
      /^body\.bets\.0\.type: /,
    ],
    [
      'a roulette number out of the wheel',
      '/api/roulette/spin',
      { bets: [{ type: 'number', value: 37, amount: '1.00' }] },
      400,
      'validation_error',
      /bets\.0\.value/,
    ],
    [
      'a roulette total above the table maximum',
      '/api/roulette/spin',
      {
        bets: [
          { type: 'red', amount: '600.00' },
          { type: 'black', amount: '600.00' },
        ],
      },
      400,
      'bet_out_of_range',
      /1000\.00/,
    ],
    [
      'a roulette chip below the minimum',
      '/api/roulette/spin',
      { bets: [{ type: 'red', amount: '0.50' }] },
      400,
      'bet_out_of_range',
      /1\.00/,
    ],
    [
      'a betAmount that disagrees with the chips',
      '/api/roulette/spin',
      { betAmount: '5.00', bets: [{ type: 'red', amount: '1.00' }] },
      400,
      'validation_error',
      /sum/,
    ],
  ])('refuses %s and moves no money', async (_name, url, payload, status, error, message) => {
    await expectRefusedUnmoved(url, payload, status, error, message);
  });

  it('settles every roulette chip on one pocket (the spec form and the bets array agree)', async () => {
    const p = await newPlayer();
    const spin = await post(p, '/api/roulette/spin', {
      betAmount: '6.00',
      betType: 'red',
      gameId: 1,
      bets: [
        { type: 'red', amount: '1.00' },
        { type: 'odd', amount: '2.00' },
        { type: 'number', value: 17, amount: '3.00' },
      ],
    });
    expect(spin.statusCode).toBe(200);
    const body = spin.json<{
      number: number;
      color: string;
      bets: Array<{ type: string; won: boolean; payout: string }>;
      winAmount: string;
      totalBet: string;
      balance: string;
    }>();
    expect(body.totalBet).toBe('6.00');
    const expected = [
      body.color === 'red' ? 200n : 0n,
      body.number % 2 === 1 ? 400n : 0n,
      body.number === 17 ? 10800n : 0n,
    ];
    expect(body.bets.map((b) => parseMoney(b.payout))).toEqual(expected);
    expect(parseMoney(body.winAmount)).toBe(expected.reduce((a, b) => a + b, 0n));
    expect(body.balance).toBe(formatMoney(parseMoney('10000.00') - 600n + parseMoney(body.winAmount)));
    const [session] = (await get(p, '/api/game-sessions')).json<
      Array<{ gameId: number; gameData: Record<string, unknown> }>
    >();
    expect(session).toMatchObject({
      gameId: 1,
      gameData: { number: body.number, color: body.color, betType: 'red', betValue: null },
    });
  });
});
