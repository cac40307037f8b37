import type { ChallengeRoomSnapshot } from '@casino/contracts';
import { formatClock, remainingMs, SHARED_CLOCK } from './clock-model';

type Seat = ChallengeRoomSnapshot['seats'][number];

/** One player: name, rating, connection, ready (before the start), to move, and their clock. */
export function PlayerBar({
  seat,
  snapshot,
  serverNow,
  isMe,
  colour,
}: {
  seat: Seat;
  snapshot: ChallengeRoomSnapshot;
  serverNow: number;
  isMe: boolean;
  /** "White", "Dark", ... for board games. */
  colour: string | null;
}) {
  const left = remainingMs(snapshot, seat, serverNow);
  const running =
    snapshot.phase === 'playing' && (snapshot.running === seat.seat || snapshot.running === SHARED_CLOCK);
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
