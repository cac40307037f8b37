import { useChallengeRoomStore } from '../game-room/challenge-room-store';
import { useNow } from '../game-room/use-now';
import { remainingMs, serverNow } from '../game-room/clock-model';
import { gameNowMs } from './poker-challenge-model';

/**
 * The match's clocks as they run: game time now (the views' deadlines are in it) and the shared
 * countdown left (the room writes it per seat at server time `clockAt`, spec: 1,800 s). Null before
 * the room's first snapshot.
 */
export function useGameClock(): { gameNow: number; clockLeft: number } | null {
  const snapshot = useChallengeRoomStore((s) => s.snapshot);
  const snapshotAt = useChallengeRoomStore((s) => s.snapshotAt);
  const clock = useChallengeRoomStore((s) => s.clock);
  const playing = snapshot?.phase === 'playing';
  const now = useNow(playing);
  if (!snapshot) return null;
  const seat = snapshot.seats[0];
  return {
    gameNow: gameNowMs(snapshot.gameTime, snapshotAt, now, playing),
    clockLeft: seat ? remainingMs(snapshot, seat, serverNow(clock, now)) : 0,
  };
}
