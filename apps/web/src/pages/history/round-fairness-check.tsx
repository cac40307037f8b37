import { useMemo, useState } from 'react';
import type { PlayerRoundRecall } from '@casino/contracts';
import { sha256Hex, type DealVerification } from '@casino/engine';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { useRevealedSeeds, useRotateSeed } from '../fairness/fairness-queries';
import { LiveRoundPanel } from '../fairness/live-round-row';
import { PokerVerification } from '../fairness/poker-fairness';
import { pokerHandOf, verifyPokerHand } from '../fairness/poker-hand-verification';
import { roundCheckOf, verifyRound, type Verification } from '../fairness/round-verification';
import { VerificationResult } from '../fairness/verification-result';

type Fairness = NonNullable<PlayerRoundRecall['fairness']>;

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="seed-list seed-list--compact recall-fairness__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className="mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rotating reveals the pair's server seed (and commits a new one): the round can then be recomputed. */
function RevealButton({ onRevealed }: { onRevealed: () => void }) {
  const rotate = useRotateSeed();
  return (
    <button
      type="button"
      className="btn btn--gold btn--sm"
      disabled={rotate.isPending}
      onClick={() =>
        rotate.mutate(undefined, {
          onSuccess: onRevealed,
          onError: (e) =>
            toast({
              variant: 'destructive',
              title: 'Could not rotate the seed',
              description: describeError(e),
            }),
        })
      }
    >
      {rotate.isPending ? 'Rotating…' : 'Rotate my seed to reveal it'}
    </button>
  );
}

/** A round of the player's own seed pair: recomputed here with the engine, as the Fairness page does. */
function SeedPairCheck({
  recall,
  fairness,
  onRevealed,
}: {
  recall: PlayerRoundRecall;
  fairness: Extract<Fairness, { kind: 'seed-pair' }>;
  onRevealed: () => void;
}) {
  const seeds = useRevealedSeeds();
  const session = recall.session;
  const check = useMemo(
    () => (session ? roundCheckOf(session, seeds.data ?? []) : null),
    [session, seeds.data],
  );
  const [verification, setVerification] = useState<Verification | null>(null);
  return (
    <>
      <Facts
        rows={[
          ['Server seed hash (committed before the round)', fairness.serverSeedHash],
          ['Client seed', fairness.clientSeed],
          ['Nonce', String(fairness.nonce)],
          ['Server seed', fairness.serverSeed ?? 'secret until you rotate your seed pair'],
        ]}
      />
      {check?.status === 'ready' ? (
        <button
          type="button"
          className="btn btn--purple btn--sm"
          data-testid="recall-verify"
          onClick={() =>
            session && setVerification(verifyRound(session, check.seed, check.fairness, check.game))
          }
        >
          {verification ? 'Verify again' : 'Verify in my browser'}
        </button>
      ) : check?.status === 'unsupported' ? (
        <p className="history-muted">{check.reason}</p>
      ) : (
        <div className="recall-fairness__reveal">
          <p className="history-muted">
            The server seed of this round is still secret. Rotate your seed pair to reveal it; your next
            rounds use a new one.
          </p>
          <RevealButton onRevealed={onRevealed} />
        </div>
      )}
      {verification && <VerificationResult verification={verification} />}
    </>
  );
}

function PokerCheck({ recall }: { recall: PlayerRoundRecall }) {
  const hand = useMemo(() => (recall.session ? pokerHandOf(recall.session) : null), [recall.session]);
  const [verification, setVerification] = useState<DealVerification | null>(null);
  if (!hand) return <p className="history-muted">Dealt before committed decks: nothing to verify.</p>;
  return (
    <>
      <button
        type="button"
        className="btn btn--purple btn--sm"
        data-testid="recall-verify"
        onClick={() => setVerification(verifyPokerHand(hand))}
      >
        {verification ? 'Verify again' : 'Verify my cards in my browser'}
      </button>
      {verification && <PokerVerification hand={hand} verification={verification} />}
    </>
  );
}

function ChallengeCheck({ fairness }: { fairness: Extract<Fairness, { kind: 'challenge' }> }) {
  const commitment =
    fairness.serverSeed === null ? null : sha256Hex(fairness.serverSeed) === fairness.seedHash;
  return (
    <>
      <Facts
        rows={[
          ['Seed hash (shown before the first move)', fairness.seedHash],
          ['Seed', fairness.serverSeed ?? 'revealed when the challenge ends'],
        ]}
      />
      {commitment !== null && (
        <p className={`check ${commitment ? 'check--ok' : 'check--bad'}`} data-testid="recall-commitment">
          {commitment ? '✓' : '✗'} sha256(seed), computed in your browser,{' '}
          {commitment ? 'equals' : 'does not equal'} the hash shown before the first move
        </p>
      )}
      {fairness.verified !== null && (
        <p className={`check ${fairness.verified ? 'check--ok' : 'check--bad'}`}>
          {fairness.verified ? '✓' : '✗'} The recorded moves, replayed by the game&apos;s rules from that
          seed, {fairness.verified ? 'give the recorded result' : 'do not give the recorded result'}
        </p>
      )}
    </>
  );
}

/** How the recalled round's fairness is checked, by what decided it. */
export function RoundFairnessCheck({
  recall,
  onRevealed,
}: {
  recall: PlayerRoundRecall;
  onRevealed: () => void;
}) {
  const fairness = recall.fairness;
  if (!fairness) return <p className="history-muted">This round has no fairness record.</p>;
  switch (fairness.kind) {
    case 'seed-pair':
      return <SeedPairCheck recall={recall} fairness={fairness} onRevealed={onRevealed} />;
    case 'live-round':
      return <LiveRoundPanel roundId={fairness.liveRoundId} />;
    case 'poker-hand':
      return <PokerCheck recall={recall} />;
    case 'challenge':
      return <ChallengeCheck fairness={fairness} />;
  }
}
