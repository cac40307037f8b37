import { challengeGameOf, CHALLENGE_GAME_TYPES, type ChallengeGameType } from '@casino/games';

/** One journaled action of a challenge (p2p_challenge_moves): the action without its seat and time. */
export interface JournaledMove {
  ply: number;
  seat: 0 | 1;
  action: Record<string, unknown>;
  atMs: number;
}

const RESULT_OF_WINNER = { 0: 'creator', 1: 'opponent' } as const;

/**
 * Replays a finished challenge's journaled moves through its game's rules, from its revealed seed,
 * the way a resuming room does (apps/rooms challenge-duel.ts: a deadline passed before a move is
 * flagged first; flags are not journaled, so a game that ended on time reaches its deadline again),
 * and answers whether the rules end it with the recorded result and reason. Null for a challenge
 * that was called off (nothing to replay) or a game without rules. The rules load on first use, so
 * chess.js reaches only the processes that recall a challenge.
 */
export async function replayMatchesRecord(
  challenge: { gameType: string; seed: string; result: string; reason: string | null },
  moves: readonly JournaledMove[],
): Promise<boolean | null> {
  if (challenge.result === 'void') return null;
  if (!(CHALLENGE_GAME_TYPES as readonly string[]).includes(challenge.gameType)) return null;
  const gameType = challenge.gameType as ChallengeGameType;
  const { duelRulesOf } = await import('@casino/engine/duels');
  const rules = duelRulesOf(gameType);
  if (!rules) return null;
  let state = rules.start({ seed: challenge.seed, startedAt: 0, clockMs: challengeGameOf(gameType).clockMs });
  const flag = (at: number) => {
    const flagged = rules.apply(state, { type: 'flag', at });
    if (flagged.ok) state = flagged.state;
  };
  for (const [index, move] of [...moves].sort((a, b) => a.ply - b.ply).entries()) {
    if (move.ply !== index || rules.outcome(state)) return false;
    const deadline = rules.deadline(state);
    if (deadline !== null && deadline < move.atMs) {
      flag(move.atMs);
      if (rules.outcome(state)) return false;
    }
    const applied = rules.apply(state, { ...move.action, seat: move.seat, at: move.atMs } as Parameters<
      typeof rules.apply
    >[1]);
    if (!applied.ok) return false;
    state = applied.state;
  }
  for (let i = 0; i < 1000 && !rules.outcome(state); i++) {
    const deadline = rules.deadline(state);
    if (deadline === null) break;
    flag(deadline);
  }
  const outcome = rules.outcome(state);
  if (!outcome) return false;
  const result = outcome.winner === null ? 'draw' : RESULT_OF_WINNER[outcome.winner];
  return result === challenge.result && outcome.reason === challenge.reason;
}
