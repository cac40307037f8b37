import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { isDomainError } from '../errors.js';
import { openWallets, promotions, wallet } from './accounts.js';
import { auditLedger } from './audit.js';
import { getWalletBalances } from './balances.js';
import { MAX_BALANCE_UNITS, move, transfer } from './transfer.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

async function newPlayer(id: string, coins: bigint): Promise<string> {
  await t.db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({ id, is_guest: true }).execute();
    await openWallets(trx, id);
  });
  if (coins > 0n) {
    await transfer(t.db, move(promotions(), wallet(id), coins, { kind: 'test_grant', currency: 'coins' }));
  }
  return id;
}

const ledgerRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`ledger on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps the audit true and no wallet negative under random concurrent transfers', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => newPlayer(`rand-${i}`, 1_000n)));
    const before = await Promise.all(players.map((p) => getWalletBalances(t.db, p)));
    const plan = fc
      .sample(
        fc.record({
          from: fc.integer({ min: 0, max: players.length - 1 }),
          to: fc.integer({ min: 0, max: players.length - 1 }),
          amount: fc.bigInt({ min: 1n, max: 700n }),
        }),
        { numRuns: 200, seed: 20261121 },
      )
      .filter((step) => step.from !== step.to);

    const outcomes = await Promise.allSettled(
      plan.map((step) =>
        transfer(
          t.db,
          move(wallet(players[step.from]!), wallet(players[step.to]!), step.amount, {
            kind: 'test_p2p',
            currency: 'coins',
          }),
        ),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const r of refused) {
      expect(isDomainError(r.reason) && r.reason.code === 'insufficient_balance').toBe(true);
    }
    expect(outcomes.length - refused.length).toBeGreaterThan(0);

    const after = await Promise.all(players.map((p) => getWalletBalances(t.db, p)));
    const total = (xs: typeof after) => xs.reduce((s, b) => s + b.coins, 0n);
    expect(total(after)).toBe(total(before));
    expect(after.every((b) => b.coins >= 0n)).toBe(true);
    const audit = await auditLedger(t.db);
    expect(audit).toMatchObject({
      ok: true,
      unbalancedTransactions: [],
      balanceMismatches: [],
      negativeBalances: [],
    });
  });

  it('moves several wallets of one transfer together (a poker hand), and under concurrency never deadlocks or loses a coin', async () => {
    const seats = await Promise.all(Array.from({ length: 4 }, (_, i) => newPlayer(`hand-${i}`, 1_000n)));
    const before = await Promise.all(seats.map((p) => getWalletBalances(t.db, p)));
    // Each "hand": two or three seats pay a winner; the winner is any seat, so two hands in flight
    // lock the same wallets in every order of the postings.
    const hands = fc.sample(
      fc
        .record({
          winner: fc.integer({ min: 0, max: seats.length - 1 }),
          losses: fc.array(fc.bigInt({ min: 1n, max: 300n }), { minLength: 2, maxLength: 3 }),
        })
        .map(({ winner, losses }) => {
          const losers = seats.filter((_, i) => i !== winner).slice(0, losses.length);
          const postings = losers.map((p, i) => ({ account: wallet(p), amount: -(losses[i] ?? 0n) }));
          const won = losses.reduce((sum, x) => sum + x, 0n);
          return [...postings.reverse(), { account: wallet(seats[winner]!), amount: won }];
        }),
      { numRuns: 60, seed: 20261205 },
    );
    const outcomes = await Promise.allSettled(
      hands.map((postings) => transfer(t.db, { kind: 'test_hand', currency: 'coins', postings })),
    );
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'insufficient_balance' });
    const moved = outcomes.filter((o) => o.status === 'fulfilled');
    expect(moved.length).toBeGreaterThan(0);
    // Every balance a transfer reports is the wallet's balance right after it.
    for (const o of moved) expect(o.value.balances.size).toBeGreaterThanOrEqual(3);
    const after = await Promise.all(seats.map((p) => getWalletBalances(t.db, p)));
    const total = (xs: typeof after) => xs.reduce((sum, b) => sum + b.coins, 0n);
    expect(total(after)).toBe(total(before));
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it.each([
    ['the first wallet by id is short', 0],
    ['a later wallet by id is short', 2],
  ])(
    'refuses a transfer of several wallets when %s, names that wallet and moves none',
    async (_, shortIndex) => {
      // One after another, so their wallets' ids ascend in this order.
      const seats: string[] = [];
      for (let i = 0; i < 3; i++)
        seats.push(await newPlayer(`short-${shortIndex}-${i}`, i === shortIndex ? 10n : 500n));
      const winner = await newPlayer(`short-${shortIndex}-winner`, 0n);
      const rowsBefore = await ledgerRows();
      const refusal = await transfer(t.db, {
        kind: 'test_hand',
        currency: 'coins',
        postings: [
          ...seats.map((p) => ({ account: wallet(p), amount: -100n })),
          { account: wallet(winner), amount: 300n },
        ],
      }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: 'insufficient_balance' });
      const shortWallet = await t.db
        .selectFrom('accounts')
        .select('id')
        .where('kind', '=', 'wallet')
        .where('user_id', '=', seats[shortIndex]!)
        .where('currency', '=', 'coins')
        .executeTakeFirstOrThrow();
      expect(refusal).toMatchObject({ details: { accountId: shortWallet.id.toString() } });
      const balances = await Promise.all(
        [...seats, winner].map(async (p) => (await getWalletBalances(t.db, p)).coins),
      );
      expect(balances).toEqual([...seats.map((_, i): bigint => (i === shortIndex ? 10n : 500n)), 0n]);
      expect(await ledgerRows()).toBe(rowsBefore);
    },
  );

  it('applies 100 concurrent requests with one idempotency key exactly once', async () => {
    const player = await newPlayer('idem', 0n);
    const request = move(promotions(), wallet(player), 500n, {
      kind: 'test_claim',
      currency: 'coins',
      idempotencyKey: 'claim:idem:1',
    });
    const results = await Promise.all(Array.from({ length: 100 }, () => transfer(t.db, request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId))).toHaveProperty('size', 1);
    expect((await getWalletBalances(t.db, player)).coins).toBe(500n);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('refuses a reused idempotency key with a different body', async () => {
    const player = await newPlayer('idem-mismatch', 0n);
    await transfer(
      t.db,
      move(promotions(), wallet(player), 100n, {
        kind: 'test_claim',
        currency: 'coins',
        idempotencyKey: 'k-mismatch',
      }),
    );
    await expect(
      transfer(
        t.db,
        move(promotions(), wallet(player), 999n, {
          kind: 'test_claim',
          currency: 'coins',
          idempotencyKey: 'k-mismatch',
        }),
      ),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    expect((await getWalletBalances(t.db, player)).coins).toBe(100n);
  });

  it('refuses an overdraft with a clear error and changes nothing', async () => {
    const payer = await newPlayer('poor', 1_000n);
    const payee = await newPlayer('payee', 0n);
    const rowsBefore = await ledgerRows();
    const txBefore = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      transfer(
        t.db,
        move(wallet(payer), wallet(payee), 1_001n, {
          kind: 'test_p2p',
          currency: 'coins',
          idempotencyKey: 'overdraft-1',
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_balance', message: 'Insufficient Balance' });
    expect(await getWalletBalances(t.db, payer)).toEqual({ coins: 1_000n, sweeps: 0n });
    expect(await getWalletBalances(t.db, payee)).toEqual({ coins: 0n, sweeps: 0n });
    expect(await ledgerRows()).toBe(rowsBefore);
    const txAfter = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(txAfter.n).toEqual(txBefore.n);
    // The refused key was rolled back with everything else, so a later valid request may use it.
    await transfer(
      t.db,
      move(wallet(payer), wallet(payee), 1_000n, {
        kind: 'test_p2p',
        currency: 'coins',
        idempotencyKey: 'overdraft-1',
      }),
    );
    expect((await getWalletBalances(t.db, payee)).coins).toBe(1_000n);
  });

  it('refuses a stake the balance does not cover even when the same transfer pays a larger win', async () => {
    const player = await newPlayer('stake-before-win', 50n);
    const round = {
      kind: 'test_round',
      currency: 'coins' as const,
      postings: [
        { account: wallet(player), amount: -100n },
        { account: promotions('house:test'), amount: 100n },
        { account: promotions('house:test'), amount: -200n },
        { account: wallet(player), amount: 200n },
      ],
    };
    await expect(transfer(t.db, round)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect((await getWalletBalances(t.db, player)).coins).toBe(50n);
  });

  it('refuses a credit that would take a wallet above MAX_MONEY (balance_limit) and moves nothing', async () => {
    const player = await newPlayer('near-ceiling', MAX_BALANCE_UNITS - 100n);
    const rowsBefore = await ledgerRows();
    await expect(
      transfer(t.db, move(promotions(), wallet(player), 101n, { kind: 'test_grant', currency: 'coins' })),
    ).rejects.toMatchObject({ code: 'balance_limit' });
    expect((await getWalletBalances(t.db, player)).coins).toBe(MAX_BALANCE_UNITS - 100n);
    expect(await ledgerRows()).toBe(rowsBefore);
    // Up to the ceiling itself is fine, and a stake still leaves room for its win.
    await transfer(t.db, move(promotions(), wallet(player), 100n, { kind: 'test_grant', currency: 'coins' }));
    expect((await getWalletBalances(t.db, player)).coins).toBe(MAX_BALANCE_UNITS);
  });

  it('still calls an uncovered stake insufficient_balance when its win would pass the ceiling', async () => {
    const player = await newPlayer('ceiling-and-short', 50n);
    const round = {
      kind: 'test_round',
      currency: 'coins' as const,
      postings: [
        { account: wallet(player), amount: -100n },
        { account: promotions('house:test'), amount: 100n },
        { account: promotions('house:test'), amount: -MAX_BALANCE_UNITS },
        { account: wallet(player), amount: MAX_BALANCE_UNITS },
      ],
    };
    await expect(transfer(t.db, round)).rejects.toMatchObject({ code: 'insufficient_balance' });
  });

  it('keeps a bet and its win as two legs and reports the new balance', async () => {
    const player = await newPlayer('two-legs', 500n);
    const result = await transfer(t.db, {
      kind: 'test_round',
      currency: 'coins',
      postings: [
        { account: wallet(player), amount: -100n },
        { account: promotions('house:legs'), amount: 100n },
        { account: promotions('house:legs'), amount: -250n },
        { account: wallet(player), amount: 250n },
      ],
    });
    expect(result.balances.get(`wallet:${player}`)).toBe(650n);
    const legs = await t.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('transaction_id', '=', result.transactionId)
      .orderBy('id')
      .execute();
    expect(legs.map((l) => l.amount)).toEqual([-100n, 100n, -250n, 250n]);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it.each([
    ['one posting', [{ account: wallet('x'), amount: 5n }]],
    [
      'postings that do not sum to zero',
      [
        { account: wallet('x'), amount: 5n },
        { account: promotions(), amount: -4n },
      ],
    ],
    [
      'a zero posting',
      [
        { account: wallet('x'), amount: 0n },
        { account: promotions(), amount: 0n },
      ],
    ],
  ])('refuses %s before touching the database', async (_name, postings) => {
    await expect(transfer(t.db, { kind: 'bad', currency: 'coins', postings })).rejects.toThrow(RangeError);
  });
});
