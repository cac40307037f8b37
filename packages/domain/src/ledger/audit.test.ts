import type { Database, Transaction } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue, spin } from '../../test/economy-fixtures.js';
import { recordSettlement } from '../casino/settlement.js';
import { gameIdOf } from '@casino/games';
import { escrow, house, promotions, store, wallet } from './accounts.js';
import { auditLedger } from './audit.js';
import { move, postTransfer } from './transfer.js';

// The audit catches each way money and records can part (a lost, doubled or unrecorded round; a
// purchase credited twice, never, or without completing). Each case damages the books inside a
// transaction, audits them there, and rolls back.

let t: TestDatabase;
let player: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  player = await newPlayer(t.db);
  await spin(t.db, player, 5);
});
afterAll(() => t.close());

class RolledBack extends Error {}
async function withinRolledBack(run: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  await t.db
    .transaction()
    .execute(async (trx) => {
      await run(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

async function purchase(
  trx: Transaction<Database>,
  userId: string,
  status: 'pending' | 'completed' | 'failed',
  coins = 50_000n,
) {
  const row = await trx
    .insertInto('coin_purchases')
    .values({
      user_id: userId,
      idempotency_key: `key-${Math.random()}`,
      fingerprint: 'f',
      package_id: 1,
      price_cents: 499,
      coins,
      sweeps: 0n,
      provider: 'sandbox',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const credit = (trx: Transaction<Database>, userId: string, purchaseId: bigint, amount: bigint) =>
  postTransfer(
    trx,
    move(store(), wallet(userId), amount, {
      kind: 'coin_purchase',
      currency: 'coins',
      idempotencyKey: `coin_purchase:coins:${purchaseId}`,
    }),
  );

/** An open challenge row, as create-challenge.ts writes it, without moving its stake. */
const openChallengeRow = (trx: Transaction<Database>, id: string) =>
  trx
    .insertInto('p2p_challenges')
    .values({
      id,
      game_type: 'chess',
      bet_type: 'coins',
      currency: 'coins',
      bet_amount: 1_000n,
      skill_level: 'any',
      creator_id: player,
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();

const settle = (trx: Transaction<Database>, gameId: number, gameSlug: string, bet: bigint, win: bigint) =>
  recordSettlement(trx, { userId: player, gameId, gameSlug, betUnits: bet, winUnits: win, gameData: {} });

type Audit = Awaited<ReturnType<typeof auditLedger>>;

describe(`the money audit (${label})`, () => {
  it('passes on real play and a purchase credited once', async () => {
    await withinRolledBack(async (trx) => {
      await credit(trx, player, await purchase(trx, player, 'completed'), 50_000n);
      expect(await auditLedger(trx)).toMatchObject({
        ok: true,
        purchaseMismatches: [],
        houseMismatches: [],
        holdemImbalance: 0n,
      });
    });
  });

  it.each<[string, (trx: Transaction<Database>) => Promise<unknown>, (audit: Audit) => void]>([
    [
      'a completed purchase never credited',
      (trx) => purchase(trx, player, 'completed'),
      (a) =>
        expect(a.purchaseMismatches).toEqual([
          expect.objectContaining({ status: 'completed', coinCredits: 0 }),
        ]),
    ],
    [
      'a completed purchase credited the wrong amount',
      async (trx) => credit(trx, player, await purchase(trx, player, 'completed'), 40_000n),
      (a) => expect(a.purchaseMismatches).toEqual([expect.objectContaining({ coinsCredited: 40_000n })]),
    ],
    [
      'a failed purchase credited anyway',
      async (trx) => credit(trx, player, await purchase(trx, player, 'failed'), 50_000n),
      (a) =>
        expect(a.purchaseMismatches).toEqual([expect.objectContaining({ status: 'failed', coinCredits: 1 })]),
    ],
    [
      'a round recorded without its money',
      (trx) => settle(trx, gameIdOf('roulette'), 'roulette', 1_000n, 0n),
      (a) => expect(a.houseMismatches).toEqual([{ house: 'house:roulette', ledger: 0n, fromRounds: 1_000n }]),
    ],
    [
      'a win paid twice (money without a round)',
      (trx) =>
        postTransfer(
          trx,
          move(house('slots:diamond-deluxe'), wallet(player), 500n, { kind: 'win', currency: 'coins' }),
        ),
      (a) =>
        expect(a.houseMismatches).toEqual([expect.objectContaining({ house: 'house:slots:diamond-deluxe' })]),
    ],
    [
      "a hold'em hand whose players' shares do not net to zero",
      (trx) => settle(trx, gameIdOf('holdem'), 'live-holdem', 200n, 500n),
      (a) => expect(a.holdemImbalance).toBe(-300n),
    ],
    [
      'an open challenge whose stake never reached escrow',
      (trx) => openChallengeRow(trx, '11111111-1111-4111-8111-111111111111'),
      (a) =>
        expect(a.challengeEscrowMismatches).toEqual([
          { challengeId: '11111111-1111-4111-8111-111111111111', status: 'open', expected: 1_000n, held: 0n },
        ]),
    ],
    [
      'a challenge escrow holding money without its challenge',
      (trx) =>
        postTransfer(
          trx,
          move(wallet(player), escrow('challenge:ghost'), 700n, {
            kind: 'p2p_challenge_stake',
            currency: 'coins',
          }),
        ),
      (a) =>
        expect(a.challengeEscrowMismatches).toEqual([
          { challengeId: 'challenge:ghost', status: null, expected: 0n, held: 700n },
        ]),
    ],
  ])('finds %s', async (_name, damage, check) => {
    await withinRolledBack(async (trx) => {
      await damage(trx);
      const audit = await auditLedger(trx);
      expect(audit.ok).toBe(false);
      check(audit);
    });
  });

  it('counts a bonus paid from promotions as no inconsistency', async () => {
    await withinRolledBack(async (trx) => {
      await postTransfer(trx, move(promotions(), wallet(player), 100n, { kind: 'bonus', currency: 'coins' }));
      expect((await auditLedger(trx)).ok).toBe(true);
    });
  });
});
