import { createDatabase, sql, type DatabaseHandle } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuditOk, newPlayer } from '../../test/challenge-fixtures.js';
import { seedCatalogue } from '../../test/economy-fixtures.js';
import { openWagerTables, STAKE_UNITS, wagerPaths, type WagerPath } from '../../test/wager-paths.js';
import { isDomainError } from '../errors.js';
import { setPlayerLimit } from './player-limits.js';
import { DEFAULT_RG_RULES } from './rg-rules.js';
import { systemClock } from '../clock.js';

// Two processes (two connection pools: each has its own seed-pair cache, play turns and statement
// batches) staking for one player at once, on every path, cannot together pass the player's limit.

let t: TestDatabase;
let other: DatabaseHandle;
let paths: WagerPath[];

describe.runIf(process.env.TEST_DATABASE_URL)('wager races across two processes (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestDatabase();
    if (!t.url) throw new Error('needs a server');
    other = createDatabase({ kind: 'postgres', url: t.url, poolSize: 10 });
    await seedCatalogue(t.db);
    paths = wagerPaths(await openWagerTables(t.db)).filter((p) => p.stakes > 0n);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const stakedFromLedger = async (userId: string) =>
    BigInt(
      (
        await sql<{ staked: string }>`
          select coalesce(sum(-e.amount), 0)::text as staked from ledger_entries e
          join accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
          where a.user_id = ${userId} and a.kind = 'wallet' and e.amount < 0
            and t.kind in ('round', 'bet', 'live_bet', 'poker_buy_in', 'p2p_challenge_stake')`.execute(t.db)
      ).rows[0]?.staked ?? 0,
    );

  it('many spins at once from both processes stop exactly at a daily limit', async () => {
    const player = await newPlayer(t.db);
    await setPlayerLimit(
      t.db,
      player,
      { kind: 'wager', currency: 'coins', period: 'day', amount: '50.00' },
      { clock: systemClock, rules: DEFAULT_RG_RULES },
    );
    const slot = paths.find((p) => p.name.startsWith('slot'));
    if (!slot) throw new Error('no slot path');
    const plays = Array.from({ length: 24 }, (_, i) => slot.play(i % 2 === 0 ? t.db : other.db, player));
    const results = await Promise.allSettled(plays);
    const codes = results.map((r) =>
      r.status === 'fulfilled' ? 'settled' : isDomainError(r.reason) ? r.reason.code : String(r.reason),
    );
    expect(codes.filter((c) => c === 'settled')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'settled' && c !== 'wager_limit_reached' && c !== 'conflict')).toEqual(
      [],
    );
    expect(await stakedFromLedger(player)).toBe(5n * STAKE_UNITS);
    await expectAuditOk(t.db);
  });

  it('every path at once, from both processes, never passes the limit together', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const player = await newPlayer(t.db);
      await setPlayerLimit(
        t.db,
        player,
        { kind: 'wager', currency: 'coins', period: 'day', amount: '40.00' },
        { clock: systemClock, rules: DEFAULT_RG_RULES },
      );
      // Each path twice, half of them from each process: far more than the limit allows.
      const plays = paths.flatMap((path, i) => [
        path.play(t.db, player),
        path.play(i % 2 ? t.db : other.db, player),
      ]);
      const results = await Promise.allSettled(plays);
      const refused = results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => (isDomainError(r.reason) ? r.reason.code : String(r.reason)));
      const staked = await stakedFromLedger(player);
      // Four stakes fit; every other play was refused by the limit, or by its own game's rules: a round
      // already open (a second deal), a pass bet while the first roll's point is on (craps).
      const gameRules = ['round_in_progress', 'invalid_bet'];
      expect(staked).toBe(4n * STAKE_UNITS);
      expect(refused.filter((c) => c !== 'wager_limit_reached' && !gameRules.includes(c))).toEqual([]);
      expect(refused).toHaveLength(plays.length - 4);
      const totals = await t.db
        .selectFrom('rg_wager_totals')
        .select('total')
        .where('user_id', '=', player)
        .where('currency', '=', 'coins')
        .where('period', '=', 'day')
        .executeTakeFirstOrThrow();
      // The gate's count is exactly what the ledger took: nothing counted twice, nothing missed.
      expect(totals.total).toBe(staked);
    }
    await expectAuditOk(t.db);
  });
});
