import type { PlayerRoundRow, PlayerRoundsQuery } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredPlayer } from '../../../test/challenge-fixtures.js';
import { label, seedCatalogue } from '../../../test/economy-fixtures.js';
import { spinRouletteWheel } from '../../games/roulette/roulette-play.js';
import { spinSlots } from '../../games/slots/slots-play.js';
import { acceptChallenge } from '../../p2p-challenges/accept-challenge.js';
import { claimChallenge } from '../../p2p-challenges/challenge-lease.js';
import { settleChallenge } from '../../p2p-challenges/challenge-settlement.js';
import { createChallenge } from '../../p2p-challenges/create-challenge.js';
import { playerRoundsPage } from './player-rounds.js';

// The player's rounds (issue 18): game sessions and ended challenges, newest first, by game, keyset
// paged; each with the currency its money moved in and its outcome in a few words.

let t: TestDatabase;
let player: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  player = await registeredPlayer(t.db);
});
afterAll(() => t.close());

async function allRounds(userId: string, query: Omit<PlayerRoundsQuery, 'cursor'> = {}) {
  const rows: PlayerRoundRow[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await playerRoundsPage(t.db, userId, { ...query, ...(cursor ? { cursor } : {}) });
    rows.push(...page.items);
    if (page.nextCursor === null) return rows;
    cursor = page.nextCursor;
  }
  throw new Error('the list never ended');
}

async function sweepsChallengeWon(userId: string) {
  const other = await registeredPlayer(t.db);
  const challenge = await createChallenge(
    t.db,
    other,
    { gameType: 'checkers', betAmount: '2', betType: 'sweepstakes', skillLevel: 'any' },
    { now: new Date(), expiryMs: 3_600_000 },
  );
  await acceptChallenge(t.db, userId, challenge.id, new Date());
  await claimChallenge(t.db, challenge.id, 'rounds-test', 60_000);
  await settleChallenge(
    t.db,
    { challengeId: challenge.id, owner: 'rounds-test' },
    { result: 'opponent', reason: 'resignation', record: {} },
  );
  return challenge.id;
}

describe(`the rounds list (${label})`, () => {
  it('newest first across games and challenges, each named, with its currency and outcome', async () => {
    const slot = await spinSlots(t.db, player, { betAmount: '1.00', gameId: 6 });
    const wheel = await spinRouletteWheel(t.db, player, {
      betValue: null,
      bets: [{ type: 'red', amount: '3.00' }],
    } as never);
    const challengeId = await sweepsChallengeWon(player);
    const rows = await allRounds(player);
    expect(rows.map((r) => [r.id, r.gameName, r.currency, r.stake])).toEqual([
      [`challenge-${challengeId}`, 'Checkers challenge', 'sweeps', '2.00'],
      [`session-${wheel.sessionId}`, 'European Roulette', 'coins', '3.00'],
      [`session-${slot.sessionId}`, 'Diamond Deluxe', 'coins', '1.00'],
    ]);
    expect(rows[0]).toMatchObject({
      source: 'challenge',
      game: 'challenges',
      returned: '4.00',
      net: '2.00',
      summary: 'won',
    });
    expect(rows[1]).toMatchObject({ game: 'roulette', summary: `${wheel.number} ${wheel.color}` });
    expect(rows[2]?.summary).toMatch(/^(no win|pays ×\d+)$/);
  });

  it('filters by game: one game of the registry, or the challenges', async () => {
    expect((await allRounds(player, { game: 'diamond-deluxe' })).map((r) => r.gameName)).toEqual([
      'Diamond Deluxe',
    ]);
    expect((await allRounds(player, { game: 'challenges' })).map((r) => r.source)).toEqual(['challenge']);
    expect(await allRounds(player, { game: 'craps' })).toEqual([]);
  });

  it('pages by keyset: every round once, in order, whatever settles meanwhile', async () => {
    const userId = await registeredPlayer(t.db);
    for (let i = 0; i < 7; i++) await spinSlots(t.db, userId, { betAmount: '1.00', gameId: 6 });
    await sweepsChallengeWon(userId);
    const before = (await allRounds(userId)).map((r) => r.id);
    expect(before).toHaveLength(8);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await playerRoundsPage(t.db, userId, { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((r) => r.id));
      await spinSlots(t.db, userId, { betAmount: '1.00', gameId: 6 });
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(before);
  });

  it("never lists another player's rounds", async () => {
    expect(await allRounds(await registeredPlayer(t.db))).toEqual([]);
  });
});
