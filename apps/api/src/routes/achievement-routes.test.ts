import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newPlayer = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
const get = async <T>(cookie: string, url: string) =>
  (await api.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();

interface Challenge {
  id: string;
  challengeType: string;
  gameType: string;
  currentProgress: number;
  targetValue: number;
  isCompleted: boolean;
}

describe(`achievements and daily challenges api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('requires a signed-in player', async () => {
    for (const url of ['/api/achievements', '/api/challenges/daily']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('shows a spin at once in the achievements and in every challenge it counts for', async () => {
    const cookie = await newPlayer();
    const before = await get<Challenge[]>(cookie, '/api/challenges/daily');
    expect(before).toHaveLength(3);
    const spin = (
      await api.app.inject({
        method: 'POST',
        url: '/api/slots/spin',
        headers: { cookie },
        payload: { betAmount: '1.00', gameId: 6 },
      })
    ).json<{ isWin: boolean; winAmount: string }>();
    // Read right after the spin: the reads project the player's own rounds first.
    const after = await get<Challenge[]>(cookie, '/api/challenges/daily');
    for (const challenge of after) {
      const counts = challenge.gameType === 'slots' || challenge.gameType === 'any';
      const expected = !counts
        ? 0
        : challenge.challengeType === 'play_sessions'
          ? 1
          : spin.isWin
            ? Math.min(Number(spin.winAmount), challenge.targetValue)
            : 0;
      expect(challenge.currentProgress, `${challenge.challengeType} ${challenge.gameType}`).toBe(expected);
    }
    const achievements = await get<
      Array<{
        id: string;
        achievementName: string;
        badgeIcon: string;
        progress: number;
        target: number;
        unlockedAt: string | null;
      }>
    >(cookie, '/api/achievements');
    expect(achievements.length).toBeGreaterThanOrEqual(10);
    expect(achievements.find((a) => a.id === 'spins-100')).toMatchObject({
      achievementName: 'Spin Doctor',
      progress: 1,
      target: 100,
      unlockedAt: null,
    });
    expect(achievements.find((a) => a.id === 'first-win')?.unlockedAt !== null).toBe(spin.isWin);
  });
});
