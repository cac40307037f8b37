import type { ReactNode } from 'react';
import type { GameSession } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

/** What every row of "Your rounds" shows before its own check: the game, when, and bet and won. */
export function RoundSummary({
  titleId,
  name,
  session,
  meta,
}: {
  titleId: string;
  name: string;
  session: GameSession;
  /** The row's own detail after the time (the nonce, or your cards). */
  meta: ReactNode;
}) {
  return (
    <>
      <div className="round__what">
        <p id={titleId} className="round__name">
          {name}
        </p>
        <p className="round__meta">{meta}</p>
      </div>
      <p className="round__amounts">
        <span>
          Bet <strong>{formatAmount(session.betAmount)}</strong>
        </span>
        <span>
          Won <strong>{formatAmount(session.winAmount)}</strong>
        </span>
      </p>
    </>
  );
}
