/**
 * The configurable rules of responsible gaming (README "Responsible gaming"; each api process reads
 * them from its env). Limits themselves are the player's; these say how changes to them behave.
 */
export interface RgRules {
  /** How long a raised or removed limit waits before it applies (RG_LIMIT_RAISE_DELAY_MS). */
  raiseDelayMs: number;
  /** How long an indefinite exclusion runs before a lift may be asked for (RG_EXCLUSION_LIFT_AFTER_MONTHS). */
  exclusionLiftAfterMonths: number;
  /** How long after a lift is asked for the exclusion ends (RG_EXCLUSION_COOLING_OFF_MS). */
  coolingOffMs: number;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const DEFAULT_RG_RULES: RgRules = {
  raiseDelayMs: DAY_MS,
  exclusionLiftAfterMonths: 6,
  coolingOffMs: 7 * DAY_MS,
};

/**
 * A play session is a run of wagers with no pause longer than this between them. The same pause
 * ends a session that reached its length limit: play resumes this long after the last wager. A
 * constant rather than a setting because every api and rooms process must judge sessions alike.
 */
export const PLAY_SESSION_PAUSE_MS = 30 * 60_000;
