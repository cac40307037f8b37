import { useEffect, useState } from 'react';
import type { ChallengeRoomSnapshot } from '@casino/contracts';
import { formatClock, remainingMs, serverNow, SHARED_CLOCK, type ClockSync } from './clock-model';

type Seat = ChallengeRoomSnapshot['seats'][number];

/** One player: name, rating, connection, ready (before the start), to move, and their clock. */
export function PlayerBar({
  seat,
  snapshot,
  clock,
  isMe,
  colour,
}: {
  seat: Seat;
  snapshot: ChallengeRoomSnapshot;
  clock: ClockSync;
  isMe: boolean;
  /** "White", "Dark", ... for board games. */
  colour: string | null;
}) {
  const running =
    snapshot.phase === 'playing' && (snapshot.running === seat.seat || snapshot.running === SHARED_CLOCK);
  // Only a running clock re-renders, and only its own bar (never the board), ten times a second.
  const now = useTicker(running, 100);
  const left = remainingMs(snapshot, seat, serverNow(clock, now));
  const low = running && left < 30_000;
  return (
    <div
      className={`player-bar${running ? ' is-running' : ''}${isMe ? ' is-me' : ''}`}
      data-testid={`player-${seat.seat}`}
      data-connected={seat.connected ? 'true' : 'false'}
    >
      <span
        className={`player-bar__dot${seat.connected ? ' is-on' : ''}`}
        title={seat.connected ? 'Connected' : 'Disconnected'}
      />
      <div className="player-bar__who">
        <span className="player-bar__name">
          {seat.name}
          {isMe && <span className="you-tag">You</span>}
        </span>
        <span className="player-bar__meta">
          {colour ? `${colour} · ` : ''}
          {seat.rating}
          {!seat.connected && ' · disconnected'}
          {snapshot.phase === 'waiting' && (seat.ready ? ' · ready' : ' · not ready')}
        </span>
      </div>
      <span
        className={`player-bar__clock${low ? ' is-low' : ''}`}
        data-testid={`clock-${seat.seat}`}
        role="timer"
        aria-label={`${seat.name}'s clock`}
      >
        {formatClock(left)}
      </span>
    </div>
  );
}

/** The browser's time, renewed every `ms` while `active`. */
function useTicker(active: boolean, ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNowSoon();
    const timer = setInterval(setNowSoon, ms);
    return () => clearInterval(timer);
    function setNowSoon() {
      setNow(Date.now());
    }
  }, [active, ms]);
  return now;
}
