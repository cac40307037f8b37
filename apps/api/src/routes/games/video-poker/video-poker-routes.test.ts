import { VideoPokerRound } from '@casino/contracts';
import { auditLedger, formatMoney, parseMoney } from '@casino/domain';
import { classifyVideoPokerHand, JACKS_OR_BETTER_9_6, toCard, verify } from '@casino/engine';
import { describe, expect, it } from 'vitest';
import {
  START,
  INSUFFICIENT,
  KNOWN_SERVER_SEED,
  deckOf,
  usePlayTestApi,
} from '../../../../test/play-test-api.js';

const { newPlayer, post, get, balanceOf, nonceOf, sessionsOf, drainTo, rig, api } = usePlayTestApi();
const poker = (body: string) => VideoPokerRound.parse(JSON.parse(body));

describe(`video poker (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    [
      'deal: a bet below the minimum',
      '/api/video-poker/deal',
      { betAmount: '0.99' },
      400,
      'bet_out_of_range',
      /between 1\.00 and 100\.00/,
    ],
    [
      'deal: a bet above the maximum',
      '/api/video-poker/deal',
      { betAmount: '100.01' },
      400,
      'bet_out_of_range',
      /between 1\.00 and 100\.00/,
    ],
    [
      'deal: an unknown field',
      '/api/video-poker/deal',
      { betAmount: '1.00', paytable: '10/7' },
      400,
      'validation_error',
      /^body\.paytable: /,
    ],
    [
      'deal: a bet with three decimals',
      '/api/video-poker/deal',
      { betAmount: '1.005' },
      400,
      'validation_error',
      /^body\.betAmount: /,
    ],
    [
      'draw: four flags',
      '/api/video-poker/draw',
      { held: [true, false, true, false] },
      400,
      'validation_error',
      /^body\.held: /,
    ],
    [
      'draw: flags that are not booleans',
      '/api/video-poker/draw',
      { held: [1, 0, 1, 0, 1] },
      400,
      'validation_error',
      /^body\.held\.0: /,
    ],
    [
      'draw: no hand dealt',
      '/api/video-poker/draw',
      { held: [true, true, true, true, true] },
      409,
      'no_active_round',
      /No video poker hand in progress|No video poker round in progress/,
    ],
  ])('refuses %s and moves no money', async (_name, url, payload, status, error, message) => {
    const p = await newPlayer();
    const response = await post(p, url, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(message) });
    expect(await balanceOf(p)).toBe(START);
    expect((await get(p, '/api/video-poker/current')).json()).toBeNull();
  });

  it('refuses a bet above the balance with the spec message and changes nothing', async () => {
    const p = await newPlayer();
    await drainTo(p, '3.00');
    const response = await post(p, '/api/video-poker/deal', { betAmount: '5.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INSUFFICIENT);
    expect(await balanceOf(p)).toBe(parseMoney('3.00'));
    expect(await nonceOf(p)).toBe(0);
  });

  it('deals, holds, draws from the same deck, pays by the 9/6 table, and the hand verifies', async () => {
    const p = await newPlayer();
    const clientSeed = await rig(p, (s) => classifyVideoPokerHand(deckOf(s).slice(0, 5)) === 'nothing');
    const deck = deckOf({ serverSeed: KNOWN_SERVER_SEED, clientSeed, nonce: 0 });

    const deal = await post(p, '/api/video-poker/deal', { betAmount: '10.00' });
    expect(deal.statusCode).toBe(200);
    const dealt = poker(deal.body);
    expect(dealt).toMatchObject({
      phase: 'holding',
      held: [false, false, false, false, false],
      multiplier: 0,
      winAmount: '0.00',
      betAmount: '10.00',
      sessionId: null,
    });
    expect(dealt.cards).toEqual(deck.slice(0, 5).map(toCard));
    expect(deal.body).not.toMatch(/deck/i);
    expect(dealt.balance).toBe(formatMoney(START - 1000n));
    expect(poker((await get(p, '/api/video-poker/current')).body)).toMatchObject({
      roundId: dealt.roundId,
      cards: dealt.cards,
    });
    const twice = await post(p, '/api/video-poker/deal', { betAmount: '10.00' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'round_in_progress' });

    const held = [true, false, true, false, false];
    const draw = poker((await post(p, '/api/video-poker/draw', { held })).body);
    // Held cards stay; discards are replaced by cards 6, 7, 8 of the deck, left to right.
    expect(draw.cards).toEqual([deck[0]!, deck[5]!, deck[2]!, deck[6]!, deck[7]!].map(toCard));
    expect(draw).toMatchObject({ phase: 'finished', held, betAmount: '10.00' });
    const hand = classifyVideoPokerHand([deck[0]!, deck[5]!, deck[2]!, deck[6]!, deck[7]!]);
    expect(draw.multiplier).toBe(JACKS_OR_BETTER_9_6[hand]);
    expect(parseMoney(draw.winAmount)).toBe(1000n * BigInt(draw.multiplier));
    expect(await balanceOf(p)).toBe(START - 1000n + parseMoney(draw.winAmount));
    expect(draw.sessionId).not.toBeNull();

    const again = await post(p, '/api/video-poker/draw', { held });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'no_active_round' });

    const [session] = await sessionsOf(p);
    expect(session).toMatchObject({
      id: draw.sessionId,
      gameId: 3,
      betAmount: '10.00',
      winAmount: draw.winAmount,
      gameData: { holds: held, cards: draw.cards, fairness: dealt.fairness },
    });
    const rotated = (await post(p, '/api/fairness/rotate', {})).json<{ previousServerSeed: string }>();
    const replay = verify('video-poker', rotated.previousServerSeed, clientSeed, 0, { holds: held });
    expect(replay.ok && replay.outcome.game === 'video-poker' && replay.outcome.final).toMatchObject({
      hand: draw.cards,
      multiplier: draw.multiplier,
    });
  });

  it('pays a dealt winning hand held in full', async () => {
    const p = await newPlayer();
    await rig(p, (s) => classifyVideoPokerHand(deckOf(s).slice(0, 5)) === 'two-pair');
    const dealt = poker((await post(p, '/api/video-poker/deal', { betAmount: '100.00' })).body);
    expect(dealt).toMatchObject({ handName: 'Two Pair', multiplier: 0 });
    const draw = poker(
      (await post(p, '/api/video-poker/draw', { held: [true, true, true, true, true] })).body,
    );
    expect(draw).toMatchObject({
      handName: 'Two Pair',
      multiplier: 2,
      winAmount: '200.00',
      cards: dealt.cards,
    });
    expect(await balanceOf(p)).toBe(START + 10000n);
  });

  it('plays 15 hands to the end: balance = start - stakes + returns, the ledger balances', async () => {
    const p = await newPlayer();
    let net = 0n;
    for (let i = 0; i < 15; i += 1) {
      const dealt = poker((await post(p, '/api/video-poker/deal', { betAmount: '5.00' })).body);
      const held = dealt.cards.map((c) => ['J', 'Q', 'K', 'A'].includes(c.rank));
      const draw = poker((await post(p, '/api/video-poker/draw', { held })).body);
      net += parseMoney(draw.winAmount) - 500n;
      expect(parseMoney(draw.balance)).toBe(START + net);
    }
    expect(await sessionsOf(p)).toHaveLength(15);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });
});
