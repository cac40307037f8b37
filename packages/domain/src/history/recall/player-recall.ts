import type { PlayerRoundFairness, PlayerRoundRecall } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { gameById } from '@casino/games';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { gameNameOfId, parseRoundId, sessionRoundId } from '../round-names.js';
import { sessionSummary } from '../rounds/round-summary.js';
import { selectRounds, type RoundRecord } from '../session-rounds.js';
import { recallChallenge } from './challenge-recall.js';
import { recallSession, ROUND_NOT_FOUND, type SessionRecall } from './session-recall.js';

function fairnessOf(recalled: SessionRecall): PlayerRoundFairness | null {
  if (recalled.seedPair) return { kind: 'seed-pair', ...recalled.seedPair };
  if (recalled.liveRound) return { kind: 'live-round', ...recalled.liveRound };
  if (recalled.pokerDeck) return { kind: 'poker-hand', ...recalled.pokerDeck };
  return null;
}

async function recallPlayerSession(db: Kysely<Database>, round: RoundRecord): Promise<PlayerRoundRecall> {
  const recalled = await recallSession(db, round);
  const net = round.win_amount - round.bet_amount;
  const balances = recalled.balances;
  return {
    round: {
      id: sessionRoundId(round.id),
      source: 'session',
      game: gameById(round.game_id)?.key ?? String(round.game_id),
      gameName: gameNameOfId(round.game_id),
      currency: round.currency,
      stake: formatMoney(round.bet_amount),
      returned: formatMoney(round.win_amount),
      net: formatMoney(net),
      summary: sessionSummary(round.game_id, round.game_data, net),
      playedAt: round.created_at.toISOString(),
    },
    balance: balances && {
      currency: balances.currency,
      before: formatMoney(balances.before),
      after: formatMoney(balances.after),
      of: balances.of,
    },
    steps: recalled.steps,
    fairness: fairnessOf(recalled),
    // The player's own record of the round (as GET /api/game-sessions answers it), for the browser's check.
    session: {
      id: round.id.toString(),
      gameId: round.game_id,
      gameSlug: round.slug,
      currency: round.currency,
      betAmount: formatMoney(round.bet_amount),
      winAmount: formatMoney(round.win_amount),
      createdAt: round.created_at.toISOString(),
      gameData: round.game_data,
    },
  };
}

/**
 * GET /api/history/rounds/:roundId: one of the player's own rounds recalled step by step (GLI-19):
 * a game session of theirs, or a challenge they played that has ended. Anyone else's round is not
 * found, exactly as one that does not exist.
 */
export async function recallPlayerRound(
  db: Kysely<Database>,
  userId: string,
  roundId: string,
): Promise<PlayerRoundRecall> {
  const ref = parseRoundId(roundId);
  if (ref.source === 'challenge') return recallChallenge(db, userId, ref.challengeId);
  const round = await selectRounds(db)
    .where('s.id', '=', ref.sessionId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!round) throw new DomainError('not_found', ROUND_NOT_FOUND);
  return recallPlayerSession(db, round);
}
