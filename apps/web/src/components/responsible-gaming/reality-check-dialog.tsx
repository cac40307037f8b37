import type { RgSessionStatus } from '@casino/contracts';
import { useEffect, useId, useRef } from 'react';
import { minutesSince, minutesText, netText } from './rg-model';

/**
 * The reality check (issue 18): how long this session has lasted and its net result, with "Keep
 * playing" and "Stop playing". It asks for an answer: Escape does not dismiss it.
 */
export function RealityCheckDialog(props: {
  session: RgSessionStatus;
  busy: boolean;
  onContinue: () => void;
  onStop: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { playSession, realityCheck } = props.session;
  // Measured by the server's clock when the check came due (this device's may be wrong).
  const played = playSession.startedAt
    ? minutesSince(playSession.startedAt, Date.parse(props.session.serverTime))
    : 0;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="rg-check"
      aria-labelledby={titleId}
      data-testid="reality-check"
      onCancel={(event) => event.preventDefault()}
    >
      <div className="rg-check__panel">
        <p className="rg-check__eyebrow">Reality check</p>
        <h2 id={titleId} className="rg-check__title">
          You have been playing for {minutesText(played)}
        </h2>
        <dl className="rg-check__facts">
          <div>
            <dt>Time played this session</dt>
            <dd data-testid="reality-check-time">{minutesText(played)}</dd>
          </div>
          <div>
            <dt>Net result this session</dt>
            <dd data-testid="reality-check-net">
              {netText(playSession.net.coins, 'GC')}
              {Number(playSession.net.sweeps) !== 0 && <> · {netText(playSession.net.sweeps, 'SC')}</>}
            </dd>
          </div>
        </dl>
        <p className="rg-check__note">
          {realityCheck.intervalMinutes !== null &&
            `You asked to be reminded every ${minutesText(realityCheck.intervalMinutes)}. `}
          Take a moment: is this still fun?
        </p>
        <div className="rg-check__actions">
          <button type="button" className="btn btn--ghost" disabled={props.busy} onClick={props.onStop}>
            Stop playing
          </button>
          <button type="button" className="btn btn--gold" disabled={props.busy} onClick={props.onContinue}>
            Keep playing
          </button>
        </div>
      </div>
    </dialog>
  );
}
