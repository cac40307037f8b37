import { useEffect, useState } from 'react';
import { timeLeftMs, timerFraction, timerTone } from './action-timer-model';
import { usePokerRoomStore } from './poker-room-store';

/** Re-renders every `intervalMs` while `active`, returning the browser's clock. */
function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}

/** Spec §4: the acting player's timer bar, scaled to the 30-second action time. */
export function ActionTimer({
  deadline,
  scaleMs,
  label,
}: {
  deadline: number;
  scaleMs: number;
  label: string;
}) {
  const offset = usePokerRoomStore((s) => s.clockOffsetMs);
  const now = useNow(deadline > 0);
  const left = timeLeftMs(deadline, now, offset);
  const fraction = timerFraction(left, scaleMs);
  const seconds = Math.ceil(left / 1000);
  return (
    <div
      className={`action-timer action-timer--${timerTone(fraction)}`}
      role="timer"
      aria-label={`${label}: ${seconds} seconds left`}
      data-testid="action-timer"
    >
      <span className="action-timer__fill" style={{ transform: `scaleX(${fraction})` }} />
    </div>
  );
}

/** The seconds the player has left to act, counting down from the server's deadline. */
export function TurnCountdown({ deadline }: { deadline: number }) {
  const offset = usePokerRoomStore((s) => s.clockOffsetMs);
  const now = useNow(deadline > 0);
  const left = timeLeftMs(deadline, now, offset);
  if (deadline <= 0) return null;
  const seconds = Math.ceil(left / 1000);
  return (
    <span
      className={`turn-countdown turn-countdown--${timerTone(timerFraction(left))}`}
      data-testid="turn-countdown"
      role="timer"
      aria-label={`${seconds} seconds left to act`}
    >
      {seconds}s
    </span>
  );
}
