import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AiGame,
  AiGameDetail,
  AiPlayResponse,
  AiTableRound,
  GenerateAiGameResponse,
} from '@casino/contracts';
import {
  getWalletBalances,
  move,
  promotions,
  transfer,
  wallet,
  auditLedger,
  drainPendingEvents,
  openAiCompatibleModel,
  runGenerationJobs,
  type LanguageModel,
} from '@casino/domain';
import { AI_RETURN_BAND, fromExact, inReturnBand, rational, type AiMathDesign } from '@casino/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin } from '../../../test/staff-sessions.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// Generated games through the api, on PGlite or on real PostgreSQL (TEST_DATABASE_URL), where the
// racing requests and the two designers truly run at once. The designer is run by hand here
// (AI_GAMES_WORKER_INTERVAL_MS=0), as a second api process would.
const PER_HOUR = 3;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    config: {
      aiGames: { generatePerHour: PER_HOUR, workerIntervalMs: 0, languageModel: null },
      projectorIntervalMs: 0,
    },
  });
});
afterAll(() => api.close());

const db = () => api.t.db;
const clock = () => new Date();
const guest = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
const get = (url: string, cookie: string) => api.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: unknown) =>
  api.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const aRequest = {
  gameType: 'slots',
  theme: 'Ocean',
  difficulty: 'hard',
  aiPrompt: 'Whales, octopus and sunken gold.',
};
const design = (model: LanguageModel | null = null) =>
  runGenerationJobs(db(), { clock, languageModel: model });

async function generated(cookie: string, body: object = aRequest): Promise<AiGameDetail> {
  const response = await post('/api/ai-games/generate', cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json<GenerateAiGameResponse>();
  await design();
  return (await get(`/api/ai-games/${id}`, cookie)).json<AiGameDetail>();
}

const curated = async (cookie: string, gameType: string): Promise<AiGame> => {
  const list = (await get('/api/ai-games?tab=featured', cookie)).json<AiGame[]>();
  const game = list.find((g) => g.gameType === gameType);
  if (!game) throw new Error(`no curated ${gameType}`);
  return game;
};

describe(`generating a game (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers at once with estimatedTime, then the designer makes it ready with an exact return in the band', async () => {
    const cookie = await guest();
    const response = await post('/api/ai-games/generate', cookie, aRequest);
    expect(response.statusCode).toBe(200);
    const answer = response.json<GenerateAiGameResponse>();
    expect(answer).toMatchObject({ status: 'pending' });
    expect(answer.estimatedTime).toBeGreaterThan(0);
    const pending = (await get(`/api/ai-games/${answer.id}`, cookie)).json<AiGameDetail>();
    expect(pending).toMatchObject({ status: 'pending', mine: true, math: null });
    // Nobody else sees a game being designed.
    expect((await get(`/api/ai-games/${answer.id}`, await guest())).statusCode).toBe(404);

    expect(await design()).toMatchObject({ designed: 1 });
    const ready = (await get(`/api/ai-games/${answer.id}`, cookie)).json<AiGameDetail>();
    expect(ready).toMatchObject({
      status: 'ready',
      gameType: 'slots',
      difficulty: 'hard',
      theme: 'Ocean',
      designer: 'procedural',
    });
    expect(ready.name.length).toBeGreaterThan(3);
    expect(ready.presentation?.symbols).toHaveLength(7);
    expect(ready.presentation?.symbols.map((s) => s.icon)).toEqual(
      expect.arrayContaining([expect.stringMatching(/whale|octopus|gold|ocean|fish|anchor|shell|wave/)]),
    );
    const math = ready.math as unknown as AiMathDesign;
    expect(inReturnBand(fromExact(math.figures.rtp))).toBe(true);
    expect(ready.rtp).toBeGreaterThanOrEqual(rational.toNumber(AI_RETURN_BAND.min) * 100);
    expect(ready.rules.length).toBeGreaterThan(3);
  });

  it.each([
    { name: 'an empty theme', body: { ...aRequest, theme: '  ' }, message: /^body\.theme: / },
    { name: 'an empty prompt', body: { ...aRequest, aiPrompt: '' }, message: /^body\.aiPrompt: / },
    { name: 'an unknown type', body: { ...aRequest, gameType: 'bingo' }, message: /^body\.gameType: / },
    {
      name: 'an unknown difficulty',
      body: { ...aRequest, difficulty: 'insane' },
      message: /^body\.difficulty: /,
    },
    {
      name: 'an offensive theme',
      body: { ...aRequest, theme: 'fuck' },
      message: /^body\.theme: Please choose words/,
    },
  ])('refuses $name with 400 and queues nothing', async ({ body, message }) => {
    const cookie = await guest();
    const response = await post('/api/ai-games/generate', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message });
    expect((await get('/api/ai-games?tab=mine', cookie)).json()).toEqual([]);
  });

  it('takes the default difficulty (medium) when none is given', async () => {
    const { difficulty: _d, ...body } = aRequest;
    const game = await generated(await guest(), { ...body, gameType: 'roulette' });
    expect(game).toMatchObject({ difficulty: 'medium', status: 'ready', gameType: 'roulette' });
  });

  it(`limits each player to ${PER_HOUR} games an hour, also when the requests race`, async () => {
    const cookie = await guest();
    const answers = await Promise.all(
      Array.from({ length: PER_HOUR + 3 }, () => post('/api/ai-games/generate', cookie, aRequest)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PER_HOUR);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({ error: 'rate_limited' });
    expect((await get('/api/ai-games?tab=mine', cookie)).json<AiGame[]>()).toHaveLength(PER_HOUR);
    // Another player is not held back by this one.
    expect((await post('/api/ai-games/generate', await guest(), aRequest)).statusCode).toBe(200);
  });

  it('designs each queued game once when two designers run at once', async () => {
    const cookie = await guest();
    for (let i = 0; i < 2; i++)
      expect((await post('/api/ai-games/generate', cookie, aRequest)).statusCode).toBe(200);
    const [a, b] = await Promise.all([design(), design()]);
    const pendingBefore = a.designed + b.designed;
    expect(pendingBefore).toBeGreaterThanOrEqual(2);
    const mine = (await get('/api/ai-games?tab=mine', cookie)).json<AiGame[]>();
    expect(mine.every((g) => g.status === 'ready')).toBe(true);
  });

  it('refuses signed-out requests', async () => {
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/ai-games/generate', payload: aRequest })).statusCode,
    ).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/ai-games' })).statusCode).toBe(401);
  });
});

describe('the language model path (a fake OpenAI-compatible server)', () => {
  let server: Server;
  let baseUrl = '';
  let answer: unknown = null;
  const seen: Array<{ path: string; auth: string | undefined; body: { model?: string } }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          path: req.url ?? '',
          auth: req.headers.authorization,
          body: JSON.parse(body) as { model?: string },
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const model = () =>
    openAiCompatibleModel({ baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 5_000 });
  const completion = (content: unknown) => ({
    choices: [
      {
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
        },
      },
    ],
  });

  it("uses the model's name, description and symbol theme; the numbers stay the engine's", async () => {
    answer = completion({
      name: 'Abyssal Treasure Reels',
      description: 'Dive past glowing jellyfish to a wreck full of pearls.',
      symbolTheme: ['jellyfish', 'pearl', 'submarine', 'anchor'],
    });
    const cookie = await guest();
    const { id } = (await post('/api/ai-games/generate', cookie, aRequest)).json<GenerateAiGameResponse>();
    await design(model());
    const game = (await get(`/api/ai-games/${id}`, cookie)).json<AiGameDetail>();
    expect(game).toMatchObject({ name: 'Abyssal Treasure Reels', designer: 'language-model' });
    expect(game.description).toBe('Dive past glowing jellyfish to a wreck full of pearls.');
    expect(game.presentation?.symbols.map((s) => s.icon).join(' ')).toMatch(
      /jellyfish|pearl|submarine|anchor/,
    );
    expect(inReturnBand(fromExact((game.math as unknown as AiMathDesign).figures.rtp))).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      auth: 'Bearer test-key',
      body: { model: 'fake-model' },
    });
  });

  it.each([
    { name: 'text that is not JSON', content: 'Sure! Here is a game.' },
    { name: 'a proposal missing its fields', content: { name: 'X' } },
    {
      name: 'an offensive name',
      content: {
        name: 'Shit Slots',
        description: 'A perfectly fine description.',
        symbolTheme: ['a1', 'b1', 'c1'],
      },
    },
    {
      name: 'markup',
      content: {
        name: '<b>Bold</b>',
        description: 'A perfectly fine description.',
        symbolTheme: ['fish', 'crab', 'shell'],
      },
    },
  ])('falls back to the procedural designer on $name', async ({ content }) => {
    answer = completion(content);
    const cookie = await guest();
    const { id } = (await post('/api/ai-games/generate', cookie, aRequest)).json<GenerateAiGameResponse>();
    await design(model());
    const game = (await get(`/api/ai-games/${id}`, cookie)).json<AiGameDetail>();
    expect(game).toMatchObject({ status: 'ready', designer: 'procedural' });
  });
});

describe('the list, the stat cards and the tabs', () => {
  it('lists the curated games under Featured with the spec fields, and counts real stats', async () => {
    const cookie = await guest();
    const featured = (await get('/api/ai-games?tab=featured', cookie)).json<AiGame[]>();
    expect(featured.length).toBeGreaterThanOrEqual(6);
    for (const game of featured)
      expect(Object.keys(game)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'gameType',
          'theme',
          'difficulty',
          'description',
          'rating',
          'playCount',
          'rtp',
          'creatorName',
        ]),
      );
    const stats = (await get('/api/ai-games/stats', cookie)).json<{
      aiGamesCreated: number;
      uniqueThemes: number;
    }>();
    const all = (await get('/api/ai-games', cookie)).json<AiGame[]>();
    expect(stats.aiGamesCreated).toBe(all.length);
    expect(stats.uniqueThemes).toBe(new Set(all.map((g) => g.theme.trim().toLowerCase())).size);
    const newest = (await get('/api/ai-games?tab=newest', cookie)).json<AiGame[]>();
    expect(newest.map((g) => g.createdAt)).toEqual([...newest.map((g) => g.createdAt)].sort().reverse());
    expect((await get('/api/ai-games?tab=trending', cookie)).statusCode).toBe(400);
  });
});

describe('playing', () => {
  it('settles a slots spin through the ledger, records the round, counts the play', async () => {
    const cookie = await guest();
    const game = await curated(cookie, 'slots');
    const response = await post(`/api/ai-games/${game.id}/play`, cookie, { betAmount: '100.00' });
    expect(response.statusCode, response.body).toBe(200);
    const played = response.json<AiPlayResponse>();
    expect(Number(played.balance)).toBe(10_000 - 100 + Number(played.winAmount));
    expect(played.outcome).toMatchObject({ type: 'slots' });
    const session = await db()
      .selectFrom('game_sessions')
      .select(['game_data', 'game_id'])
      .where('id', '=', BigInt(played.sessionId))
      .executeTakeFirstOrThrow();
    expect(session.game_data).toMatchObject({ aiGameId: game.id, gameType: 'slots' });
    await drainPendingEvents(db(), { clock });
    const after = (await get(`/api/ai-games/${game.id}`, cookie)).json<AiGameDetail>();
    expect(after.playCount).toBe(game.playCount + 1);
    expect(after.canRate).toBe(true);
  });

  it.each([
    {
      name: 'over the balance',
      body: { betAmount: '500.00' },
      drain: true,
      status: 400,
      error: 'insufficient_balance',
    },
    {
      name: 'below the minimum',
      body: { betAmount: '5.00' },
      times: 1,
      status: 400,
      error: 'bet_out_of_range',
    },
    {
      name: 'a bet of nothing',
      body: { betAmount: '0' },
      drain: false,
      status: 400,
      error: 'validation_error',
    },
  ])('refuses a bet $name, moving nothing', async ({ body, drain, status, error }) => {
    const cookie = await guest();
    const game = await curated(cookie, 'slots');
    const me = (await get('/api/auth/user', cookie)).json<{ id: string }>().id;
    // Leave 100.00 coins: the rest moves to a test account outside the game's books.
    if (drain)
      await transfer(
        db(),
        move(wallet(me), promotions('test-drain'), 990_000n, { kind: 'test_drain', currency: 'coins' }),
      );
    const before = await getWalletBalances(db(), me);
    const last = await post(`/api/ai-games/${game.id}/play`, cookie, body);
    expect(last.statusCode).toBe(status);
    expect(await getWalletBalances(db(), me)).toEqual(before);
    expect(last.json()).toMatchObject({ error });
  });

  it('plays a dice round with a chance and refuses one the design does not offer', async () => {
    const cookie = await guest();
    const game = await curated(cookie, 'arcade');
    const detail = (await get(`/api/ai-games/${game.id}`, cookie)).json<AiGameDetail>();
    const math = detail.math as unknown as AiMathDesign;
    if (math.kind !== 'arcade') throw new Error('not arcade');
    const choice = math.game === 'dice' ? { dice: { chance: math.minChance, direction: 'over' } } : {};
    expect(
      (await post(`/api/ai-games/${game.id}/play`, cookie, { betAmount: '50.00', ...choice })).statusCode,
    ).toBe(200);
    if (math.game === 'dice') {
      const bad = await post(`/api/ai-games/${game.id}/play`, cookie, {
        betAmount: '50.00',
        dice: { chance: 99, direction: 'over' },
      });
      expect(bad.json()).toMatchObject({ error: 'validation_error', message: /^body\.dice: / });
    }
  });

  it('plays a blackjack hand to its end over several requests', async () => {
    const cookie = await guest();
    const game = await curated(cookie, 'blackjack');
    // A natural ends a hand at the deal; deal until one is left to play.
    let staked = 0;
    let back = 0;
    let round: AiTableRound;
    for (;;) {
      round = (
        await post(`/api/ai-games/${game.id}/deal`, cookie, { betAmount: '100.00' })
      ).json<AiTableRound>();
      expect(round.gameType).toBe('blackjack');
      if (round.phase === 'playing') break;
      staked += Number(round.betAmount);
      back += Number(round.winAmount);
    }
    // A second deal while the hand is open is refused.
    const again = await post(`/api/ai-games/${game.id}/deal`, cookie, { betAmount: '100.00' });
    expect(again.statusCode).toBe(409);
    while (round.phase === 'playing') {
      const response = await post(`/api/ai-games/${game.id}/blackjack`, cookie, {
        move: 'stand',
        roundId: round.roundId,
      });
      expect(response.statusCode, response.body).toBe(200);
      round = response.json<AiTableRound>();
    }
    expect(round.sessionId).not.toBeNull();
    const expected = 10_000 - staked + back - Number(round.betAmount) + Number(round.winAmount);
    expect(Number(round.balance)).toBe(expected);
    expect(
      (await post(`/api/ai-games/${game.id}/blackjack`, cookie, { move: 'hit', roundId: round.roundId }))
        .statusCode,
    ).toBe(409);
  });

  it('deals and draws a video poker hand with the design paytable', async () => {
    const cookie = await guest();
    const game = await curated(cookie, 'poker');
    const dealt = (
      await post(`/api/ai-games/${game.id}/deal`, cookie, { betAmount: '20.00' })
    ).json<AiTableRound>();
    expect(dealt.poker?.cards).toHaveLength(5);
    const drawn = await post(`/api/ai-games/${game.id}/draw`, cookie, {
      held: [true, true, false, false, false],
      roundId: dealt.roundId,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const round = drawn.json<AiTableRound>();
    expect(round.phase).toBe('finished');
    expect(Number(round.winAmount)).toBe(20 * round.poker!.multiplier);
  });

  it('plays with sweepstakes coins when asked: a registered player only, in SC, within the SC limits', async () => {
    const cookie = await guest();
    const slots = await curated(cookie, 'slots');
    const poker = await curated(cookie, 'poker');
    // A guest is refused sweepstakes play (403, register first), before anything moves.
    const me = (await get('/api/auth/user', cookie)).json<{ id: string }>().id;
    const before = await getWalletBalances(db(), me);
    for (const [url, body] of [
      [`/api/ai-games/${slots.id}/play`, { betAmount: '1.00', currency: 'sweeps' }],
      [`/api/ai-games/${poker.id}/deal`, { betAmount: '1.00', currency: 'sweeps' }],
    ] as const) {
      const refused = await post(url, cookie, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'forbidden',
        message: 'Register to play with sweepstakes coins.',
      });
    }
    expect(await getWalletBalances(db(), me)).toEqual(before);
    // Registered (keeping the account and its 10.00 SC), the player may.
    const registered = await post('/api/auth/register', cookie, {
      email: `ai-sweeps-${me}@example.com`,
      password: 'correct horse battery',
      firstName: 'Sweeps',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const player = sessionCookie(registered);
    // Sweepstakes play also asks where the player lives (an eligible region).
    await db()
      .updateTable('users')
      .set({ region_country: 'US', region_state: 'NY' })
      .where('id', '=', me)
      .execute();
    const spin = await post(`/api/ai-games/${slots.id}/play`, player, {
      betAmount: '1.00',
      currency: 'sweeps',
    });
    expect(spin.statusCode, spin.body).toBe(200);
    const played = spin.json<AiPlayResponse>();
    expect(played.currency).toBe('sweeps');
    const balances = await getWalletBalances(db(), me);
    expect(balances.coins).toBe(before.coins);
    expect(balances.sweeps).toBe(before.sweeps - 100n + BigInt(Math.round(Number(played.winAmount) * 100)));
    expect(played.balance).toBe((Number(balances.sweeps) / 100).toFixed(2));
    const dealt = await post(`/api/ai-games/${poker.id}/deal`, player, {
      betAmount: '0.50',
      currency: 'sweeps',
    });
    expect(dealt.statusCode, dealt.body).toBe(200);
    const round = dealt.json<AiTableRound>();
    expect(round.currency).toBe('sweeps');
    // The hand in progress reads in its currency; the draw names none and settles in it.
    expect((await get('/api/ai-games/current-round', player)).json<AiTableRound>().currency).toBe('sweeps');
    const drawn = await post(`/api/ai-games/${poker.id}/draw`, player, {
      held: [true, true, true, true, true],
      roundId: round.roundId,
    });
    expect(drawn.json<AiTableRound>().currency).toBe('sweeps');
    // Outside the SC limits (0.20-50.00 SC): 400 naming them.
    const over = await post(`/api/ai-games/${slots.id}/play`, player, {
      betAmount: '50.01',
      currency: 'sweeps',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'bet_out_of_range',
      message: 'The bet must be between 0.20 SC and 50.00 SC',
    });
    // A play naming no currency is a coin play, as before.
    const coin = await post(`/api/ai-games/${slots.id}/play`, player, { betAmount: '10.00' });
    expect(coin.json<AiPlayResponse>().currency).toBe('coins');
  });

  it('keeps the ledger balanced after every kind of round', async () => {
    const report = await auditLedger(db());
    expect(
      report.ok,
      JSON.stringify(report, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true);
  });
});

describe('rating and hiding', () => {
  it('lets a player rate a game they played, once, even when two ratings race', async () => {
    const cookie = await guest();
    const game = await curated(cookie, 'roulette');
    expect((await post(`/api/ai-games/${game.id}/rate`, cookie, { rating: 5 })).statusCode).toBe(403);
    await post(`/api/ai-games/${game.id}/play`, cookie, {
      betAmount: '10.00',
      roulette: { type: 'color', value: 0 },
    });
    const [a, b] = await Promise.all([
      post(`/api/ai-games/${game.id}/rate`, cookie, { rating: 4 }),
      post(`/api/ai-games/${game.id}/rate`, cookie, { rating: 2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = (await get(`/api/ai-games/${game.id}`, cookie)).json<AiGameDetail>();
    expect(detail.canRate).toBe(false);
    expect([4, 2]).toContain(detail.myRating);
    expect((await post(`/api/ai-games/${game.id}/rate`, cookie, { rating: 6 })).statusCode).toBe(400);
  });

  it('lets an admin hide a game: it leaves the lists and takes no new rounds; players cannot hide', async () => {
    const cookie = await guest();
    const game = await generated(cookie, {
      ...aRequest,
      gameType: 'arcade',
      theme: 'Dice Lagoon',
      aiPrompt: 'Roll the dice on a beach.',
    });
    expect((await post(`/api/admin/ai-games/${game.id}/hidden`, cookie, { hidden: true })).statusCode).toBe(
      403,
    );
    const admin = await seededAdmin(api);
    const hidden = await post(`/api/admin/ai-games/${game.id}/hidden`, admin.cookie, {
      hidden: true,
      reason: 'test',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const other = await guest();
    expect((await get('/api/ai-games', other)).json<AiGame[]>().map((g) => g.id)).not.toContain(game.id);
    expect((await get(`/api/ai-games/${game.id}`, other)).statusCode).toBe(404);
    const play = await post(`/api/ai-games/${game.id}/play`, cookie, {
      betAmount: '10.00',
      dice: { chance: 50, direction: 'under' },
    });
    expect(play.json()).toMatchObject({ error: 'game_unavailable' });
    // The creator still sees it in My Games, marked hidden; showing it again restores it.
    expect((await get('/api/ai-games?tab=mine', cookie)).json<AiGame[]>()[0]).toMatchObject({
      id: game.id,
      hidden: true,
    });
    await post(`/api/admin/ai-games/${game.id}/hidden`, admin.cookie, { hidden: false });
    expect((await get(`/api/ai-games/${game.id}`, other)).statusCode).toBe(200);
    const audit = await db()
      .selectFrom('admin_audit_log')
      .select('action')
      .where('target_kind', '=', 'ai_game')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['ai_game.hide', 'ai_game.show']));
  });

  it('lets an admin pick a game for Featured', async () => {
    const cookie = await guest();
    const game = await generated(cookie);
    const admin = await seededAdmin(api);
    expect(
      (await post(`/api/admin/ai-games/${game.id}/featured`, admin.cookie, { featured: true })).statusCode,
    ).toBe(200);
    expect((await get('/api/ai-games?tab=featured', cookie)).json<AiGame[]>().map((g) => g.id)).toContain(
      game.id,
    );
  });
});
