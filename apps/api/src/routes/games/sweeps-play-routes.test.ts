import { auditLedger, move, parseMoney, promotions, transfer, wallet } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { usePlayTestApi, type Player } from '../../../test/play-test-api.js';
import { sessionCookie } from '../../../test/test-api.js';

const { api, newPlayer, post, get, sessionsOf } = usePlayTestApi();

/** The player's two balances, in minor units. */
async function balancesOf(p: Player): Promise<{ coins: bigint; sweeps: bigint }> {
  const user = (await get(p, '/api/auth/user')).json<{ balance: string; sweepstakesCoins: string }>();
  return { coins: parseMoney(user.balance), sweeps: parseMoney(user.sweepstakesCoins) };
}

/** A guest who registers (keeping their account and its 10.00 SC): who may play with sweepstakes coins. */
async function registered(): Promise<Player> {
  const p = await newPlayer();
  const response = await post(p, '/api/auth/register', {
    email: `sweeps-${p.id}@example.com`,
    password: 'correct horse battery',
    firstName: 'Sweeps',
    lastName: 'Player',
    dateOfBirth: '1990-01-01',
  });
  expect(response.statusCode).toBe(200);
  // Registering signs the player in afresh (a new session cookie), on the same account.
  const player = { id: p.id, cookie: sessionCookie(response) };
  // Where they live: sweepstakes play asks a registered player to declare it (New York).
  const declared = await api().app.inject({
    method: 'PUT',
    url: '/api/account/profile',
    headers: { cookie: player.cookie },
    payload: { firstName: 'Sweeps', lastName: 'Player', region: { country: 'US', state: 'NY' } },
  });
  expect(declared.statusCode).toBe(200);
  return player;
}

const SPIN = { betAmount: '0.50', gameId: 6, currency: 'sweeps' };

describe(`playing with sweepstakes coins over the api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('settles a sweepstakes spin in sweepstakes coins: the response, the session and the SC balance say so', async () => {
    const p = await registered();
    const before = await balancesOf(p);
    const spin = await post(p, '/api/slots/spin', SPIN);
    expect(spin.statusCode).toBe(200);
    const body = spin.json<{ currency: string; balance: string; winAmount: string; betAmount: string }>();
    expect(body.currency).toBe('sweeps');
    const after = await balancesOf(p);
    // The sweepstakes wallet moved by exactly the net; the coin wallet not at all.
    expect(after.sweeps).toBe(before.sweeps - parseMoney('0.50') + parseMoney(body.winAmount));
    expect(parseMoney(body.balance)).toBe(after.sweeps);
    expect(after.coins).toBe(before.coins);
    const [session] = await sessionsOf(p);
    expect(session).toMatchObject({ currency: 'sweeps', betAmount: '0.50' });
    // A spin naming no currency is a coin spin, as before.
    const coin = (await post(p, '/api/slots/spin', { betAmount: '1.00', gameId: 6 })).json<{
      currency: string;
    }>();
    expect(coin.currency).toBe('coins');
    expect((await auditLedger(api().t.db)).ok).toBe(true);
  });

  it.each<[name: string, url: string, payload: Record<string, unknown>]>([
    ['a slot spin', '/api/slots/spin', SPIN],
    ['a roulette spin', '/api/roulette/spin', { betAmount: '1.00', betType: 'red', currency: 'sweeps' }],
    ['a blackjack deal', '/api/blackjack/deal', { betAmount: '1.00', currency: 'sweeps' }],
    ['a video poker deal', '/api/video-poker/deal', { betAmount: '1.00', currency: 'sweeps' }],
    [
      'a baccarat coup',
      '/api/baccarat/deal',
      { bets: [{ type: 'banker', amount: '1.00' }], currency: 'sweeps' },
    ],
    ['a craps roll', '/api/craps/roll', { bets: [{ type: 'field', amount: '1.00' }], currency: 'sweeps' }],
  ])(
    'refuses %s with sweepstakes coins to a guest (403, register first) and moves nothing',
    async (_name, url, payload) => {
      const guest = await newPlayer();
      const before = await balancesOf(guest);
      const response = await post(guest, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'forbidden',
        message: 'Register to play with sweepstakes coins.',
      });
      expect(await balancesOf(guest)).toEqual(before);
      expect(await sessionsOf(guest)).toEqual([]);
    },
  );

  it.each<[name: string, url: string, payload: Record<string, unknown>, message: RegExp]>([
    [
      'a slot bet over 20.00 SC',
      '/api/slots/spin',
      { ...SPIN, betAmount: '20.01' },
      /between 0\.20 SC and 20\.00 SC$/,
    ],
    [
      'a slot bet of 0.10 SC',
      '/api/slots/spin',
      { ...SPIN, betAmount: '0.10' },
      /between 0\.20 SC and 20\.00 SC$/,
    ],
    [
      'a blackjack bet over 100.00 SC',
      '/api/blackjack/deal',
      { betAmount: '100.50', currency: 'sweeps' },
      /0\.20 SC and 100\.00 SC/,
    ],
    [
      'a roulette total over 50.00 SC',
      '/api/roulette/spin',
      { betAmount: '60.00', betType: 'red', currency: 'sweeps' },
      /0\.20 SC and 50\.00 SC/,
    ],
  ])(
    'refuses %s (400, naming the sweepstakes limits) and moves nothing',
    async (_name, url, payload, message) => {
      const p = await registered();
      // Enough sweepstakes coins that only the limit can refuse the bet.
      await transfer(
        api().t.db,
        move(promotions(), wallet(p.id), parseMoney('200.00'), { kind: 'test_grant', currency: 'sweeps' }),
      );
      const before = await balancesOf(p);
      const response = await post(p, url, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('bet_out_of_range');
      expect(body.message).toMatch(message);
      expect(await balancesOf(p)).toEqual(before);
    },
  );

  it('refuses a sweepstakes bet over the sweepstakes balance, naming sweepstakes coins, though the coins would cover it', async () => {
    const p = await registered();
    const before = await balancesOf(p);
    expect(before.sweeps).toBe(parseMoney('10.00'));
    const response = await post(p, '/api/slots/spin', { ...SPIN, betAmount: '15.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'insufficient_balance',
      message: "You don't have enough sweepstakes coins for this bet.",
    });
    expect(await balancesOf(p)).toEqual(before);
    expect(await sessionsOf(p)).toEqual([]);
  });

  it.each([
    ['an unknown currency', { ...SPIN, currency: 'dollars' }],
    ['a currency in capitals', { ...SPIN, currency: 'SWEEPS' }],
    ['a numeric currency', { ...SPIN, currency: 1 }],
  ])('refuses %s with a 400 naming body.currency', async (_name, payload) => {
    const p = await registered();
    const response = await post(p, '/api/slots/spin', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\.currency: /);
  });

  it('keeps free spins a coin promotion: a free spin named in sweepstakes coins is refused', async () => {
    const p = await registered();
    const response = await post(p, '/api/slots/spin', { ...SPIN, betAmount: '1.00', useFreeSpin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^body\.currency: free spins are played with coins/,
    );
  });
});
