import type { FeedPage } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_DELUXE, label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { systemClock } from '../clock.js';
import { parseMoney } from '../money.js';
import { P2P_CHALLENGE_SETTLED } from '../p2p-challenges/challenge-settlement.js';
import { drainPendingEvents } from '../projections/event-projector.js';
import { GAME_SETTLED, type StoredEvent } from '../projections/settled-play.js';
import { feedText, groupedAmount, listFeed, setSocialSettings } from './feed.js';
import { applyFeedProjection, isBigWin } from './feed-projection.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const clock = systemClock;
const units = (coins: string) => String(parseMoney(coins));

/** A settled round in the outbox, as settlement writes it. */
async function settled(userId: string, bet: string, win: string): Promise<bigint> {
  const row = await t.db
    .insertInto('domain_events')
    .values({
      type: GAME_SETTLED,
      user_id: userId,
      payload: JSON.stringify({
        gameId: DIAMOND_DELUXE,
        betAmount: units(bet),
        winAmount: units(win),
        gameData: {},
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A settled challenge's two events (one per player), as challenge settlement writes them. */
async function challengeSettled(
  creatorId: string,
  opponentId: string,
  result: 'creator' | 'opponent' | 'draw' | 'void',
): Promise<void> {
  const winner = result === 'creator' ? creatorId : result === 'opponent' ? opponentId : null;
  await t.db
    .insertInto('domain_events')
    .values(
      [creatorId, opponentId].map((userId) => ({
        type: P2P_CHALLENGE_SETTLED,
        user_id: userId,
        payload: JSON.stringify({
          challengeId: 77,
          gameType: 'chess',
          currency: 'coins',
          betAmount: '25.00',
          opponentId: userId === creatorId ? opponentId : creatorId,
          result,
          reason: 'checkmate',
          outcome: winner === null ? result : winner === userId ? 'won' : 'lost',
        }),
      })),
    )
    .execute();
}

const project = () => drainPendingEvents(t.db, { clock });

const itemsOf = (userId: string, kind?: string) =>
  t.db
    .selectFrom('social_feed_items')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind as 'big_win'))
    .orderBy('id')
    .execute();

const activityOf = async (userId: string) =>
  t.db.selectFrom('social_activity').selectAll().where('user_id', '=', userId).executeTakeFirst();

async function befriend(a: string, b: string): Promise<void> {
  await t.db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ])
    .execute();
}

const feedOf = (userId: string, before?: string, limit = 50): Promise<FeedPage> =>
  listFeed(t.db, userId, { before, limit });

describe('the big-win rule: at least 10× the stake and at least 500 coins net', () => {
  it.each([
    ['10× and 500 net exactly', '55.56', '555.60', true],
    ['50× on 20 coins (980 net)', '20.00', '1000.00', true],
    ['9.9× with a large net', '1000.00', '9900.00', false],
    ['100× under 500 net', '1.00', '100.00', false],
    ['499.99 net at 10×+', '10.00', '509.99', false],
    ['a free round (no stake)', '0.00', '5000.00', false],
    ['a loss', '100.00', '0.00', false],
  ])('%s', (_name, bet, win, expected) => {
    expect(isBigWin(parseMoney(bet), parseMoney(win))).toBe(expected);
  });
});

describe('the one-line texts, without a currency sign', () => {
  const sam = {
    id: 's',
    displayName: 'Sam K.',
    firstName: 'Sam',
    lastName: 'Kay',
    profileImageUrl: null,
    socialLevel: 3,
  };
  it.each([
    [
      'a big win, grouped',
      'big_win',
      { gameName: 'Mega Fortune', net: '2500.00' },
      'won 2,500.00 coins on Mega Fortune',
    ],
    [
      'one achievement',
      'achievement',
      { achievements: [{ id: 'first-win', name: 'First Win' }] },
      'unlocked First Win',
    ],
    [
      'three achievements',
      'achievement',
      { achievements: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
      'unlocked A, B and C',
    ],
    ['a social level', 'level_up', { ladder: 'social', level: 10 }, 'reached social level 10'],
    ['a loyalty tier', 'level_up', { ladder: 'loyalty', tier: 'Gold' }, 'reached Gold loyalty tier'],
    ['a new friend', 'new_friend', { friendId: 's' }, 'is now friends with Sam K.'],
    [
      'a win at a challenge',
      'challenge_result',
      { outcome: 'won', gameType: 'checkers' },
      'beat Sam K. at Checkers',
    ],
    ['a share', 'share', { type: 'big_win' }, 'shared a big win'],
  ] as const)('%s', (_name, kind, payload, expected) => {
    expect(feedText(kind, payload, sam)).toBe(expected);
  });
  it.each([
    ['0.50', '0.50'],
    ['999.00', '999.00'],
    ['1000.00', '1,000.00'],
    ['1234567.89', '1,234,567.89'],
  ])('groups %s as %s', (input, expected) => expect(groupedAmount(input)).toBe(expected));
});

describe(`feed projection (${label})`, () => {
  it("counts each round into the player's social activity once, in one update per batch", async () => {
    const player = await newPlayer(t.db);
    for (let i = 0; i < 5; i++) await settled(player, '1.00', '0.00');
    await project();
    expect(await activityOf(player)).toMatchObject({ rounds_played: 5, challenges_played: 0 });
    await project();
    expect((await activityOf(player))?.rounds_played).toBe(5);
  });

  it('raises the social level of each player of a batch whose rounds crossed a level, with one level_up each', async () => {
    // 100 rounds are 5 social points: level 1. The 103 events span two batches of the projector.
    const [climber, other] = [await newPlayer(t.db), await newPlayer(t.db)];
    for (let i = 0; i < 100; i++) await settled(climber, '1.00', '0.00');
    for (let i = 0; i < 3; i++) await settled(other, '1.00', '0.00');
    await project();
    expect(await activityOf(climber)).toMatchObject({ rounds_played: 100 });
    expect(await activityOf(other)).toMatchObject({ rounds_played: 3 });
    const levels = await t.db
      .selectFrom('users')
      .select(['id', 'social_level'])
      .where('id', 'in', [climber, other])
      .execute();
    expect(Object.fromEntries(levels.map((u) => [u.id, u.social_level]))).toEqual({
      [climber]: 1,
      [other]: 0,
    });
    const social = async (userId: string) =>
      (await itemsOf(userId, 'level_up')).filter(
        (i) => (i.payload as { ladder?: string }).ladder === 'social',
      );
    expect((await social(climber)).map((i) => i.payload)).toEqual([
      { ladder: 'social', level: 1, previous: 0 },
    ]);
    expect(await social(other)).toEqual([]);
  });

  it('writes a big_win item for a round that qualifies, with amounts as decimal strings, and none for others', async () => {
    const player = await newPlayer(t.db);
    await settled(player, '20.00', '1000.00');
    await settled(player, '100.00', '300.00');
    await project();
    const wins = await itemsOf(player, 'big_win');
    expect(wins).toHaveLength(1);
    expect(wins[0]?.payload).toMatchObject({
      gameName: 'Diamond Deluxe',
      bet: '20.00',
      win: '1000.00',
      net: '980.00',
    });
    const page = await feedOf(player);
    expect(page.items.find((i) => i.kind === 'big_win')?.text).toBe('won 980.00 coins on Diamond Deluxe');
  });

  it('writes an event’s items once, however often the projection sees it', async () => {
    const player = await newPlayer(t.db);
    const id = await settled(player, '10.00', '2510.00');
    const event: StoredEvent = {
      id,
      type: GAME_SETTLED,
      user_id: player,
      payload: { gameId: DIAMOND_DELUXE, betAmount: units('10.00'), winAmount: units('2510.00') },
      created_at: new Date(),
    };
    await t.db.transaction().execute(async (trx) => {
      await applyFeedProjection(trx, [event], new Date());
      await applyFeedProjection(trx, [event], new Date());
    });
    const wins = await itemsOf(player, 'big_win');
    expect(wins).toHaveLength(1);
    expect(wins[0]?.source_event_id).toBe(id);
  });

  it.each([
    ['the creator wins', 'creator', 'beat', 'lost to', 'won', 'lost'],
    ['the opponent wins', 'opponent', 'lost to', 'beat', 'lost', 'won'],
    ['a draw', 'draw', 'drew with', 'drew with', 'draw', 'draw'],
  ] as const)(
    'challenge result, %s: an item for each player and one more challenge played each',
    async (_name, result, creatorVerb, opponentVerb, creatorOutcome, opponentOutcome) => {
      const creator = await newPlayer(t.db);
      const opponent = await newPlayer(t.db);
      await t.db
        .updateTable('users')
        .set({ first_name: 'Jane', last_name: 'Doe' })
        .where('id', '=', opponent)
        .execute();
      await t.db
        .updateTable('users')
        .set({ first_name: 'Sam', last_name: 'Kay' })
        .where('id', '=', creator)
        .execute();
      await challengeSettled(creator, opponent, result);
      await project();
      for (const [player, outcome] of [
        [creator, creatorOutcome],
        [opponent, opponentOutcome],
      ] as const) {
        const items = await itemsOf(player, 'challenge_result');
        expect(items).toHaveLength(1);
        expect(items[0]?.payload).toMatchObject({ outcome, gameType: 'chess', stake: '25.00' });
        expect((await activityOf(player))?.challenges_played).toBe(1);
      }
      const [creatorItem] = (await feedOf(creator)).items;
      expect(creatorItem?.text).toBe(`${creatorVerb} Jane D. at Chess`);
      const [opponentItem] = (await feedOf(opponent)).items;
      expect(opponentItem?.text).toBe(`${opponentVerb} Sam K. at Chess`);
    },
  );

  it('a void challenge is no result: no item, no challenge counted', async () => {
    const a = await newPlayer(t.db);
    const b = await newPlayer(t.db);
    await challengeSettled(a, b, 'void');
    await project();
    expect(await itemsOf(a)).toHaveLength(0);
    expect(await activityOf(a)).toBeUndefined();
  });

  it('one achievement item per unlocking play, naming every achievement it unlocked, once', async () => {
    const player = await newPlayer(t.db);
    // A 50× first win unlocks First Win and Fifty Times Over with the same play.
    await settled(player, '1.00', '60.00');
    await settled(player, '1.00', '5.00');
    await project();
    const items = await itemsOf(player, 'achievement');
    expect(items).toHaveLength(1);
    const page = await feedOf(player);
    expect(page.items.find((i) => i.kind === 'achievement')?.text).toBe(
      'unlocked First Win and Fifty Times Over',
    );
  });

  it('a level_up item (ladder loyalty) when the batch raises the loyalty tier, once', async () => {
    const player = await newPlayer(t.db);
    // 5,000 coins wagered are 500 points: Silver.
    await settled(player, '2500.00', '0.00');
    await settled(player, '2500.00', '0.00');
    await project();
    const ups = (await itemsOf(player, 'level_up')).filter(
      (i) => (i.payload as { ladder?: string }).ladder === 'loyalty',
    );
    expect(ups).toHaveLength(1);
    expect(ups[0]?.payload).toMatchObject({ ladder: 'loyalty', tier: 'Silver', previous: 'Bronze' });
    const page = await feedOf(player);
    expect(page.items.map((i) => i.text)).toContain('reached Silver loyalty tier');
  });
});

describe(`reading the feed (${label})`, () => {
  it("shows the player's own items and friends' (not 'nobody'), never strangers' or a blocked player's", async () => {
    const me = await newPlayer(t.db);
    const friend = await newPlayer(t.db);
    const quiet = await newPlayer(t.db);
    const stranger = await newPlayer(t.db);
    const blockedFriend = await newPlayer(t.db);
    await befriend(me, friend);
    await befriend(me, quiet);
    await befriend(me, blockedFriend);
    await setSocialSettings(t.db, quiet, { feedVisibility: 'nobody' });
    await setSocialSettings(t.db, stranger, { feedVisibility: 'everyone' });
    await t.db.insertInto('player_blocks').values({ user_id: blockedFriend, blocked_user_id: me }).execute();
    for (const p of [me, friend, quiet, stranger, blockedFriend]) await settled(p, '20.00', '1000.00');
    // A friend's item naming a blocked player is left out too.
    await t.db
      .insertInto('social_feed_items')
      .values({ user_id: friend, kind: 'new_friend', payload: JSON.stringify({ friendId: blockedFriend }) })
      .execute();
    await project();

    const actors = (await feedOf(me)).items.map((i) => i.actor.id);
    expect(new Set(actors)).toEqual(new Set([me, friend]));
    // 'nobody' still sees their own.
    expect((await feedOf(quiet)).items.map((i) => i.actor.id)).toContain(quiet);
    // Friends' choice 'friends' (the default) or 'everyone' both show.
    await setSocialSettings(t.db, friend, { feedVisibility: 'everyone' });
    expect((await feedOf(me)).items.map((i) => i.actor.id)).toContain(friend);
  });

  it('pages newest first by id, with nextCursor until the end', async () => {
    const me = await newPlayer(t.db);
    for (let i = 0; i < 5; i++) await settled(me, '20.00', '1000.00');
    await project();
    const all = (await feedOf(me)).items.map((i) => i.id);
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await feedOf(me, cursor, 2);
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((i) => i.id));
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(5);
    const ids = all.map((id) => BigInt(id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
  });
});
