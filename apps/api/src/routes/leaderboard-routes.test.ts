import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newPlayer = async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
};
const boards = (cookie: string, query = '') =>
  api.app.inject({ method: 'GET', url: `/api/leaderboards/all${query}`, headers: { cookie } });

interface Board {
  gameType: string;
  leaderboard: Array<{
    rank: number;
    userId: string;
    email: string | null;
    username: string;
    totalWon: string;
    totalSessions: number;
    isCurrentUser: boolean;
  }>;
  rewardsPaidAt: string | null;
}

describe(`leaderboards api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers every category of the month, with the player ranked after winning spins', async () => {
    const p = await newPlayer();
    let won = false;
    for (let i = 0; i < 200 && !won; i++)
      won = (
        await api.app.inject({
          method: 'POST',
          url: '/api/slots/spin',
          headers: { cookie: p.cookie },
          payload: { betAmount: '1.00', gameId: 6 },
        })
      ).json<{ isWin: boolean }>().isWin;
    expect(won).toBe(true);
    // The projector runs after the response; the leaderboard reads its rows, so wait for them.
    let slots: Board | undefined;
    for (let i = 0; i < 100; i++) {
      slots = (await boards(p.cookie)).json<Board[]>().find((b) => b.gameType === 'slots');
      if (slots?.leaderboard.some((e) => e.userId === p.id)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const response = await boards(p.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Board[]>().map((b) => b.gameType)).toEqual([
      'slots',
      'blackjack',
      'poker',
      'roulette',
      'baccarat',
      'video_poker',
      'craps',
    ]);
    expect(slots?.leaderboard.find((e) => e.userId === p.id)).toMatchObject({
      isCurrentUser: true,
      email: null,
      username: expect.stringMatching(/^Player /) as unknown,
    });
    expect(slots?.rewardsPaidAt).toBeNull();
  });

  it('masks emails of other players, but not for an admin', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@casino.local', password: 'demo-password' },
    });
    const demo = sessionCookie(login);
    let won = false;
    for (let i = 0; i < 200 && !won; i++)
      won = (
        await api.app.inject({
          method: 'POST',
          url: '/api/slots/spin',
          headers: { cookie: demo },
          payload: { betAmount: '1.00', gameId: 8 },
        })
      ).json<{ isWin: boolean }>().isWin;
    const other = await newPlayer();
    const find = async (cookie: string) => {
      for (let i = 0; i < 100; i++) {
        const entry = (await boards(cookie))
          .json<Board[]>()
          .find((b) => b.gameType === 'slots')
          ?.leaderboard.find((e) => e.username === 'Demo P.');
        if (entry) return entry;
        await new Promise((r) => setTimeout(r, 50));
      }
      return undefined;
    };
    expect(await find(other.cookie)).toMatchObject({ email: 'd***@c***.local', isCurrentUser: false });
    expect(await find(demo)).toMatchObject({ email: 'demo@casino.local', isCurrentUser: true });
    const admin = sessionCookie(
      await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@casino.local', password: 'admin-password' },
      }),
    );
    expect(await find(admin)).toMatchObject({ email: 'demo@casino.local' });
  });

  it.each([
    ['a month of 13', '?month=13&year=2026', /^querystring\.month: must be a whole number from 1 to 12/],
    ['a month of 0', '?month=0', /^querystring\.month: /],
    ['a year that is not a number', '?year=next', /^querystring\.year: /],
    ['an unknown parameter', '?category=slots', /^querystring\.category: /],
  ])('refuses %s with a 400 naming the field', async (_name, query, message) => {
    const p = await newPlayer();
    const response = await boards(p.cookie, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message) as unknown,
    });
  });

  it('answers an empty past month, and refuses a signed-out caller', async () => {
    const p = await newPlayer();
    const past = (await boards(p.cookie, '?month=1&year=2020')).json<Board[]>();
    expect(past.every((b) => b.leaderboard.length === 0)).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: '/api/leaderboards/all' })).statusCode).toBe(401);
  });
});
