import { useId, useMemo, useState } from 'react';
import type { GameSession, RevealedSeed } from '@casino/contracts';
import type { AiMathDesign } from '@casino/engine';
import { useAiGame } from '../ai-games/ai-games-queries';
import { RoundSummary } from './round-summary';
import { roundFairnessOf, verifyAiSession } from './ai-round-verification';
import type { Verification } from './round-verification';
import { VerificationResult } from './verification-result';

/** A generated game's round on the Fairness page: its design is loaded, then the round replayed. */
export function AiRoundRow({
  session,
  aiGameId,
  revealed,
  date,
}: {
  session: GameSession;
  aiGameId: number;
  revealed: readonly RevealedSeed[];
  date: string;
}) {
  const titleId = useId();
  const game = useAiGame(aiGameId);
  const fairness = useMemo(() => roundFairnessOf(session), [session]);
  const seed = fairness
    ? revealed.find((s) => s.serverSeedHash.toLowerCase() === fairness.serverSeedHash.toLowerCase())
    : undefined;
  const [verification, setVerification] = useState<Verification | null>(null);
  const math = game.data?.math as AiMathDesign | null | undefined;
  return (
    <li className="round" aria-labelledby={titleId}>
      <div className="round__summary">
        <RoundSummary
          titleId={titleId}
          name={game.data?.name ?? 'AI game'}
          session={session}
          meta={
            <>
              <time dateTime={session.createdAt}>{date}</time>
              {fairness && <span> · nonce {fairness.nonce}</span>}
            </>
          }
        />
        <div className="round__action">
          {!fairness ? (
            <p className="round__note">This round has no fairness record.</p>
          ) : !seed ? (
            <p className="round__note">Rotate your seed to verify this round</p>
          ) : !math ? (
            <p className="round__note">
              {game.isLoading ? 'Loading the game’s design…' : 'This game’s design is not available.'}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--purple btn--sm"
              aria-describedby={titleId}
              onClick={() => setVerification(verifyAiSession(session, seed, fairness, math))}
            >
              {verification ? 'Verify again' : 'Verify'}
            </button>
          )}
        </div>
      </div>
      {verification && <VerificationResult verification={verification} />}
    </li>
  );
}
