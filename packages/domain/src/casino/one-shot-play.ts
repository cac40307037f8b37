import { insufficientPlayMessage, type PlayCurrency, type RoundFairness } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { createKeyedTurns } from '../concurrency/keyed-turns.js';
import { DomainError } from '../errors.js';
import {
  forgetActivePair,
  knownActivePair,
  nonceTaken,
  roundSeedsOf,
} from '../fairness/active-pair-cache.js';
import { publicFairness, type RoundSeeds } from '../fairness/player-seeds.js';
import { house, resolveAccountId, wallet } from '../ledger/accounts.js';
import { fingerprintOf, type Posting } from '../ledger/transfer.js';
import { formatMoney } from '../money.js';
import { perDatabase } from '../per-database.js';
import { settleOneShotRound, type OneShotSettlementRow } from '../ledger/one-shot-settlement.js';
import { settleGatedOneShotRound } from '../responsible-gaming/gated-round.js';
import { roundLegs } from '../ledger/round-legs.js';
import { jackpotPool, jackpotRecord } from '../games/slots/jackpot-pool.js';
import { settleJackpotRound } from '../games/slots/jackpot-round.js';
import { assertMayPlaySweeps } from './sweeps-play-gate.js';

export interface OneShotOutcome<R> {
  /** Total staked, in minor units. */
  betUnits: bigint;
  /** Total returned, stakes of winning bets included. */
  winUnits: bigint;
  gameData: Record<string, unknown>;
  result: R;
  /** Slots: the stake's share that feeds the Grand Jackpot, and whether the round won the pool. */
  jackpot?: { contributionUnits: bigint; won: boolean };
}

export interface OneShotPlay<R> {
  userId: string;
  /** The currency staked and paid: the wallet, house and jackpot pool of that currency. */
  currency: PlayCurrency;
  gameId: number;
  gameSlug: string;
  houseCode: string;
  /** Decides the round from the seeds (pure engine code); throws a DomainError to refuse it. */
  decide(seeds: RoundSeeds): OneShotOutcome<R>;
}

export interface OneShotSettled<R> {
  result: R;
  currency: PlayCurrency;
  betUnits: bigint;
  /** Everything returned: the round's win plus any jackpot paid. */
  winUnits: bigint;
  /** The jackpot pool paid to this round (0 unless it won). */
  jackpotUnits: bigint;
  sessionId: string;
  balance: string;
  fairness: RoundFairness;
}

const insufficient = (currency: PlayCurrency) =>
  new DomainError('insufficient_balance', insufficientPlayMessage(currency), { currency });

/** Reads of the active pair a play may need when other processes or games keep moving its nonce. */
const MAX_PAIR_READS = 5;

// One play at a time per player in this process (per database, as the seed-pair cache it guards),
// so the nonce a play decides with is the next one.
const playerTurnsOf = perDatabase(createKeyedTurns);

/**
 * A round decided and settled at once (slots, roulette, baccarat). The round is decided first, with
 * the nonce this process knows comes next (fairness/active-pair-cache.ts), and then ONE statement,
 * shared with other players' rounds of the same moment (ledger/one-shot-settlement.ts), takes that nonce,
 * moves the stake and the return through the ledger and records the game session and its event, or
 * does nothing at all. A stale pair (rotated, a new client seed, a nonce used elsewhere) is read
 * again and the round decided again; that never depends on the outcome. A wallet that does not
 * cover the stake is refused without using the nonce.
 */
export function playOneShot<R>(db: Kysely<Database>, play: OneShotPlay<R>): Promise<OneShotSettled<R>> {
  return playerTurnsOf(db)(play.userId, async () => {
    const { currency } = play;
    // Sweepstakes play is for registered, eligible players only (casino/sweeps-play-gate.ts).
    if (currency !== 'coins') await assertMayPlaySweeps(db, play.userId);
    const walletId = await resolveAccountId(db, wallet(play.userId), currency);
    const houseId = await resolveAccountId(db, house(play.houseCode), currency);
    const poolId = await resolveAccountId(db, jackpotPool(), currency);
    for (let read = 1; read <= MAX_PAIR_READS; read++) {
      const pair = await knownActivePair(db, play.userId);
      const seeds = roundSeedsOf(pair);
      const outcome = play.decide(seeds);
      const fairness = publicFairness(seeds);
      const memo = { game: play.gameSlug, nonce: seeds.nonce };
      const contribution = outcome.jackpot?.contributionUnits ?? 0n;
      // A jackpot win (five diamonds: one spin in 400,000 or fewer) settles in its own transaction,
      // which locks the pool; every other round joins the batched statement.
      if (outcome.jackpot?.won) {
        const won = await settleJackpotRound(db, {
          pair,
          userId: play.userId,
          currency,
          walletId,
          houseCode: play.houseCode,
          gameId: play.gameId,
          gameSlug: play.gameSlug,
          stakeUnits: outcome.betUnits,
          winUnits: outcome.winUnits,
          contributionUnits: contribution,
          gameData: { ...outcome.gameData, fairness },
          memo,
        });
        if (won.status === 'stale') {
          forgetActivePair(db, play.userId);
          continue;
        }
        if (won.status === 'short') throw insufficient(currency);
        nonceTaken(db, play.userId, pair);
        return {
          result: outcome.result,
          currency,
          betUnits: outcome.betUnits,
          winUnits: outcome.winUnits + won.jackpotUnits,
          jackpotUnits: won.jackpotUnits,
          sessionId: won.sessionId,
          balance: formatMoney(won.balance),
          fairness,
        };
      }
      const row: OneShotSettlementRow = {
        pairId: pair.id,
        nonce: pair.nonce,
        clientSeed: pair.clientSeed,
        userId: play.userId,
        currency,
        walletId,
        houseId,
        stakeUnits: outcome.betUnits,
        winUnits: outcome.winUnits,
        jackpotId: contribution > 0n ? poolId : null,
        contributionUnits: contribution,
        gameId: play.gameId,
        gameSlug: play.gameSlug,
        gameData: JSON.stringify({
          ...outcome.gameData,
          ...(outcome.jackpot ? { jackpot: jackpotRecord(contribution) } : {}),
          fairness,
        }),
        memo: JSON.stringify(memo),
        fingerprint: fingerprintOf({ kind: 'round', currency, postings: postingsOf(play, outcome) }),
      };
      let settled = await settleOneShotRound(db, row);
      // Responsible gaming: a player with limits, a break or an exclusion passes the wager gate.
      if (settled.status === 'gated') settled = await settleGatedOneShotRound(db, row);
      if (settled.status === 'stale') {
        forgetActivePair(db, play.userId);
        continue;
      }
      if (settled.status === 'short') throw insufficient(currency);
      nonceTaken(db, play.userId, pair);
      if (settled.status === 'raced') throw insufficient(currency);
      return {
        result: outcome.result,
        currency,
        betUnits: outcome.betUnits,
        winUnits: outcome.winUnits,
        jackpotUnits: 0n,
        sessionId: settled.sessionId,
        balance: formatMoney(settled.balance),
        fairness,
      };
    }
    throw new DomainError('conflict', 'Your seed pair kept changing during this play. Try again.');
  });
}

/** The legs of a one-shot round, as every settlement writes them (ledger/round-legs.ts). */
function postingsOf(play: OneShotPlay<unknown>, outcome: OneShotOutcome<unknown>): Posting[] {
  return roundLegs({
    userId: play.userId,
    houseCode: play.houseCode,
    stakeUnits: outcome.betUnits,
    winUnits: outcome.winUnits,
    ...(outcome.jackpot
      ? {
          jackpot: {
            pool: jackpotPool(),
            contributionUnits: outcome.jackpot.contributionUnits,
            paidUnits: 0n,
          },
        }
      : {}),
  });
}
