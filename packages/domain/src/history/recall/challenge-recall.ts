import type { PlayerRoundRecall } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { selectChallenges, toChallengeView } from '../../p2p-challenges/challenge-row.js';
import { transactionsOfChallenge } from '../round-links.js';
import { challengeGameName, challengeRoundId } from '../round-names.js';
import { challengeSummary } from '../rounds/round-summary.js';
import { replayMatchesRecord, type JournaledMove } from './challenge-replay.js';
import { isNumber, isRecord, isString, step, textOf, words, type RecallStep } from './recall-steps.js';
import { challengeBalances } from './round-balances.js';
import { ROUND_NOT_FOUND } from './session-recall.js';

const ACTION_WORDS: Record<string, string> = {
  resign: 'resigns',
  'offer-draw': 'offers a draw',
  'accept-draw': 'accepts the draw',
  'decline-draw': 'declines the draw',
  forfeit: 'forfeits: left the game',
};

const ordinal = (v: unknown) => (isNumber(v) ? v + 1 : '?');

/** A journaled action in words, whatever the game (the moves of every game in ChallengeClientMessages). */
export function challengeMoveText(action: Record<string, unknown>): string {
  if (action.type !== 'move') return ACTION_WORDS[textOf(action.type)] ?? words(textOf(action.type));
  const move = isRecord(action.move) ? action.move : {};
  if (isString(move.uci)) return `moves ${move.uci.slice(0, 2)}-${move.uci.slice(2)}`;
  if (Array.isArray(move.path)) return `moves ${move.path.map(textOf).join('-')}`;
  if ('problem' in move) return `answers problem ${ordinal(move.problem)}: ${textOf(move.answer)}`;
  if ('bet' in move) return `bets ${textOf(move.bet)} chips on hand ${ordinal(move.hand)}`;
  if ('hand' in move) return `${words(textOf(move.action))} on hand ${ordinal(move.hand)}`;
  if (move.hint === true) return `takes a hint on item ${ordinal(move.item)}`;
  if (move.skip === true) return `skips item ${ordinal(move.item)}`;
  if ('answer' in move) return `answers item ${ordinal(move.item)}: ${textOf(move.answer)}`;
  if (isString(move.action)) return `${move.action}${isNumber(move.amount) ? ` ${move.amount}` : ''}`;
  return JSON.stringify(move);
}

/**
 * GET /api/history/rounds/challenge-<id>: a challenge the player played, once it has ended: the
 * stake, every move in order (theirs and their opponent's), the result and what came back, their
 * wallet around it, and its fairness: the seed committed before the first move, revealed at the end,
 * and whether the recorded moves replayed by the game's rules end it as recorded. Another player's
 * challenge, or one still running, is not found.
 */
export async function recallChallenge(
  db: Kysely<Database>,
  userId: string,
  challengeId: string,
): Promise<PlayerRoundRecall> {
  const selected = await selectChallenges(db)
    .where('c.id', '=', challengeId)
    .where((eb) => eb.or([eb('c.creator_id', '=', userId), eb('c.opponent_id', '=', userId)]))
    .where('c.status', 'in', ['finished', 'voided'])
    .where('c.finished_at', 'is not', null)
    .executeTakeFirst();
  if (!selected) throw new DomainError('not_found', ROUND_NOT_FOUND);
  const view = toChallengeView(selected);
  const { row } = view;
  const seat = row.creator_id === userId ? 0 : 1;
  const opponent = (seat === 0 ? view.opponentName : view.creatorName) ?? 'Opponent';
  const [moves, money, balances] = await Promise.all([
    db
      .selectFrom('p2p_challenge_moves')
      .select(['ply', 'seat', 'action', 'at_ms'])
      .where('challenge_id', '=', challengeId)
      .orderBy('ply')
      .execute(),
    sql<{ stake: string; returned: string }>`
      select coalesce(sum(-e.amount) filter (where e.amount < 0), 0)::text as stake,
             coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as returned
      from ledger_entries e
      join accounts w on w.id = e.account_id and w.kind = 'wallet' and w.user_id = ${userId}
      where e.transaction_id in ${transactionsOfChallenge(challengeId)}`.execute(db),
    challengeBalances(db, userId, challengeId),
  ]);
  const stake = BigInt(money.rows[0]?.stake ?? 0);
  const returned = BigInt(money.rows[0]?.returned ?? 0);
  const journaled: JournaledMove[] = moves.map((m) => ({
    ply: m.ply,
    seat: m.seat === 1 ? 1 : 0,
    action: m.action,
    atMs: Number(m.at_ms),
  }));
  const summary = challengeSummary(row, userId);
  const steps: RecallStep[] = [
    step(
      'Challenge',
      `${challengeGameName(row.game_type)} against ${opponent}, ${formatMoney(row.bet_amount)} each`,
    ),
    step('Stake', 'into the challenge escrow', formatMoney(stake)),
    ...journaled.map((m) =>
      step(`Move ${m.ply + 1} · ${m.seat === seat ? 'You' : opponent}`, challengeMoveText(m.action)),
    ),
    step('Result', `${summary}${row.end_reason ? ` (${words(row.end_reason)})` : ''}`),
    step('Payout', returned > 0n ? 'to your wallet' : 'nothing back', formatMoney(returned)),
  ];
  const revealed = row.server_seed;
  return {
    round: {
      id: challengeRoundId(row.id),
      source: 'challenge',
      game: 'challenges',
      gameName: challengeGameName(row.game_type),
      currency: balances?.currency ?? row.currency,
      stake: formatMoney(stake),
      returned: formatMoney(returned),
      net: formatMoney(returned - stake),
      summary,
      playedAt: (row.finished_at ?? row.created_at).toISOString(),
    },
    balance: balances && {
      currency: balances.currency,
      before: formatMoney(balances.before),
      after: formatMoney(balances.after),
      of: 'wallet',
    },
    steps,
    fairness:
      row.seed_hash === null
        ? null
        : {
            kind: 'challenge',
            seedHash: row.seed_hash,
            serverSeed: revealed,
            verified:
              revealed === null || row.result === null
                ? null
                : await replayMatchesRecord(
                    { gameType: row.game_type, seed: revealed, result: row.result, reason: row.end_reason },
                    journaled,
                  ),
          },
    session: null,
  };
}
