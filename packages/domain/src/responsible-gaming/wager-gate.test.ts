import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuditOk, newPlayer, refusalOf } from '../../test/challenge-fixtures.js';
import { fixedClock, label, seedCatalogue } from '../../test/economy-fixtures.js';
import { openWagerTables, STAKE_UNITS, wagerPaths, type WagerPath } from '../../test/wager-paths.js';
import { getWalletBalances } from '../ledger/balances.js';
import { selfExclude, takeBreak } from './breaks-and-exclusions.js';
import { setPlayerLimit } from './player-limits.js';
import { useResponsibleGamingClock } from './rg-clock.js';
import { DEFAULT_RG_RULES } from './rg-rules.js';

// Every path that takes a stake passes the wager gate: a break, an exclusion, a wager limit and the
// session limit each refuse every one of them with their own code, and a refusal moves nothing.

let t: TestDatabase;
let paths: WagerPath[];
const clock = fixedClock(new Date().toISOString());
const options = { clock, rules: DEFAULT_RG_RULES };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  useResponsibleGamingClock(t.db, clock);
  paths = wagerPaths(await openWagerTables(t.db));
});
afterAll(() => t.close());

type Setup = (userId: string) => Promise<void>;

const tools: Array<{ tool: string; setup: Setup; code: string; message: RegExp; staking?: boolean }> = [
  {
    tool: 'a break',
    setup: (u) => takeBreak(t.db, u, 3, clock),
    code: 'taking_a_break',
    message:
      /^You are taking a break until .+ UTC\. Games, purchases and promotions are closed until then\.$/,
  },
  {
    tool: 'a self-exclusion',
    setup: (u) => selfExclude(t.db, u, '6-months', clock),
    code: 'self_excluded',
    message: /^You have excluded yourself until .+ UTC\./,
  },
  {
    tool: 'an indefinite self-exclusion',
    setup: (u) => selfExclude(t.db, u, 'indefinite', clock),
    code: 'self_excluded',
    message: /^You have excluded yourself indefinitely\./,
  },
  {
    tool: 'a daily wager limit below the stake',
    setup: async (u) => {
      await setPlayerLimit(
        t.db,
        u,
        { kind: 'wager', currency: 'coins', period: 'day', amount: '9.99' },
        options,
      );
    },
    code: 'wager_limit_reached',
    message:
      /^This bet would take you past your daily wager limit of 9\.99 GC \(0\.00 GC played today\)\. The limit resets .+ 00:00 UTC\.$/,
    staking: true,
  },
  {
    tool: 'a reached session limit',
    setup: async (u) => {
      await setPlayerLimit(t.db, u, { kind: 'session', minutes: 15 }, options);
      // A session that began 20 minutes ago, its last wager one minute ago.
      const now = clock();
      await t.db
        .updateTable('rg_players')
        .set({
          session_started_at: new Date(now.getTime() - 20 * 60_000),
          session_last_wager_at: new Date(now.getTime() - 60_000),
        })
        .where('user_id', '=', u)
        .execute();
    },
    code: 'session_limit_reached',
    message: /^You reached your session limit of 15 min\. Play resumes .+ UTC, after a 30 min pause\.$/,
  },
];

describe(`the wager gate on every path (${label})`, () => {
  /** What left the player's coin wallet, in minor units (the ledger's debits of it). */
  const coinsStakedBy = async (player: string): Promise<bigint> => {
    const row = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select((eb) => eb.fn.sum<string>('e.amount').as('total'))
      .where('a.user_id', '=', player)
      .where('a.kind', '=', 'wallet')
      .where('a.currency', '=', 'coins')
      .where('e.amount', '<', 0n)
      .executeTakeFirst();
    return -BigInt(row?.total ?? 0);
  };

  it('lets every path through for a player without tools, and each stakes what it says', async () => {
    for (const path of paths) {
      const player = await newPlayer(t.db);
      const before = (await getWalletBalances(t.db, player)).coins;
      await path.play(t.db, player);
      const after = (await getWalletBalances(t.db, player)).coins;
      // Stakes leave the wallet (a round settled at once may return some, even all of it): a free
      // spin takes none.
      if (path.stakes === 0n) expect(after).toBeGreaterThanOrEqual(before);
      else expect(await coinsStakedBy(player), path.name).toBeGreaterThanOrEqual(path.stakes);
    }
  });

  for (const { tool, setup, code, message, staking } of tools) {
    it(`refuses every path under ${tool}, moving nothing`, async () => {
      const outcomes: Record<string, string> = {};
      for (const path of paths) {
        // A wager limit concerns stakes only: a free spin (the house's stake) is not counted.
        const expected = staking && path.stakes === 0n ? 'resolved' : code;
        const player = await newPlayer(t.db);
        await setup(player);
        const before = await getWalletBalances(t.db, player);
        const refused = await refusalOf(path.play(t.db, player));
        outcomes[path.name] = refused === 'resolved' ? 'resolved' : refused.code;
        if (refused !== 'resolved') {
          expect(refused.message).toMatch(message);
          expect(await getWalletBalances(t.db, player)).toEqual(before);
        }
        expect(outcomes[path.name], path.name).toBe(expected);
      }
      expect(Object.keys(outcomes)).toHaveLength(paths.length);
    });
  }

  it('counts each path’s stake once toward the wager totals, and only stakes', async () => {
    for (const path of paths) {
      const player = await newPlayer(t.db);
      await setPlayerLimit(
        t.db,
        player,
        { kind: 'wager', currency: 'coins', period: 'month', amount: '1000.00' },
        options,
      );
      await path.play(t.db, player);
      const totals = await t.db
        .selectFrom('rg_wager_totals')
        .select(['period', 'total'])
        .where('user_id', '=', player)
        .where('currency', '=', 'coins')
        .execute();
      expect(totals.map((r) => [r.period, r.total]).sort(), path.name).toEqual([
        ['day', path.stakes],
        ['month', path.stakes],
        ['week', path.stakes],
      ]);
    }
    expect(STAKE_UNITS).toBe(1000n);
    await expectAuditOk(t.db);
  });
});
