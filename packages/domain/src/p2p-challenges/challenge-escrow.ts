import type { Database, Transaction } from '@casino/db';
import { escrow, wallet, type AccountRef } from '../ledger/accounts.js';
import { postTransfer } from '../ledger/transfer.js';
import { checkWager } from '../responsible-gaming/wager-gate.js';
import type { ChallengeCurrency } from './challenge-row.js';
import { assertMayWager } from '../casino/sweeps-play-gate.js';

/**
 * A challenge's two stakes are one escrow account, `escrow:challenge:<id>`, in the challenge's
 * currency: the creator's stake from creation, both once accepted, nothing once it ended. Every
 * movement below is one ledger transaction with an idempotency key, so a retry never moves twice.
 */
export const challengeEscrowCode = (challengeId: string): string => `challenge:${challengeId}`;
export const challengeEscrow = (challengeId: string): AccountRef => escrow(challengeEscrowCode(challengeId));

const walletName = (currency: ChallengeCurrency) => (currency === 'coins' ? 'coin' : 'sweepstakes coin');

/** The refusals a short wallet gets: creating names the field, accepting names the stake. */
export const stakeNotCoveredMessage = (currency: ChallengeCurrency, role: 'creator' | 'opponent'): string =>
  role === 'creator'
    ? `body.betAmount: your ${walletName(currency)} balance does not cover this stake`
    : `Your ${walletName(currency)} balance does not cover this challenge's stake.`;

/**
 * Moves one player's stake from their wallet into the challenge's escrow (creating, accepting and
 * offering a rematch all stake here): a sweepstakes stake passes the sweeps play gate first.
 */
export async function stakeIntoEscrow(
  trx: Transaction<Database>,
  challenge: { id: string; currency: ChallengeCurrency; betUnits: bigint },
  userId: string,
  role: 'creator' | 'opponent',
): Promise<void> {
  await assertMayWager(trx, userId, challenge.currency);
  // Responsible gaming: limits, a break or an exclusion (throws its refusal, rolling back).
  await checkWager(trx, { userId, currency: challenge.currency, units: challenge.betUnits });
  await postTransfer(trx, {
    kind: 'p2p_challenge_stake',
    currency: challenge.currency,
    postings: [
      { account: wallet(userId), amount: -challenge.betUnits },
      { account: challengeEscrow(challenge.id), amount: challenge.betUnits },
    ],
    idempotencyKey: `challenge-stake:${challenge.id}:${role}`,
    memo: { challengeId: challenge.id, role },
    insufficientMessage: stakeNotCoveredMessage(challenge.currency, role),
  });
}

/** Returns the creator's stake of a challenge nobody accepted (cancelled or expired). */
export async function refundCreatorStake(
  trx: Transaction<Database>,
  challenge: { id: string; currency: ChallengeCurrency; betUnits: bigint; creatorId: string },
  reason: 'cancelled' | 'expired',
): Promise<void> {
  await postTransfer(trx, {
    kind: 'p2p_challenge_refund',
    currency: challenge.currency,
    postings: [
      { account: challengeEscrow(challenge.id), amount: -challenge.betUnits },
      { account: wallet(challenge.creatorId), amount: challenge.betUnits },
    ],
    idempotencyKey: `challenge-refund:${challenge.id}`,
    memo: { challengeId: challenge.id, reason },
  });
}

/**
 * Empties the escrow of an ended game in one transaction: the whole pool to the winner, or each stake
 * back to its owner (a draw, or a void).
 */
export async function payOutEscrow(
  trx: Transaction<Database>,
  challenge: {
    id: string;
    currency: ChallengeCurrency;
    betUnits: bigint;
    creatorId: string;
    opponentId: string;
  },
  winnerId: string | null,
  result: string,
): Promise<void> {
  const pool = challenge.betUnits * 2n;
  const postings =
    winnerId !== null
      ? [
          { account: challengeEscrow(challenge.id), amount: -pool },
          { account: wallet(winnerId), amount: pool },
        ]
      : [
          { account: challengeEscrow(challenge.id), amount: -pool },
          { account: wallet(challenge.creatorId), amount: challenge.betUnits },
          { account: wallet(challenge.opponentId), amount: challenge.betUnits },
        ];
  await postTransfer(trx, {
    kind: winnerId !== null ? 'p2p_challenge_payout' : 'p2p_challenge_return',
    currency: challenge.currency,
    postings,
    idempotencyKey: `challenge-settle:${challenge.id}`,
    memo: { challengeId: challenge.id, result },
  });
}
