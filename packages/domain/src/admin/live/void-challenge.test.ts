import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import {
  balancesOf,
  chessFor,
  escrowOf,
  expectAuditOk,
  newPlayer,
  refusalOf,
} from '../../../test/challenge-fixtures.js';
import { acceptChallenge } from '../../p2p-challenges/accept-challenge.js';
import { claimChallenge } from '../../p2p-challenges/challenge-lease.js';
import { settleChallenge } from '../../p2p-challenges/challenge-settlement.js';
import { createChallenge } from '../../p2p-challenges/create-challenge.js';
import { isDomainError } from '../../errors.js';
import type { Staff } from '../staff-access.js';
import { liveOperations } from './live-operations.js';
import { ADMIN_VOID_REASON, voidChallenge } from './void-challenge.js';

// The back office's void of a challenge whose host is gone (the live room's side is tested with a
// real rooms server in apps/embedded): exactly once, against a second void or a host that comes back.
let t: TestDatabase;
let admin: Staff;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestDatabase();
  const id = await newPlayer(t.db);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
  admin = { userId: id, role: 'admin', name: 'Admin', ip: null };
});
afterAll(() => t.close());

/** A chess challenge in play between two new players, hosted by `host` whose lease then ran out. */
async function challengeInPlay(host: string | null = 'dead-host') {
  const [creator, opponent] = [await newPlayer(t.db), await newPlayer(t.db)];
  const before = await balancesOf(t.db, creator, opponent);
  const challenge = await createChallenge(t.db, creator, chessFor('40'), { now: new Date(), expiryMs: HOUR });
  await acceptChallenge(t.db, opponent, challenge.id, new Date());
  if (host) {
    await claimChallenge(t.db, challenge.id, host, 60_000);
    await t.db
      .updateTable('p2p_challenges')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', challenge.id)
      .execute();
  }
  return { id: challenge.id, creator, opponent, before };
}

const rowOf = (id: string) =>
  t.db.selectFrom('p2p_challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const voidAudits = (id: string) =>
  t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('action', '=', 'challenge.void')
    .where('target_id', '=', id)
    .execute();

describe(`voiding a challenge whose host is gone on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('shows the stuck challenge in live operations, then voids it: both stakes back, unrated, audited', async () => {
    const c = await challengeInPlay();
    const live = await liveOperations(t.db, new Date());
    expect(live.challenges.find((l) => l.challengeId === c.id)).toMatchObject({
      escrow: '80.00',
      stake: '40.00',
      host: 'dead-host',
      leaseExpired: true,
      stuck: true,
      moves: 0,
    });

    const answer = await voidChallenge(t.db, admin, c.id, 'the game froze', null);
    expect(answer).toEqual({
      voided: true,
      refunded: [
        { userId: c.creator, amount: '40.00', currency: 'coins' },
        { userId: c.opponent, amount: '40.00', currency: 'coins' },
      ],
    });
    expect(await balancesOf(t.db, c.creator, c.opponent)).toEqual(c.before);
    expect(await escrowOf(t.db, c.id)).toBe(0n);
    expect(await rowOf(c.id)).toMatchObject({
      status: 'voided',
      result: 'void',
      end_reason: ADMIN_VOID_REASON,
    });
    const ratings = await t.db
      .selectFrom('p2p_ratings')
      .selectAll()
      .where('user_id', 'in', [c.creator, c.opponent])
      .execute();
    expect(ratings).toEqual([]);
    const [audit] = await voidAudits(c.id);
    expect(audit).toMatchObject({
      actor_id: admin.userId,
      reason: 'the game froze',
      target_kind: 'challenge',
    });
    expect((await liveOperations(t.db, new Date())).challenges.map((l) => l.challengeId)).not.toContain(c.id);
    await expectAuditOk(t.db);
  });

  it('two voids at once: exactly one voids, the other is refused with 409', async () => {
    const c = await challengeInPlay();
    const outcomes = await Promise.all(
      [1, 2].map(() => refusalOf(voidChallenge(t.db, admin, c.id, 'race', null))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes).toContainEqual({
      code: 'conflict',
      message: 'This challenge is voided, not in play: only a game in play can be voided.',
    });
    expect(await balancesOf(t.db, c.creator, c.opponent)).toEqual(c.before);
    expect(await voidAudits(c.id)).toHaveLength(1);
    await expectAuditOk(t.db);
  });

  it('a void racing the old host settling a win: exactly one outcome, the money where it says', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await challengeInPlay();
      // What the old host's settlement ends with: the stored result it is answered with, or a refusal.
      const win = () =>
        settleChallenge(
          t.db,
          { challengeId: c.id, owner: 'dead-host' },
          { result: 'creator', reason: 'checkmate', record: {} },
        ).then(
          (result) => result.result,
          (error: unknown) => {
            if (isDomainError(error)) return error.code;
            throw error;
          },
        );
      const voiding = () => refusalOf(voidChallenge(t.db, admin, c.id, 'race', null));
      const [won, voided] =
        round % 2 === 0
          ? await Promise.all([win(), voiding()])
          : await Promise.all([voiding(), win()]).then(([v, w]) => [w, v] as const);
      const row = await rowOf(c.id);
      const [creator, opponent] = await balancesOf(t.db, c.creator, c.opponent);
      if (row.status === 'voided') {
        // The old host's settlement, coming second, is answered with the stored void (as any
        // later settlement of a settled challenge is) or refused for its lost lease: it moves nothing.
        expect(voided).toBe('resolved');
        expect(['void', 'conflict']).toContain(won);
        expect([creator, opponent]).toEqual(c.before);
      } else {
        expect(row.status).toBe('finished');
        expect(won).toBe('creator');
        expect(voided).toMatchObject({ code: 'conflict' });
        expect(creator?.coins).toBe((c.before[0]?.coins ?? 0n) + 4_000n);
        expect(await voidAudits(c.id)).toHaveLength(0);
      }
      await expectAuditOk(t.db);
    }
  });

  it('refuses a finished challenge (409) and an unknown one (404), moving nothing', async () => {
    const c = await challengeInPlay();
    await settleChallenge(
      t.db,
      { challengeId: c.id, owner: 'dead-host' },
      {
        result: 'opponent',
        reason: 'resignation',
        record: {},
      },
    );
    expect(await refusalOf(voidChallenge(t.db, admin, c.id, 'too late', null))).toEqual({
      code: 'conflict',
      message: 'This challenge is finished, not in play: only a game in play can be voided.',
    });
    expect(await refusalOf(voidChallenge(t.db, admin, 'no-such-challenge', 'nothing', null))).toMatchObject({
      code: 'not_found',
    });
    expect(await voidAudits(c.id)).toHaveLength(0);
  });
});
