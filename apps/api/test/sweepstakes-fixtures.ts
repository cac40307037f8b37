import { move, promotions, transfer, wallet } from '@casino/domain';
import { sql } from '@casino/db';
import type { TestApi } from './test-api.js';

/** A verified identity as the form sends it (the sandbox verifies an ordinary document reference). */
export const KYC_FORM = {
  legalFirstName: 'Ada',
  legalLastName: 'Lovelace',
  dateOfBirth: '1990-01-01',
  addressLine1: '12 Analytical Way',
  city: 'Albany',
  region: 'NY',
  postalCode: '12207',
  country: 'US',
  documentType: 'passport',
  documentReference: 'P1234567',
};

/** Sweepstakes coins from a promotions account: a grant, locked until played through. */
export const grantSweeps = (api: TestApi, userId: string, units: bigint) =>
  transfer(
    api.t.db,
    move(promotions('test-promotions'), wallet(userId), units, {
      kind: 'promotion_test',
      currency: 'sweeps',
    }),
  );

/**
 * A settled casino round staked with sweepstakes coins, as every game's sweepstakes play emits it
 * (`game.settled`, `currency: 'sweeps'`, the stake in minor units): what plays grants through.
 */
export async function settleSweepsRound(api: TestApi, userId: string, stakeUnits: bigint): Promise<void> {
  const payload = {
    sessionId: '0',
    gameId: 6,
    gameSlug: 'diamond-deluxe',
    currency: 'sweeps',
    betAmount: stakeUnits.toString(),
    winAmount: '0',
    gameData: {},
  };
  await sql`insert into domain_events (type, user_id, payload)
    values ('game.settled', ${userId}, ${JSON.stringify(payload)}::jsonb)`.execute(api.t.db);
}
