import {
  ErrorCode,
  moneyUnitsOf,
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_LIMIT_MINUTES,
  type RgExclusionLength,
  type RgPeriod,
  type RgPlaySession,
} from '@casino/contracts';

// The pure parts of responsible gaming in the app: the refusals it recognises, local times, lengths
// of time, the limit forms' checks and the reality check's timing.

/** The refusals of a limit, a break or an exclusion, with the title the app shows them under. */
export const RG_REFUSAL_TITLES: Readonly<Record<string, string>> = {
  [ErrorCode.wagerLimitReached]: 'Wager limit reached',
  [ErrorCode.purchaseLimitReached]: 'Purchase limit reached',
  [ErrorCode.sessionLimitReached]: 'Session limit reached',
  [ErrorCode.takingABreak]: 'You are taking a break',
  [ErrorCode.selfExcluded]: 'You are self-excluded',
};

export const isRgRefusal = (code: string | null): code is string =>
  code !== null && code in RG_REFUSAL_TITLES;

export const PERIOD_LABELS: Record<RgPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };
export const PERIOD_SPAN: Record<RgPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };

export const EXCLUSION_LABELS: Record<RgExclusionLength, string> = {
  '6-months': '6 months',
  '1-year': '1 year',
  '5-years': '5 years',
  indefinite: 'Indefinitely',
};

/** Session-limit choices offered (minutes), inside the contract's range. */
export const SESSION_LIMIT_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480].filter(
  (m) => m >= RG_SESSION_LIMIT_MINUTES.min && m <= RG_SESSION_LIMIT_MINUTES.max,
);
/** Reality-check intervals offered (minutes). */
export const REALITY_CHECK_CHOICES = [5, 15, 30, 45, 60, 90, 120].filter(
  (m) => m >= RG_REALITY_CHECK_MINUTES.min && m <= RG_REALITY_CHECK_MINUTES.max,
);

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in the player's own time zone: "Thu, May 13, 2027, 11:00 AM". */
export const localTime = (iso: string): string => when.format(new Date(iso));

/** "45 min", "1 h", "1 h 30 min". */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A limit amount typed by the player: a positive decimal with at most two decimals, or why not. */
export function checkLimitAmount(
  text: string,
): { ok: true; amount: string } | { ok: false; message: string } {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return { ok: false, message: 'Enter an amount.' };
  const units = moneyUnitsOf(trimmed);
  if (units === null)
    return { ok: false, message: 'Enter an amount with at most two decimals, such as 50 or 12.50.' };
  if (units === 0n) return { ok: false, message: 'The limit must be more than zero.' };
  return { ok: true, amount: trimmed };
}

/** How far a limit is used, 0..1 (0 with no limit). */
export function usedShare(used: string, amount: string | null): number {
  if (amount === null) return 0;
  const limit = Number(amount);
  return limit > 0 ? Math.min(1, Number(used) / limit) : 0;
}

/** Whole minutes from `startedAt` to `now`. */
export const minutesSince = (startedAt: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(startedAt)) / 60_000));

/**
 * The server's time now, from its time in an answer received at `receivedAt` (this device's clock),
 * so timings follow the server's clock even when this device's is wrong.
 */
export const serverNow = (serverTime: string, receivedAt: number, now: number): number =>
  Date.parse(serverTime) + (now - receivedAt);

/**
 * When the reality check is due, in ms from the server's `now` (0: due already), or null when none
 * is due (no session running, or the check turned off).
 */
export function realityCheckDueIn(
  session: Pick<RgPlaySession, 'nextRealityCheckAt'>,
  now: number,
): number | null {
  if (!session.nextRealityCheckAt) return null;
  return Math.max(0, Date.parse(session.nextRealityCheckAt) - now);
}

/** A net result as the reality check says it: "+12.50 GC", "-40.00 SC", "0.00 GC". */
export function netText(net: string, mark: 'GC' | 'SC'): string {
  const n = Number(net);
  const abs = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${n > 0 ? '+' : n < 0 ? '-' : ''}${abs} ${mark}`;
}
