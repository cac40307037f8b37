import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { sql } from '@casino/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, refusalOf } from '../../test/challenge-fixtures.js';
import { answerFriendRequest, sendFriendRequest } from './friend-requests.js';
import { removeFriend } from './friendships.js';
import { blockPlayer, unblockPlayer } from './player-blocks.js';
import { socialLevelOf } from './social-level.js';

// Any sequence of friend calls between a few players, refused or not, leaves the tables consistent:
// friendships come in pairs, friends_count and the level match them, at most one request is pending
// per pair, and blocked players are never friends nor have a pending request.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const PLAYERS = 3;
const pair = fc.tuple(fc.nat(PLAYERS - 1), fc.nat(PLAYERS - 1)).filter(([a, b]) => a !== b);
const step = fc.oneof(
  pair.map(([a, b]) => ({ op: 'send' as const, a, b })),
  pair.map(([a, b]) => ({ op: 'accept' as const, a, b })),
  pair.map(([a, b]) => ({ op: 'decline' as const, a, b })),
  pair.map(([a, b]) => ({ op: 'cancel' as const, a, b })),
  pair.map(([a, b]) => ({ op: 'remove' as const, a, b })),
  pair.map(([a, b]) => ({ op: 'block' as const, a, b })),
  pair.map(([a, b]) => ({ op: 'unblock' as const, a, b })),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function latestRequestId(from: string, to: string): Promise<string> {
  const row = await t.db
    .selectFrom('friend_requests')
    .select('id')
    .where('from_user_id', '=', from)
    .where('to_user_id', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? String(row.id) : '999999999';
}

async function run(ids: string[], { op, a, b }: Step): Promise<unknown> {
  const [x, y] = [ids[a] as string, ids[b] as string];
  const now = new Date();
  switch (op) {
    case 'send':
      return sendFriendRequest(t.db, x, y, now);
    case 'accept':
    case 'decline':
      // x answers the latest request y sent x.
      return answerFriendRequest(t.db, x, await latestRequestId(y, x), op, now);
    case 'cancel':
      return answerFriendRequest(t.db, x, await latestRequestId(x, y), 'cancel', now);
    case 'remove':
      return removeFriend(t.db, x, y, now);
    case 'block':
      return blockPlayer(t.db, x, y, now);
    case 'unblock':
      return unblockPlayer(t.db, x, y);
  }
}

async function expectConsistent(ids: string[]): Promise<void> {
  const friendships = await t.db.selectFrom('friendships').selectAll().where('user_id', 'in', ids).execute();
  const has = (u: string, f: string) => friendships.some((row) => row.user_id === u && row.friend_id === f);
  for (const row of friendships) expect(has(row.friend_id, row.user_id)).toBe(true);
  const users = await t.db
    .selectFrom('users')
    .select(['id', 'friends_count', 'social_level'])
    .where('id', 'in', ids)
    .execute();
  for (const user of users) {
    const friends = friendships.filter((row) => row.user_id === user.id).length;
    expect(user.friends_count).toBe(friends);
    expect(user.social_level).toBe(
      socialLevelOf({ roundsPlayed: 0, challengesPlayed: 0, shares: 0, friends }),
    );
  }
  const pending = await sql<{ n: string }>`select count(*) as n from friend_requests
    where status = 'pending' and from_user_id in (${sql.join(ids)})
    group by least(from_user_id, to_user_id), greatest(from_user_id, to_user_id)`.execute(t.db);
  for (const row of pending.rows) expect(Number(row.n)).toBe(1);
  const blocks = await t.db.selectFrom('player_blocks').selectAll().where('user_id', 'in', ids).execute();
  for (const block of blocks) {
    expect(has(block.user_id, block.blocked_user_id)).toBe(false);
    const open = await t.db
      .selectFrom('friend_requests')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', block.user_id), eb('to_user_id', '=', block.blocked_user_id)]),
          eb.and([eb('from_user_id', '=', block.blocked_user_id), eb('to_user_id', '=', block.user_id)]),
        ]),
      )
      .execute();
    expect(open).toEqual([]);
  }
}

describe('friend calls in any order', () => {
  it('keep friendships, counts, levels, requests and blocks consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const ids = await Promise.all(Array.from({ length: PLAYERS }, () => newPlayer(t.db)));
        for (const s of steps) await refusalOf(run(ids, s));
        await expectConsistent(ids);
      }),
      { numRuns: 25 },
    );
  });
});
