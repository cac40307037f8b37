import { move, parseMoney, promotions, transfer, wallet } from '@casino/domain';
import { commitServerSeed, createFloatStream, shuffledDeck, type CardId } from '@casino/engine';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from './test-api.js';

/** Every new guest starts with this balance. */
export const START = parseMoney('10000.00');

/** The spec's answer to a bet above the balance. */
export const INSUFFICIENT = {
  error: 'insufficient_balance',
  message: "You don't have enough balance for this bet.",
};

export interface Player {
  cookie: string;
  id: string;
}

export interface PlayedSession {
  id: string;
  gameId: number;
  betAmount: string;
  winAmount: string;
  gameData: Record<string, unknown>;
}

/** The seeds one round is drawn from. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The server seed `rig` gives a player, so a test can replay the deal it asks for. */
export const KNOWN_SERVER_SEED = 'f'.repeat(64);

/** The deck a card game shuffles from these seeds. */
export const deckOf = (seeds: RoundSeeds): CardId[] => shuffledDeck(createFloatStream(seeds));

/**
 * One api (seeded PGlite or TEST_DATABASE_URL) per test file for the game play routes, started in
 * beforeAll, with the helpers their tests share. These tests account for every coin of each play, so
 * the loyalty program's automatic rewards (paid by the event projector) are off; they are tested in
 * their own route tests.
 */
export function usePlayTestApi() {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await createTestApi({ config: { projectorIntervalMs: 0 } });
  });
  afterAll(() => started?.close());
  const api = (): TestApi => {
    if (!started) throw new Error('the play test api starts in beforeAll');
    return started;
  };

  const newPlayer = async (): Promise<Player> => {
    const response = await api().app.inject({ method: 'POST', url: '/api/auth/guest' });
    return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
  };
  const post = (p: Player, url: string, payload?: unknown) =>
    api().app.inject({
      method: 'POST',
      url,
      headers: { cookie: p.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (p: Player, url: string) =>
    api().app.inject({ method: 'GET', url, headers: { cookie: p.cookie } });
  const balanceOf = async (p: Player) =>
    parseMoney((await get(p, '/api/auth/user')).json<{ balance: string }>().balance);
  const nonceOf = async (p: Player) => (await get(p, '/api/fairness')).json<{ nonce: number }>().nonce;
  const sessionsOf = async (p: Player) => (await get(p, '/api/game-sessions')).json<PlayedSession[]>();

  /** Leaves the player exactly `left` coins (the rest moves to a test promotions account, outside any game's books). */
  const drainTo = async (p: Player, left: string) => {
    const amount = (await balanceOf(p)) - parseMoney(left);
    if (amount > 0n)
      await transfer(
        api().t.db,
        move(wallet(p.id), promotions('test-drain'), amount, { kind: 'test_drain', currency: 'coins' }),
      );
  };

  /** Plays a refused request as a new player and checks the answer, and that no money moved and no round was recorded. */
  const expectRefusedUnmoved = async (
    url: string,
    payload: unknown,
    status: number,
    error: string,
    message: RegExp,
  ) => {
    const p = await newPlayer();
    const response = await post(p, url, payload);
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe(error);
    expect(body.message).toMatch(message);
    expect(await balanceOf(p)).toBe(START);
    expect(await sessionsOf(p)).toEqual([]);
    return p;
  };

  /**
   * Test rigging, not a game feature: gives the player a known server seed, then picks the first client
   * seed whose stream at the player's next nonce satisfies `wanted`. The server still deals exactly as
   * in production from (server seed, client seed, nonce).
   */
  const rig = async (p: Player, wanted: (seeds: RoundSeeds) => boolean): Promise<string> => {
    const nonce = await nonceOf(p);
    await api()
      .t.db.updateTable('player_seeds')
      .set({ server_seed: KNOWN_SERVER_SEED, server_seed_hash: commitServerSeed(KNOWN_SERVER_SEED) })
      .where('user_id', '=', p.id)
      .where('status', '=', 'active')
      .execute();
    for (let i = 0; i < 100_000; i += 1) {
      const clientSeed = `rig-${i}`;
      if (wanted({ serverSeed: KNOWN_SERVER_SEED, clientSeed, nonce })) {
        const set = await api().app.inject({
          method: 'PUT',
          url: '/api/fairness/client-seed',
          headers: { cookie: p.cookie },
          payload: { clientSeed },
        });
        expect(set.statusCode).toBe(200);
        return clientSeed;
      }
    }
    throw new Error('no client seed found for the rigged deal');
  };

  return { api, newPlayer, post, get, balanceOf, nonceOf, sessionsOf, drainTo, expectRefusedUnmoved, rig };
}
