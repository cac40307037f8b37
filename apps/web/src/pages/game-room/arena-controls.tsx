import { useState } from 'react';
import type { ChallengeRoomSnapshot } from '@casino/contracts';
import {
  sendAcceptDraw,
  sendDeclineDraw,
  sendOfferDraw,
  sendReady,
  sendResign,
} from './challenge-room-connection';

/**
 * The player's controls: Start Challenge before the clocks run (the spec's waiting phase), then
 * Resign (asked twice) and, where the game takes draw offers (the board games), the offer and its answer.
 */
export function ArenaControls({
  snapshot,
  mySeat,
  drawOffers,
  opponentName,
}: {
  snapshot: ChallengeRoomSnapshot;
  mySeat: 0 | 1;
  drawOffers: boolean;
  opponentName: string;
}) {
  const [confirmResign, setConfirmResign] = useState(false);
  const me = snapshot.seats.find((s) => s.seat === mySeat);
  const opponent = snapshot.seats.find((s) => s.seat !== mySeat);

  if (snapshot.phase === 'waiting') {
    return (
      <div className="arena-controls" data-testid="arena-controls">
        {me?.ready ? (
          <p className="arena-controls__wait" role="status">
            {opponent?.ready ? 'Starting…' : `Ready. Waiting for ${opponentName} to press Start Challenge.`}
          </p>
        ) : (
          <button type="button" className="btn btn--gold btn--lg" onClick={() => sendReady()}>
            Start Challenge
          </button>
        )}
        {!me?.ready && opponent?.ready && <p className="arena-controls__hint">{opponentName} is ready.</p>}
      </div>
    );
  }

  if (snapshot.phase !== 'playing') return null;
  const drawByOpponent = snapshot.drawOfferedBy !== -1 && snapshot.drawOfferedBy !== mySeat;
  const drawByMe = snapshot.drawOfferedBy === mySeat;
  return (
    <div className="arena-controls" data-testid="arena-controls">
      {drawOffers && drawByOpponent && (
        <div className="arena-controls__draw" role="group" aria-label="Draw offer">
          <span>{opponentName} offers a draw.</span>
          <button type="button" className="btn btn--gold btn--sm" onClick={() => sendAcceptDraw()}>
            Accept draw
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => sendDeclineDraw()}>
            Decline
          </button>
        </div>
      )}
      <div className="arena-controls__row">
        {drawOffers && !drawByOpponent && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={drawByMe}
            onClick={() => sendOfferDraw()}
          >
            {drawByMe ? 'Draw offered' : 'Offer draw'}
          </button>
        )}
        {confirmResign ? (
          <>
            <button
              type="button"
              className="btn btn--sm arena-controls__resign"
              onClick={() => {
                setConfirmResign(false);
                sendResign();
              }}
            >
              Confirm resign
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirmResign(false)}>
              Keep playing
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirmResign(true)}>
            Resign
          </button>
        )}
      </div>
    </div>
  );
}
