import { randomUUID } from 'node:crypto';
import type { KycSubmission } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { createGuest } from '../src/accounts/accounts.js';
import { hashPassword } from '../src/accounts/password.js';
import { systemClock } from '../src/clock.js';
import { promotions, wallet } from '../src/ledger/accounts.js';
import { move, transfer } from '../src/ledger/transfer.js';
import { acceptChallenge } from '../src/p2p-challenges/accept-challenge.js';
import { claimChallenge } from '../src/p2p-challenges/challenge-lease.js';
import { settleChallenge, type ChallengeOutcome } from '../src/p2p-challenges/challenge-settlement.js';
import { createChallenge } from '../src/p2p-challenges/create-challenge.js';
import { drainPendingEvents } from '../src/projections/event-projector.js';
import type { Staff } from '../src/admin/staff-access.js';
import { submitKyc } from '../src/redemption/kyc.js';
import type { KycProvider } from '../src/redemption/kyc-provider.js';
import type { PayoutProvider, PayoutRequest } from '../src/redemption/payout-provider.js';
import type { RedemptionRules } from '../src/redemption/request-redemption.js';
import { DIAMOND_DELUXE } from './economy-fixtures.js';

export const DATE_OF_BIRTH = '1990-04-02';
export const RULES: RedemptionRules = { minimumUnits: 10_000n, excludedRegions: ['US-WA', 'US-ID'] };

/**
 * A registered player (18+, date of birth DATE_OF_BIRTH) with the starting grant (10 SC): a guest
 * given an email, a name and a date of birth, as registering a guest does (without the password's
 * deliberately slow hash, which these tests do not need).
 */
let passwordHash: Promise<string> | null = null;
export async function registeredPlayer(db: Kysely<Database>, firstName = 'Ada'): Promise<string> {
  const id = await createGuest(db);
  // One real hash for every fixture player (hashing is deliberately slow).
  passwordHash ??= hashPassword('a-long-password-1');
  await db
    .updateTable('users')
    .set({
      email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
      first_name: firstName,
      last_name: 'Player',
      date_of_birth: DATE_OF_BIRTH,
      password_hash: await passwordHash,
      is_guest: false,
      // Declared where they live (California), as sweepstakes play asks of a registered player.
      region_country: 'US',
      region_state: 'CA',
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** What the identity form sends; a document reference starting REJECT or REVIEW steers the sandbox. */
export const kycSubmission = (extra: Partial<KycSubmission> = {}): KycSubmission => ({
  legalFirstName: 'Ada',
  legalLastName: 'Lovelace',
  dateOfBirth: DATE_OF_BIRTH,
  addressLine1: '12 Analytical Way',
  city: 'Albany',
  region: 'NY',
  postalCode: '12207',
  country: 'US',
  documentType: 'passport',
  documentReference: 'P1234567',
  ...extra,
});

/** A registered player whose identity the given provider (the sandbox) verified. */
export async function verifiedPlayer(db: Kysely<Database>, provider: KycProvider, firstName = 'Ada') {
  const userId = await registeredPlayer(db, firstName);
  const state = await submitKyc(db, provider, userId, kycSubmission({ legalFirstName: firstName }), {
    clock: systemClock,
    excludedRegions: RULES.excludedRegions,
  });
  if (state.status !== 'verified')
    throw new Error(`the sandbox did not verify ${firstName}: ${state.status}`);
  return userId;
}

/** Sweepstakes coins given from a promotions account: a grant, as every operator credit is. */
export const grantSweeps = (db: Kysely<Database>, userId: string, units: bigint, kind = 'promotion_test') =>
  transfer(db, move(promotions('test-promotions'), wallet(userId), units, { kind, currency: 'sweeps' }));

/**
 * A settled casino round played with sweepstakes coins, as the sweepstakes play of every game emits
 * it (`game.settled` with `currency: 'sweeps'` and the stake in minor units). Only the event: the
 * playthrough projection reads nothing else.
 */
export async function emitSweepsRound(
  db: Kysely<Database>,
  userId: string,
  stakeUnits: bigint,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const payload = {
    sessionId: '0',
    gameId: DIAMOND_DELUXE,
    gameSlug: 'diamond-deluxe',
    currency: 'sweeps',
    betAmount: stakeUnits.toString(),
    winAmount: '0',
    gameData: {},
    ...extra,
  };
  await sql`insert into domain_events (type, user_id, payload)
    values ('game.settled', ${userId}, ${JSON.stringify(payload)}::jsonb)`.execute(db);
}

/**
 * A real sweepstakes challenge between two players, from the stakes into escrow to its settlement
 * (which emits `p2p_challenge_settled` with the currency for each player).
 */
export async function playSweepsChallenge(
  db: Kysely<Database>,
  creatorId: string,
  opponentId: string,
  betAmount: string,
  result: ChallengeOutcome['result'] = 'draw',
): Promise<void> {
  const now = new Date();
  const challenge = await createChallenge(
    db,
    creatorId,
    { gameType: 'chess', betAmount, betType: 'sweepstakes', skillLevel: 'any' },
    { now, expiryMs: 3_600_000 },
  );
  await acceptChallenge(db, opponentId, challenge.id, now);
  const owner = `test-${randomUUID()}`;
  await claimChallenge(db, challenge.id, owner, 60_000);
  await settleChallenge(
    db,
    { challengeId: challenge.id, owner },
    { result, reason: result === 'draw' ? 'agreement' : 'resignation', record: {} },
  );
}

export const project = (db: Kysely<Database>) => drainPendingEvents(db, { clock: systemClock });

/** An admin as the back office hands one to a service. */
export async function adminStaff(db: Kysely<Database>, name = 'Grace'): Promise<Staff> {
  const userId = await registeredPlayer(db, name);
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
  return { userId, role: 'admin', name: `${name} Player`, ip: '203.0.113.7' };
}

/**
 * A payout provider in front of another whose network can be cut: while `down`, every call fails
 * before reaching it (the outcome unknown to us, as with a real outage); `calls` counts attempts.
 */
export function withOutage(inner: PayoutProvider) {
  const state = { down: false, calls: 0 };
  const provider: PayoutProvider = {
    info: inner.info,
    payout(request: PayoutRequest) {
      state.calls += 1;
      if (state.down) return Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:443'));
      return inner.payout(request);
    },
  };
  return { provider, state };
}
