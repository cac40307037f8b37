import type { ReactNode } from 'react';
import type { Verification } from './round-verification';

/** The verdict of a recomputed round: the commitment check and recorded against recomputed. */
export function VerificationResult({
  verification: v,
  children,
}: {
  verification: Verification;
  /** More lines of the comparison (a card round's dealing order). */
  children?: ReactNode;
}) {
  return (
    <div
      className={`verify ${v.verified ? 'verify--ok' : 'verify--bad'}`}
      data-testid="fairness-verify-result"
      role="status"
    >
      <p className="verify__verdict">{v.verified ? 'Verified ✓' : 'Mismatch'}</p>
      <p className={`check ${v.hashMatches ? 'check--ok' : 'check--bad'}`}>
        {v.hashMatches ? '✓' : '✗'} sha256(server seed) {v.hashMatches ? 'equals' : 'does not equal'} the
        committed hash
      </p>
      <dl className="verify__compare">
        <div>
          <dt>Recorded</dt>
          <dd>{v.recorded ?? 'The record is missing the outcome fields.'}</dd>
        </div>
        <div>
          <dt>Recomputed in your browser</dt>
          <dd>{v.recomputed}</dd>
        </div>
        {children}
      </dl>
      <p className="verify__hash mono">
        <span>committed {v.committedHash}</span>
        <span>computed {v.computedHash}</span>
      </p>
    </div>
  );
}
