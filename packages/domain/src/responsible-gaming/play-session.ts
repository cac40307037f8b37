import type { RgPlayerRow } from '@casino/db';
import { PLAY_SESSION_PAUSE_MS } from './rg-rules.js';

/**
 * The play session (issue 18: session length and the reality check): a run of wagers with no pause
 * longer than PLAY_SESSION_PAUSE_MS between them, across every game, device and process. It is kept
 * on the player's responsible-gaming row by the wager gate, so only players who use a tool pay for it.
 */
export interface PlaySession {
  startedAt: Date;
  lastWagerAt: Date;
}

type SessionFields = Pick<RgPlayerRow, 'session_started_at' | 'session_last_wager_at'>;

/** The session running at `now`, or null (none yet, or the last wager is more than a pause ago). */
export function runningSession(row: SessionFields, now: Date): PlaySession | null {
  const started = row.session_started_at;
  const last = row.session_last_wager_at;
  if (!started || !last || now.getTime() - last.getTime() > PLAY_SESSION_PAUSE_MS) return null;
  return { startedAt: started, lastWagerAt: last };
}

/** The session after a wager at `now`: the running one goes on, or a new one starts. */
export function sessionAfterWager(row: SessionFields, now: Date): PlaySession {
  return { startedAt: runningSession(row, now)?.startedAt ?? now, lastWagerAt: now };
}

/**
 * Whether the session-length limit stops play at `now`, and when play may resume: a pause after the
 * last wager, which starts a new session.
 */
export function sessionLimitStop(
  row: SessionFields,
  limitMinutes: number | null,
  now: Date,
): { resumesAt: Date } | null {
  const session = runningSession(row, now);
  if (limitMinutes === null || !session) return null;
  if (now.getTime() - session.startedAt.getTime() < limitMinutes * 60_000) return null;
  return { resumesAt: new Date(session.lastWagerAt.getTime() + PLAY_SESSION_PAUSE_MS) };
}
