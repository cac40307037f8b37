import { formatMoney, parseMoney } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { usePlayTestApi } from '../../../../test/play-test-api.js';

const { newPlayer, post, expectRefusedUnmoved } = usePlayTestApi();

describe(`baccarat (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each<[string, string, unknown, number, string, RegExp]>([
    [
      'a baccarat bet below the minimum',
      '/api/baccarat/deal',
      { bets: [{ type: 'banker', amount: '5.00' }] },
      400,
      'bet_out_of_range',
      /10\.00/,
    ],
    ['baccarat without bets', '/api/baccarat/deal', { bets: [] }, 400, 'validation_error', /bets/],
    [
      'two bets on the same baccarat side',
      '/api/baccarat/deal',
      {
        bets: [
          { type: 'tie', amount: '10.00' },
          { type: 'tie', amount: '10.00' },
        ],
      },
      400,
      'validation_error',
      /at most one/,
    ],
  ])('refuses %s and moves no money', async (_name, url, payload, status, error, message) => {
    await expectRefusedUnmoved(url, payload, status, error, message);
  });

  it('deals baccarat with the third-card rules and pays by the table', async () => {
    const p = await newPlayer();
    const deal = await post(p, '/api/baccarat/deal', {
      bets: [
        { type: 'banker', amount: '100.00' },
        { type: 'tie', amount: '10.00' },
      ],
    });
    expect(deal.statusCode).toBe(200);
    const body = deal.json<{
      winner: string;
      playerCards: unknown[];
      bankerCards: unknown[];
      bets: Array<{ type: string; outcome: string; returned: string }>;
      winAmount: string;
      balance: string;
    }>();
    expect(body.playerCards.length).toBeGreaterThanOrEqual(2);
    const banker = body.bets.find((b) => b.type === 'banker')!;
    const tie = body.bets.find((b) => b.type === 'tie')!;
    const expected =
      body.winner === 'banker'
        ? { banker: '195.00', tie: '0.00' }
        : body.winner === 'tie'
          ? { banker: '100.00', tie: '90.00' }
          : { banker: '0.00', tie: '0.00' };
    expect({ banker: banker.returned, tie: tie.returned }).toEqual(expected);
    expect(body.balance).toBe(
      formatMoney(parseMoney('10000.00') - parseMoney('110.00') + parseMoney(body.winAmount)),
    );
  });
});
