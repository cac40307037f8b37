import { describe, expect, it } from 'vitest';
import { START, usePlayTestApi } from '../../../test/play-test-api.js';

const { api, newPlayer, post, balanceOf, sessionsOf } = usePlayTestApi();

describe(`every game (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps POST /api/game-sessions for compatibility without crediting anything', async () => {
    const p = await newPlayer();
    const response = await post(p, '/api/game-sessions', {
      gameId: 6,
      betAmount: '1',
      winAmount: '1000000',
      gameData: {},
    });
    expect(response.json()).toMatchObject({ recorded: false });
    expect(await balanceOf(p)).toBe(START);
    expect(await sessionsOf(p)).toEqual([]);
  });

  it('requires a signed-in player for every play', async () => {
    for (const url of [
      '/api/slots/spin',
      '/api/roulette/spin',
      '/api/baccarat/deal',
      '/api/fairness/rotate',
    ]) {
      const response = await api().app.inject({ method: 'POST', url, payload: {} });
      expect([400, 401]).toContain(response.statusCode);
    }
    expect((await api().app.inject({ method: 'GET', url: '/api/user-stats' })).statusCode).toBe(401);
  });
});
