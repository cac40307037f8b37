import { RoundFairness, type AdminRoundRecall } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { findSlot, verifyCommitment, type FairnessSeeds } from '@casino/engine';
import { gameById } from '@casino/games';
import { DomainError } from '../../../errors.js';
import { selectRounds, toRoundRow, type RoundRecord } from '../player-rounds.js';
import { baccaratRecall } from './baccarat-recall.js';
import { blackjackRecall } from './blackjack-recall.js';
import { crapsRecall } from './craps-recall.js';
import { holdemRecall } from './holdem-recall.js';
import {
  genericSteps,
  isString,
  step,
  type GameData,
  type RecallStep,
  type RoundFamily,
} from './recall-steps.js';
import { rouletteRecall } from './roulette-recall.js';
import { roundBalances } from './round-balances.js';
import { slotsRecall } from './slots-recall.js';
import { videoPokerRecall } from './video-poker-recall.js';

export const ROUND_NOT_FOUND = 'Round not found';

/** Which family recalls a round: a slot by its recorded slug, the rest by the registry's key. */
function familyOf(round: RoundRecord): RoundFamily | null {
  const data = round.game_data;
  if (findSlot(isString(data.slot) ? data.slot : round.slug)) return slotsRecall;
  switch (gameById(round.game_id)?.key) {
    case 'roulette':
    case 'live-roulette':
      return rouletteRecall;
    case 'blackjack':
      return blackjackRecall;
    case 'baccarat':
      return baccaratRecall;
    case 'craps':
      return crapsRecall;
    case 'video-poker':
      return videoPokerRecall;
    case 'holdem':
      return holdemRecall;
    default:
      return null;
  }
}

/** The seed pair a round used (by its committed hash), if the player still has it. */
async function seedPairOf(db: Kysely<Database>, userId: string, fairness: RoundFairness) {
  return db
    .selectFrom('player_seeds')
    .select(['server_seed', 'server_seed_hash', 'status'])
    .where('user_id', '=', userId)
    .where('server_seed_hash', '=', fairness.serverSeedHash.toLowerCase())
    .executeTakeFirst();
}

/** A family's steps, or the generic list when the record does not have the shape the family reads. */
function stepsOf(family: RoundFamily | null, data: GameData, seeds: FairnessSeeds | null): RecallStep[] {
  if (!family) return genericSteps(data);
  try {
    return family.steps(data, seeds);
  } catch {
    return genericSteps(data);
  }
}

function matchesOf(family: RoundFamily, data: GameData, seeds: FairnessSeeds): boolean {
  try {
    return family.matches(data, seeds);
  } catch {
    return false;
  }
}

/**
 * GET /api/admin/rounds/:sessionId: a settled round recalled step by step (GLI-19 game recall), the
 * wallet before and after it, and its fairness: the seeds and nonce it used, the server seed once the
 * player has rotated it out (never before), and whether the engine, replaying the revealed seeds,
 * produces exactly the recorded outcome.
 */
export async function recallRound(db: Kysely<Database>, sessionId: string): Promise<AdminRoundRecall> {
  const round = await selectRounds(db).where('s.id', '=', BigInt(sessionId)).executeTakeFirst();
  if (!round) throw new DomainError('not_found', ROUND_NOT_FOUND);
  const data = round.game_data;
  const family = familyOf(round);
  const parsed = RoundFairness.safeParse(data.fairness);
  const fairness = parsed.success ? parsed.data : null;
  const pair = fairness ? await seedPairOf(db, round.user_id, fairness) : undefined;
  const seeds: FairnessSeeds | null =
    fairness && pair
      ? { serverSeed: pair.server_seed, clientSeed: fairness.clientSeed, nonce: fairness.nonce }
      : null;
  const revealed = pair?.status === 'revealed' && seeds !== null;
  const row = toRoundRow(round);
  const balances = await roundBalances(db, {
    userId: round.user_id,
    sessionId: round.id,
    data,
    nonce: fairness?.nonce ?? null,
  });
  return {
    round: row,
    userId: round.user_id,
    balanceBefore: balances.before,
    balanceAfter: balances.after,
    steps: [
      step('Bet', `${row.gameName}: ${row.betAmount} staked`, row.betAmount),
      ...stepsOf(family, data, seeds),
      step('Settle', `returned ${row.winAmount}, net ${row.net}`, row.winAmount),
    ],
    fairness: fairness && {
      serverSeedHash: fairness.serverSeedHash,
      serverSeed: revealed ? seeds.serverSeed : null,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
      // Null until revealed, and for a game the engine cannot replay from a player's pair.
      verified:
        revealed && family !== null && family !== holdemRecall
          ? verifyCommitment(seeds.serverSeed, fairness.serverSeedHash) && matchesOf(family, data, seeds)
          : null,
    },
    gameData: data,
  };
}
