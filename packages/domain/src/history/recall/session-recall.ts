import { PokerSessionFairness, RoundFairness } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { findSlot, verifyCommitment, type FairnessSeeds } from '@casino/engine';
import { gameById } from '@casino/games';
import { seatEscrowCode } from '../../games/holdem/table-chips.js';
import { toRoundRow, type RoundRecord } from '../session-rounds.js';
import { baccaratRecall } from './baccarat-recall.js';
import { blackjackRecall } from './blackjack-recall.js';
import { crapsRecall } from './craps-recall.js';
import { holdemHandOf, holdemHistorySteps, holdemRecall } from './holdem-recall.js';
import { liveTableSteps } from './live-table-recall.js';
import {
  genericSteps,
  isNumber,
  isRecord,
  isString,
  step,
  type GameData,
  type RecallStep,
  type RoundFamily,
} from './recall-steps.js';
import { rouletteRecall } from './roulette-recall.js';
import { sessionBalances, type RoundBalances } from './round-balances.js';
import { slotsRecall } from './slots-recall.js';
import { videoPokerRecall } from './video-poker-recall.js';

export const ROUND_NOT_FOUND = 'Round not found';

type Family = RoundFamily | 'live' | 'holdem' | null;

/** Which family recalls a round: a slot by its recorded slug, the rest by the registry's key. */
function familyOf(round: RoundRecord): Family {
  const data = round.game_data;
  if (findSlot(isString(data.slot) ? data.slot : round.slug)) return slotsRecall;
  switch (gameById(round.game_id)?.key) {
    case 'roulette':
      return rouletteRecall;
    case 'blackjack':
      return blackjackRecall;
    case 'baccarat':
      return baccaratRecall;
    case 'craps':
      return crapsRecall;
    case 'video-poker':
      return videoPokerRecall;
    case 'live-roulette':
    case 'live-blackjack':
    case 'live-baccarat':
      return 'live';
    case 'holdem':
      return 'holdem';
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

/** A round decided by the player's own seed pair. */
export interface SeedPairCheck {
  serverSeedHash: string;
  /** Null until the player rotates the pair out (never before). */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  /** The engine, replaying the revealed seeds, produces exactly the recorded outcome; null before the reveal. */
  verified: boolean | null;
}

export interface SessionRecall {
  steps: RecallStep[];
  /** The wallet around the round; a poker hand's: the player's chips at the table. */
  balances: (RoundBalances & { of: 'wallet' | 'table' }) | null;
  /** How its fairness is checked: the player's seed pair, a live round's record, a poker hand's deck. */
  seedPair: SeedPairCheck | null;
  liveRound: { liveRoundId: string; serverSeedHash: string; clientSeed: string; nonce: number } | null;
  pokerDeck: { deckCommitment: string } | null;
}

async function seedPairCheck(
  db: Kysely<Database>,
  round: RoundRecord,
  family: RoundFamily | null,
  fairness: RoundFairness,
): Promise<{ check: SeedPairCheck; seeds: FairnessSeeds | null }> {
  const pair = await seedPairOf(db, round.user_id, fairness);
  const seeds = pair
    ? { serverSeed: pair.server_seed, clientSeed: fairness.clientSeed, nonce: fairness.nonce }
    : null;
  const revealed = pair?.status === 'revealed' && seeds !== null;
  const data = round.game_data;
  return {
    seeds,
    check: {
      serverSeedHash: fairness.serverSeedHash,
      serverSeed: revealed ? seeds.serverSeed : null,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
      // Null until revealed, and for a game the engine cannot replay from a player's pair.
      verified:
        revealed && family !== null
          ? verifyCommitment(seeds.serverSeed, fairness.serverSeedHash) && matchesOf(family, data, seeds)
          : null,
    },
  };
}

/** A hold'em session: the hand as it was played (its history) and the player's chips at the table. */
async function holdemRecallOf(db: Kysely<Database>, round: RoundRecord) {
  const data = round.game_data;
  const hand = await holdemHandOf(db, data);
  const steps = hand ? holdemHistorySteps(hand.history, hand.seat, data) : stepsOf(holdemRecall, data, null);
  const me = hand?.history.players.find((p) => p.seat === hand.seat);
  const seatAccount =
    me && isNumber(data.tableId)
      ? await db
          .selectFrom('accounts')
          .select('currency')
          .where('kind', '=', 'escrow')
          .where('code', '=', seatEscrowCode(data.tableId, round.user_id))
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
  const proof = PokerSessionFairness.safeParse(data.poker);
  return {
    steps,
    balances:
      me && seatAccount
        ? {
            currency: seatAccount.currency,
            before: BigInt(me.startStack),
            after: BigInt(me.finalStack),
            of: 'table' as const,
          }
        : null,
    pokerDeck: proof.success ? { deckCommitment: proof.data.proof.deckCommitment } : null,
  };
}

/**
 * A settled round recalled step by step (GLI-19 game recall): what was dealt, spun or rolled and
 * each decision, in order; the wallet before and after it; and what its fairness is checked by.
 */
export async function recallSession(db: Kysely<Database>, round: RoundRecord): Promise<SessionRecall> {
  const data = round.game_data;
  const family = familyOf(round);
  const row = toRoundRow(round);
  const bet = step('Bet', `${row.gameName}: ${row.betAmount} staked`, row.betAmount);
  const settle = step('Settle', `returned ${row.winAmount}, net ${row.net}`, row.winAmount);
  if (family === 'holdem') {
    const holdem = await holdemRecallOf(db, round);
    return {
      steps: [bet, ...holdem.steps, settle],
      balances: holdem.balances,
      seedPair: null,
      liveRound: null,
      pokerDeck: holdem.pokerDeck,
    };
  }
  const balances = await sessionBalances(db, { userId: round.user_id, sessionId: round.id });
  const parsed = RoundFairness.safeParse(data.fairness);
  const fairness = parsed.success ? parsed.data : null;
  const wallet = balances && { ...balances, of: 'wallet' as const };
  if (family === 'live') {
    const liveRoundId =
      isRecord(data.fairness) && isString(data.fairness.liveRoundId) ? data.fairness.liveRoundId : null;
    return {
      steps: [bet, ...(liveTableSteps(data, round.user_id) ?? genericSteps(data)), settle],
      balances: wallet,
      seedPair: null,
      liveRound: fairness && liveRoundId ? { liveRoundId, ...fairness } : null,
      pokerDeck: null,
    };
  }
  const checked = fairness ? await seedPairCheck(db, round, family, fairness) : null;
  return {
    steps: [bet, ...stepsOf(family, data, checked?.seeds ?? null), settle],
    balances: wallet,
    seedPair: checked?.check ?? null,
    liveRound: null,
    pokerDeck: null,
  };
}
