import type { LiveRoundRecord } from '@casino/contracts';
import { verify, verifyCommitment } from '@casino/engine';

// The table page's quick check of the previous round, in the browser: the revealed seed against
// the hash published before the bets, and for roulette the pocket the seed gives against the one
// the room drew. Card rounds are checked in full on the Fairness page once their shoe has ended.

export type LiveRoundCheck =
  | { kind: 'hidden'; reason: string }
  | { kind: 'checked'; commitmentHolds: boolean; pocket: { drawn: number; recomputed: number } | null };

function drawnPocket(outcome: unknown): number | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const pocket = (outcome as { pocket?: unknown }).pocket;
  return typeof pocket === 'number' ? pocket : null;
}

export function checkLiveRound(record: LiveRoundRecord): LiveRoundCheck {
  if (record.serverSeed === null)
    return {
      kind: 'hidden',
      reason: record.shoe
        ? 'The seed is revealed when the shoe ends.'
        : 'The seed is revealed once the round is settled.',
    };
  const commitmentHolds = verifyCommitment(record.serverSeed, record.seedHash);
  if (record.gameKey !== 'live-roulette') return { kind: 'checked', commitmentHolds, pocket: null };
  const drawn = drawnPocket(record.outcome);
  const replay = verify('roulette', record.serverSeed, record.clientSeed, record.nonce);
  if (drawn === null || !replay.ok || replay.outcome.game !== 'roulette')
    return { kind: 'checked', commitmentHolds, pocket: null };
  return { kind: 'checked', commitmentHolds, pocket: { drawn, recomputed: replay.outcome.number } };
}
