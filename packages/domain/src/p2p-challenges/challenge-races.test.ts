import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { DEFAULT_CHALLENGE_EXPIRY_MS } from '@casino/games';
import {
  balancesOf,
  chessFor,
  escrowOf,
  expectAuditOk,
  newPlayer,
  refusalOf,
} from '../../test/challenge-fixtures.js';
import { acceptChallenge, ALREADY_ACCEPTED_MESSAGE } from './accept-challenge.js';
import { claimChallenge } from './challenge-lease.js';
import { settleChallenge } from './challenge-settlement.js';
import { createChallenge, MAX_OPEN_CHALLENGES_PER_PLAYER } from './create-challenge.js';
import { cancelChallenge, expireChallenge, expireChallenges } from './end-open-challenge.js';

// Races between the calls that change a challenge, run at once on separate connections (real
// PostgreSQL in the integration stage, TEST_DATABASE_URL; PGlite serialises them, which must hold too).
// After each: exactly one outcome, every stake where the outcome says, and the ledger audit true.
let t: TestDatabase;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const settled = <T>(promises: Array<Promise<T>>) => Promise.all(promises.map((p) => refusalOf(p)));

describe(`challenge races on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('20 racing accepts of one challenge: one wins, its stake alone is escrowed, 19 move nothing', async () => {
    const creator = await newPlayer(t.db);
    const accepters = await Promise.all(Array.from({ length: 20 }, () => newPlayer(t.db)));
    const challenge = await createChallenge(t.db, creator, chessFor('75'), {
      now: new Date(),
      expiryMs: HOUR,
    });
    const before = await balancesOf(t.db, ...accepters);

    const outcomes = await settled(
      accepters.map((id) => acceptChallenge(t.db, id, challenge.id, new Date())),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'resolved')).toEqual(
      Array.from({ length: 19 }, () => ({ code: 'conflict', message: ALREADY_ACCEPTED_MESSAGE })),
    );
    const winner = accepters[outcomes.indexOf('resolved')];
    const after = await balancesOf(t.db, ...accepters);
    for (const [i, id] of accepters.entries()) {
      const spent = (before[i]?.coins ?? 0n) - (after[i]?.coins ?? 0n);
      expect(spent).toBe(id === winner ? 7_500n : 0n);
    }
    expect(await escrowOf(t.db, challenge.id)).toBe(15_000n);
    const row = await t.db
      .selectFrom('p2p_challenges')
      .selectAll()
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'playing', opponent_id: winner });
    await expectAuditOk(t.db);
  });

  it('cancel against accept: exactly one wins, and the escrow says which', async () => {
    for (let round = 0; round < 6; round++) {
      const [creator, accepter] = [await newPlayer(t.db), await newPlayer(t.db)];
      const challenge = await createChallenge(t.db, creator, chessFor('30'), {
        now: new Date(),
        expiryMs: HOUR,
      });
      // Alternate which call is sent first.
      const accept = () => refusalOf(acceptChallenge(t.db, accepter, challenge.id, new Date()));
      const cancel = () => refusalOf(cancelChallenge(t.db, creator, challenge.id, new Date()));
      const [accepted, cancelled] =
        round % 2 === 0
          ? await Promise.all([accept(), cancel()])
          : await Promise.all([cancel(), accept()]).then(([c, a]) => [a, c] as const);
      expect([accepted, cancelled].filter((o) => o === 'resolved')).toHaveLength(1);
      const [c, a] = await balancesOf(t.db, creator, accepter);
      if (accepted === 'resolved') {
        expect(cancelled).toEqual({
          code: 'conflict',
          message: 'This challenge has been accepted and can no longer be cancelled.',
        });
        expect(await escrowOf(t.db, challenge.id)).toBe(6_000n);
        expect([c?.coins, a?.coins]).toEqual([997_000n, 997_000n]);
      } else {
        expect(accepted).toEqual({
          code: 'conflict',
          message: 'This challenge was cancelled by its creator.',
        });
        expect(await escrowOf(t.db, challenge.id)).toBe(0n);
        expect([c?.coins, a?.coins]).toEqual([1_000_000n, 1_000_000n]);
      }
    }
    await expectAuditOk(t.db);
  });

  it('expiry against accept: refunded once or accepted, never both; two sweeps refund once', async () => {
    for (let round = 0; round < 6; round++) {
      const [creator, accepter] = [await newPlayer(t.db), await newPlayer(t.db)];
      const created = new Date();
      const challenge = await createChallenge(t.db, creator, chessFor('20'), {
        now: created,
        expiryMs: HOUR,
      });
      // The accept reads the clock just before expiry, the sweeps just after: the row lock decides.
      const [accepted, sweepA, sweepB] = await Promise.all([
        refusalOf(acceptChallenge(t.db, accepter, challenge.id, new Date(created.getTime() + HOUR - 1))),
        expireChallenge(t.db, challenge.id, new Date(created.getTime() + HOUR)),
        expireChallenges(t.db, new Date(created.getTime() + HOUR)),
      ]);
      const expiredBy = [sweepA ? 1 : 0, sweepB.some((c) => c.challengeId === challenge.id) ? 1 : 0];
      const [c] = await balancesOf(t.db, creator);
      if (accepted === 'resolved') {
        expect(expiredBy).toEqual([0, 0]);
        expect(await escrowOf(t.db, challenge.id)).toBe(4_000n);
      } else {
        expect(accepted).toEqual({ code: 'conflict', message: 'This challenge has expired.' });
        expect(expiredBy[0]! + expiredBy[1]!).toBe(1);
        expect(await escrowOf(t.db, challenge.id)).toBe(0n);
        expect(c?.coins).toBe(1_000_000n);
      }
      const refunds = await t.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `challenge-refund:${challenge.id}`)
        .execute();
      expect(refunds).toHaveLength(accepted === 'resolved' ? 0 : 1);
    }
    await expectAuditOk(t.db);
  });

  it('settle twice at once (the same outcome, or two different ones): paid once, the first result stands', async () => {
    for (const second of ['creator', 'opponent'] as const) {
      const [creator, opponent] = [await newPlayer(t.db), await newPlayer(t.db)];
      const challenge = await createChallenge(t.db, creator, chessFor('60'), {
        now: new Date(),
        expiryMs: HOUR,
      });
      await acceptChallenge(t.db, opponent, challenge.id, new Date());
      await claimChallenge(t.db, challenge.id, 'rooms-1', 30_000);
      const lease = { challengeId: challenge.id, owner: 'rooms-1' };
      const results = await Promise.all([
        settleChallenge(t.db, lease, { result: 'creator', reason: 'checkmate', record: {} }),
        settleChallenge(t.db, lease, { result: second, reason: 'timeout', record: {} }),
      ]);
      expect(results[1]).toEqual(results[0]);
      const [c, o] = await balancesOf(t.db, creator, opponent);
      const winnerGot = results[0].winnerId === creator ? c?.coins : o?.coins;
      const loserGot = results[0].winnerId === creator ? o?.coins : c?.coins;
      expect([winnerGot, loserGot]).toEqual([1_006_000n, 994_000n]);
      const wins = await t.db
        .selectFrom('users')
        .select(['total_wins_p2p', 'total_losses_p2p'])
        .where('id', 'in', [creator, opponent])
        .execute();
      expect(wins.map((w) => w.total_wins_p2p + w.total_losses_p2p)).toEqual([1, 1]);
      const ratings = await t.db
        .selectFrom('p2p_ratings')
        .select('games')
        .where('user_id', 'in', [creator, opponent])
        .execute();
      expect(ratings.map((r) => r.games)).toEqual([1, 1]);
    }
    await expectAuditOk(t.db);
  });

  it(`creates at once never pass the cap of ${MAX_OPEN_CHALLENGES_PER_PLAYER} open challenges`, async () => {
    const player = await newPlayer(t.db);
    const outcomes = await settled(
      Array.from({ length: 14 }, () =>
        createChallenge(t.db, player, chessFor('1'), { now: new Date(), expiryMs: HOUR }),
      ),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(MAX_OPEN_CHALLENGES_PER_PLAYER);
    const [b] = await balancesOf(t.db, player);
    expect(b?.coins).toBe(1_000_000n - 100n * BigInt(MAX_OPEN_CHALLENGES_PER_PLAYER));
    await expectAuditOk(t.db);
  });

  it("a player's games settle while the same player accepts and creates others, without a deadlock", async () => {
    const hour = { expiryMs: HOUR };
    for (let round = 0; round < 5; round++) {
      const [shared, x, y, z] = [
        await newPlayer(t.db),
        await newPlayer(t.db),
        await newPlayer(t.db),
        await newPlayer(t.db),
      ];
      const games: string[] = [];
      for (const [creator, opponent] of [
        [shared, x],
        [y, shared],
      ] as const) {
        const c = await createChallenge(t.db, creator, chessFor('10'), { now: new Date(), ...hour });
        await acceptChallenge(t.db, opponent, c.id, new Date());
        await claimChallenge(t.db, c.id, 'rooms-2', 30_000);
        games.push(c.id);
      }
      const waiting = await createChallenge(t.db, z, chessFor('10'), { now: new Date(), ...hour });
      const [g0, g1] = games as [string, string];
      // Settling locks both players and then the ledger; accepting and creating lock the shared
      // player's user row (a foreign key, or the open-challenge cap) and wallet too.
      const outcomes = await settled<unknown>([
        settleChallenge(
          t.db,
          { challengeId: g0, owner: 'rooms-2' },
          { result: 'creator', reason: 'checkmate', record: {} },
        ),
        acceptChallenge(t.db, shared, waiting.id, new Date()),
        settleChallenge(
          t.db,
          { challengeId: g1, owner: 'rooms-2' },
          { result: 'opponent', reason: 'checkmate', record: {} },
        ),
        createChallenge(t.db, shared, chessFor('5'), {
          now: new Date(),
          expiryMs: DEFAULT_CHALLENGE_EXPIRY_MS,
        }),
      ]);
      expect(outcomes).toEqual(['resolved', 'resolved', 'resolved', 'resolved']);
      const user = await t.db
        .selectFrom('users')
        .select('total_wins_p2p')
        .where('id', '=', shared)
        .executeTakeFirstOrThrow();
      expect(user.total_wins_p2p).toBe(2);
    }
    await expectAuditOk(t.db);
  });
});
