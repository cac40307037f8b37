import { AdminRoundRecall } from '@casino/contracts';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { gameIdOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../../../test/economy-fixtures.js';
import { rotateSeed } from '../../../fairness/player-seeds.js';
import { dealBaccarat } from '../../../games/baccarat/baccarat-play.js';
import { actOnBlackjack, dealBlackjack } from '../../../games/blackjack/blackjack-play.js';
import { rollCrapsDice } from '../../../games/craps/craps-play.js';
import { spinRouletteWheel } from '../../../games/roulette/roulette-play.js';
import { spinSlots } from '../../../games/slots/slots-play.js';
import { drawVideoPokerRound, dealVideoPokerRound } from '../../../games/video-poker/video-poker-play.js';
import { recordSettlement } from '../../../casino/settlement.js';
import { auditLedger } from '../../../ledger/audit.js';
import { recallRound } from './round-recall.js';

// Issue 15: every floor game's round recalled step by step (GLI-19), played through the real
// services; its fairness verified from the revealed seed once the player rotates; a tampered record
// fails verification.

let t: TestDatabase;
let player: string;
const now = new Date('2026-11-24T12:00:00Z');

/** Plays one round of a game through its service and answers the settled session's id. */
type Play = (userId: string) => Promise<string | null>;

async function finishBlackjack(userId: string): Promise<string | null> {
  let round = await dealBlackjack(t.db, userId, { betAmount: '10.00' });
  // Decline insurance when offered, hit once on a low total, then stand: a replay with real decisions.
  for (let i = 0; i < 6 && round.sessionId === null; i++) {
    const move =
      round.insurance?.decision === 'pending'
        ? 'no-insurance'
        : round.playerValue < 12 && i === 0
          ? 'hit'
          : 'stand';
    round = await actOnBlackjack(t.db, userId, move);
  }
  return round.sessionId;
}

const GAMES: Array<{ name: string; family: string; play: Play; labels: string[] }> = [
  {
    name: 'slots (Diamond Deluxe)',
    family: 'slots',
    play: async (u) => (await spinSlots(t.db, u, { betAmount: '1.00', gameId: 6 })).sessionId,
    labels: ['Bet', 'Spin', 'Reel stops', 'Symbols', 'Pay line', 'Multiplier', 'Settle'],
  },
  {
    name: 'roulette',
    family: 'roulette',
    play: async (u) =>
      (
        await spinRouletteWheel(t.db, u, {
          betValue: null,
          bets: [
            { type: 'red', amount: '10.00' },
            { type: 'number', value: 17, amount: '10.00' },
          ],
        } as never)
      ).sessionId,
    labels: ['Bet', 'Bet', 'Bet', 'Spin'],
  },
  {
    name: 'baccarat',
    family: 'baccarat',
    play: async (u) =>
      (await dealBaccarat(t.db, u, { bets: [{ type: 'player', amount: '10.00' }] })).sessionId,
    labels: ['Bet', 'Bet', 'Deal'],
  },
  { name: 'blackjack', family: 'blackjack', play: finishBlackjack, labels: ['Bet', 'Deal'] },
  {
    name: 'craps (a field bet settles on every roll)',
    family: 'craps',
    play: async (u) => {
      let roll = await rollCrapsDice(t.db, u, { bets: [{ type: 'field', amount: '10.00' }] });
      const sessionId = roll.sessionId;
      // Roll on until the point is decided, so the round closes and the seed can rotate.
      for (let i = 0; i < 200 && roll.phase === 'point'; i++)
        roll = await rollCrapsDice(t.db, u, { bets: [{ type: 'field', amount: '10.00' }] });
      return sessionId;
    },
    labels: ['Bet'],
  },
  {
    name: 'video poker',
    family: 'video-poker',
    play: async (u) => {
      await dealVideoPokerRound(t.db, u, { betAmount: '10.00' });
      return (await drawVideoPokerRound(t.db, u, { held: [true, false, true, false, false] })).sessionId;
    },
    labels: ['Bet', 'Deal', 'Hold', 'Draw', 'Hand', 'Settle'],
  },
];

const played = new Map<string, string>();

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  player = await newPlayer(t.db);
  for (const game of GAMES) {
    const sessionId = await game.play(player);
    if (sessionId === null) throw new Error(`${game.name}: no session`);
    played.set(game.name, sessionId);
  }
});
afterAll(() => t.close());

const recall = async (name: string) =>
  AdminRoundRecall.parse(await recallRound(t.db, played.get(name) ?? '0'));
const units = (money: string | null) => (money === null ? null : BigInt(Math.round(Number(money) * 100)));

describe(`round recall (${label})`, () => {
  it.each(GAMES)(
    '$name: steps in words, the balance around it, seeds but no server seed yet',
    async (game) => {
      const recalled = await recall(game.name);
      expect(recalled.steps.map((s) => s.label).slice(0, game.labels.length)).toEqual(game.labels);
      expect(recalled.steps.at(-1)?.label).toBe('Settle');
      expect(recalled.steps.every((s) => s.detail.length > 0 || s.label !== 'Deal')).toBe(true);
      expect(recalled.userId).toBe(player);
      expect(recalled.fairness).toMatchObject({ serverSeed: null, verified: null });
      // The wallet moved by exactly the round's net between before and after.
      expect([recalled.balanceBefore, recalled.balanceAfter]).not.toContain(null);
      expect(units(recalled.balanceAfter)! - units(recalled.balanceBefore)!).toBe(units(recalled.round.net));
    },
  );

  it('blackjack: every card of the deal and the dealer draws, as the engine replays them', async () => {
    const recalled = await recall('blackjack');
    const text = recalled.steps.map((s) => `${s.label}: ${s.detail}`).join('\n');
    expect(text).toMatch(/Deal: Player [2-9TJQKA][cdhs] [2-9TJQKA][cdhs] · Dealer shows [2-9TJQKA][cdhs]/);
    expect(text).toContain('Dealer hand');
    expect(text).toMatch(/Result: (win|lose|push|blackjack|dealer bust|bust|surrender|[a-z ]+)/);
  });

  it('after the player rotates the seed: the server seed shown and every round verified', async () => {
    await rotateSeed(t.db, player, now);
    for (const game of GAMES) {
      const recalled = await recall(game.name);
      expect({ game: game.name, verified: recalled.fairness?.verified }).toEqual({
        game: game.name,
        verified: true,
      });
      expect(recalled.fairness?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  const TAMPERED: Array<{ name: string; field: string; value: unknown }> = [
    { name: 'slots (Diamond Deluxe)', field: 'winMultiplier', value: 500 },
    { name: 'roulette', field: 'number', value: 37 },
    { name: 'baccarat', field: 'winner', value: 'tie-ish' },
    { name: 'blackjack', field: 'result', value: 'tampered' },
    { name: 'craps (a field bet settles on every roll)', field: 'dice', value: [7, 7] },
    { name: 'video poker', field: 'hand', value: 'royal-flush-ish' },
  ];
  it.each(TAMPERED)('$name: a tampered $field fails verification', async ({ name, field, value }) => {
    const id = played.get(name) ?? '0';
    await sql`update game_sessions set game_data = jsonb_set(game_data, ${`{${field}}`}::text[], ${JSON.stringify(value)}::jsonb)
              where id = ${id}`.execute(t.db);
    const recalled = await recall(name);
    expect(recalled.fairness?.verified).toBe(false);
    expect(recalled.steps.length).toBeGreaterThan(2);
  });

  it('left the ledger balanced', async () => {
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it("hold'em and a game without a family: steps from the record, never an error", async () => {
    const sessionIds = await t.db.transaction().execute(async (trx) => [
      await recordSettlement(trx, {
        userId: player,
        gameId: gameIdOf('holdem'),
        gameSlug: 'live-holdem',
        betUnits: 200n,
        winUnits: 500n,
        gameData: {
          tableId: 1,
          tableName: 'Table 1',
          handNumber: 4,
          seat: 2,
          holeCards: [
            { rank: 'A', suit: 'spades' },
            { rank: 'K', suit: 'spades' },
          ],
          board: [],
          handName: null,
          showdown: false,
          pot: 500,
        },
      }),
      await recordSettlement(trx, {
        userId: player,
        gameId: gameIdOf('live-blackjack'),
        gameSlug: 'live-blackjack',
        betUnits: 100n,
        winUnits: 0n,
        gameData: { odd: { shape: true }, list: [1, 2] },
      }),
      await recordSettlement(trx, {
        userId: player,
        gameId: gameIdOf('video-poker'),
        gameSlug: 'video-poker',
        betUnits: 100n,
        winUnits: 0n,
        gameData: { dealtCards: 'not cards', fairness: { serverSeedHash: 'x', clientSeed: 'y', nonce: 1 } },
      }),
    ]);
    const [holdem, unknown, broken] = await Promise.all(
      sessionIds.map(async (id) => AdminRoundRecall.parse(await recallRound(t.db, id))),
    );
    expect(holdem!.steps.map((s) => s.detail)).toContain('As Ks');
    expect(holdem!.fairness).toBeNull();
    expect(holdem!.balanceBefore).toBeNull();
    expect(unknown!.steps.map((s) => s.label)).toEqual(['Bet', 'odd', 'list', 'Settle']);
    expect(broken!.fairness).toMatchObject({ serverSeed: null, verified: null });
    expect(broken!.steps.length).toBeGreaterThan(2);
  });

  it('answers not_found for a round that does not exist', async () => {
    await expect(recallRound(t.db, '999999999')).rejects.toMatchObject({ code: 'not_found' });
  });
});
