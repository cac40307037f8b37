import type { PlayerStatementEntry, PlayerStatementQuery } from '@casino/contracts';
import { sql, type CurrencyCode } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { gameOf } from '@casino/games';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_DELUXE, label, newPlayer, seedCatalogue } from '../../../test/economy-fixtures.js';
import { createChallenge } from '../../p2p-challenges/create-challenge.js';
import { actOnBlackjack, dealBlackjack } from '../../games/blackjack/blackjack-play.js';
import { moveBuyIn } from '../../games/holdem/table-chips.js';
import { claimTable } from '../../games/holdem/table-lease.js';
import { spinSlots } from '../../games/slots/slots-play.js';
import { promotions, wallet } from '../../ledger/accounts.js';
import { auditLedger } from '../../ledger/audit.js';
import { getWalletBalances } from '../../ledger/balances.js';
import { move, transfer } from '../../ledger/transfer.js';
import { playerStatementPage } from './player-statement.js';

// The player's statement (issue 18): every movement of their wallets, named, with the balance after
// it; filtered by currency, kind and period; keyset-paged so that entries written meanwhile never
// make a page skip or repeat one.

let t: TestDatabase;
const now = () => new Date();
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

/** Every entry of a statement, newest first, read page by page. */
async function allEntries(userId: string, query: Omit<PlayerStatementQuery, 'cursor'> = {}) {
  const entries: PlayerStatementEntry[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const answer = await playerStatementPage(
      t.db,
      userId,
      { ...query, ...(cursor ? { cursor } : {}) },
      now(),
    );
    entries.push(...answer.items);
    if (answer.nextCursor === null) return entries;
    cursor = answer.nextCursor;
  }
  throw new Error('the statement never ended');
}

const units = (money: string) => BigInt(money.replace('.', ''));

/** One movement of a wallet: a credit from promotions, or a debit to a house account. */
const MovementArb = fc.record({
  currency: fc.constantFrom<CurrencyCode>('coins', 'sweeps'),
  credit: fc.boolean(),
  /** A share of the balance for a debit, or an amount for a credit. */
  amount: fc.integer({ min: 1, max: 500_000 }),
  // Kinds the money audit ties to no other record (an adjustment or a promotion needs its own row).
  kind: fc.constantFrom('free_coins', 'referral_reward', 'loyalty_bonus_coins', 'a_kind_nobody_named'),
  spin: fc.boolean(),
});

describe(`the statement (${label})`, () => {
  it('property: the balance after each entry is the wallet balance at that entry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(MovementArb, { minLength: 1, maxLength: 10 }), async (movements) => {
        const userId = await newPlayer(t.db);
        // The wallet's balance after each transaction, as the ledger left it.
        const after = new Map<string, bigint>();
        for (const m of movements) {
          if (m.spin && m.currency === 'coins' && (await getWalletBalances(t.db, userId)).coins >= 100n) {
            await spinSlots(t.db, userId, { betAmount: '1.00', gameId: DIAMOND_DELUXE });
          } else {
            const held = (await getWalletBalances(t.db, userId))[m.currency];
            const amount =
              m.credit || held === 0n ? BigInt(m.amount) : (held * BigInt(m.amount)) / 500_000n || 1n;
            const fields = { kind: m.kind, currency: m.currency };
            await transfer(
              t.db,
              m.credit || held === 0n
                ? move(promotions(), wallet(userId), amount, fields)
                : move(wallet(userId), promotions(), amount, fields),
            );
          }
          const entries = await allEntries(userId, { limit: 3 });
          const newest = entries[0];
          if (newest) after.set(newest.transactionId, units(newest.balanceAfter));
          expect(units(newest?.balanceAfter ?? '0')).toBe(
            (await getWalletBalances(t.db, userId))[newest?.currency ?? 'coins'],
          );
        }
        // Oldest first, per currency: each balance is the one before plus the entry.
        const entries = (await allEntries(userId, { limit: 4 })).reverse();
        const running: Record<CurrencyCode, bigint> = { coins: 0n, sweeps: 0n };
        for (const entry of entries) {
          running[entry.currency] += units(entry.amount);
          expect(units(entry.balanceAfter)).toBe(running[entry.currency]);
        }
        // The last entry of each transaction is where the wallet stood when it was written.
        for (const [transactionId, balance] of after) {
          const last = entries.filter((e) => e.transactionId === transactionId).at(-1);
          expect(units(last?.balanceAfter ?? '-1')).toBe(balance);
        }
        const held = await getWalletBalances(t.db, userId);
        expect(running).toEqual(held);
      }),
      { numRuns: 12 },
    );
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('keyset paging never skips or repeats an entry while new ones are written', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (writes, limit) => {
          const userId = await newPlayer(t.db);
          for (let i = 0; i < 12; i++)
            await transfer(
              t.db,
              move(promotions(), wallet(userId), 100n, {
                kind: 'referral_reward',
                currency: i % 3 === 0 ? 'sweeps' : 'coins',
              }),
            );
          const before = (await allEntries(userId, { limit: 100 })).map((e) => e.entryId);
          const seen: string[] = [];
          let cursor: string | undefined;
          for (let page = 0; ; page++) {
            // New entries land while the pages are read: before a page, and during it.
            const credit = () =>
              transfer(
                t.db,
                move(promotions(), wallet(userId), 1n, { kind: 'free_coins', currency: 'coins' }),
              );
            const [answer] = await Promise.all([
              playerStatementPage(t.db, userId, { limit, ...(cursor ? { cursor } : {}) }, now()),
              ...Array.from({ length: writes[page % writes.length] ?? 0 }, credit),
            ]);
            seen.push(...answer.items.map((e) => e.entryId));
            if (answer.nextCursor === null) break;
            cursor = answer.nextCursor;
          }
          // Nothing twice, and every entry that was there before the paging began, once and in order.
          // A credit written during the paging may show on any page (on PostgreSQL two of them can
          // commit out of their ids' order), so only the entries of `before` are held to their places.
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen.filter((id) => before.includes(id))).toEqual(before);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('names every movement, links it to its game and round, and filters by currency, kind and period', async () => {
    const userId = await newPlayer(t.db);
    const spin = await spinSlots(t.db, userId, { betAmount: '2.00', gameId: DIAMOND_DELUXE });
    let hand = await dealBlackjack(t.db, userId, { betAmount: '10.00' });
    for (let i = 0; i < 6 && hand.sessionId === null; i++)
      hand = await actOnBlackjack(
        t.db,
        userId,
        hand.insurance?.decision === 'pending' ? 'no-insurance' : 'stand',
      );
    const challenge = await createChallenge(
      t.db,
      userId,
      { gameType: 'chess', betAmount: '5', betType: 'coins', skillLevel: 'any' },
      { now: new Date(), expiryMs: 3_600_000 },
    );
    const lease = { tableId: 2, owner: 'statement-test' };
    await claimTable(t.db, lease.tableId, lease.owner, 60_000);
    await moveBuyIn(t.db, lease, userId, 4_000n);
    await transfer(
      t.db,
      move(promotions(), wallet(userId), 250n, { kind: 'social_connect_bonus', currency: 'sweeps' }),
    );
    await transfer(
      t.db,
      move(promotions(), wallet(userId), 125n, { kind: 'a_kind_nobody_named', currency: 'coins' }),
    );

    const entries = await allEntries(userId, { limit: 5 });
    const row = (e: PlayerStatementEntry) => [
      e.kindLabel,
      e.group,
      e.currency,
      e.amount,
      e.game,
      e.roundLabel,
    ];
    const table = await t.db
      .selectFrom('poker_tables')
      .select('name')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const spinRound = `Round #${spin.sessionId}`;
    const handRound = `Round #${hand.sessionId}`;
    const expected = [
      ['a_kind_nobody_named', 'other', 'coins', '1.25', null, null],
      ['Social connect bonus', 'social', 'sweeps', '2.50', null, null],
      ['Poker buy-in', 'poker', 'coins', '-40.00', `${gameOf('holdem').name} · ${table.name}`, null],
      ['Challenge stake', 'challenges', 'coins', '-5.00', 'Chess challenge', 'Challenge'],
      ...(hand.winAmount !== '0.00'
        ? [['Win', 'games', 'coins', hand.winAmount, 'Classic Blackjack', handRound]]
        : []),
      ['Bet', 'games', 'coins', '-10.00', 'Classic Blackjack', handRound],
      ...(spin.winAmount !== '0.00'
        ? [['Round return', 'games', 'coins', spin.winAmount, 'Diamond Deluxe', spinRound]]
        : []),
      ['Round stake', 'games', 'coins', '-2.00', 'Diamond Deluxe', spinRound],
      ['Welcome coins', 'free-coins', 'sweeps', '10.00', null, null],
      ['Welcome coins', 'free-coins', 'coins', '10000.00', null, null],
    ];
    // A win paid in the same transaction as the stake is listed after it (its entry comes later).
    expect(entries.map(row)).toEqual(expected);
    expect(entries.find((e) => e.kind === 'p2p_challenge_stake')?.roundId).toBe(`challenge-${challenge.id}`);
    expect(entries.find((e) => e.kind === 'bet')?.roundId).toBe(`session-${hand.sessionId}`);

    const ofFilter = async (query: Omit<PlayerStatementQuery, 'cursor'>) =>
      (await allEntries(userId, { limit: 4, ...query })).map((e) => e.kindLabel);
    expect(await ofFilter({ currency: 'sweeps' })).toEqual(['Social connect bonus', 'Welcome coins']);
    expect(await ofFilter({ kind: 'other' })).toEqual(['a_kind_nobody_named']);
    expect(await ofFilter({ kind: 'poker' })).toEqual(['Poker buy-in']);
    expect(await ofFilter({ kind: 'games', currency: 'sweeps' })).toEqual([]);
    expect((await ofFilter({ kind: 'games' })).length).toBe(expected.filter((e) => e[1] === 'games').length);
    expect(await ofFilter({ period: 'today' })).toHaveLength(expected.length);
    expect(await ofFilter({ period: 'custom', from: '2020-01-01', to: '2020-12-31' })).toEqual([]);
    // Yesterday's movements fall out of "today" and into a range that holds yesterday.
    const moved = entries.filter((e) => e.group === 'free-coins').map((e) => e.transactionId);
    await sql`update ledger_entries set created_at = now() - interval '1 day'
              where transaction_id = any(${moved}::bigint[])`.execute(t.db);
    expect(await ofFilter({ period: 'today' })).not.toContain('Welcome coins');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await ofFilter({ from: yesterday, to: yesterday })).toEqual(['Welcome coins', 'Welcome coins']);
    expect(await ofFilter({ period: '7d', kind: 'free-coins' })).toEqual(['Welcome coins', 'Welcome coins']);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it("never shows another player's entries", async () => {
    const [alice, bob] = [await newPlayer(t.db), await newPlayer(t.db)];
    await spinSlots(t.db, bob, { betAmount: '1.00', gameId: DIAMOND_DELUXE });
    const mine = await allEntries(alice);
    expect(mine.map((e) => e.kindLabel)).toEqual(['Welcome coins', 'Welcome coins']);
  });
});
