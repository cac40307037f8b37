import type { Currency, RgPeriod } from '@casino/contracts';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { formatMinutes, formatUtc } from './period-windows.js';

/**
 * The answers a refused wager or purchase gets (issue 18: a clear message naming the limit and when
 * it resets). Limits reached are 409s, a break or an exclusion a 403 (apps/api error-responses.ts).
 */

const PERIOD_WORD: Record<RgPeriod, { adjective: string; span: string }> = {
  day: { adjective: 'daily', span: 'today' },
  week: { adjective: 'weekly', span: 'this week' },
  month: { adjective: 'monthly', span: 'this month' },
};

/** "1,234.50" */
const grouped = (units: bigint): string => {
  const [whole = '0', cents = '00'] = formatMoney(units).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

/** Play money as the app shows it: "1,234.50 GC" / "SC", never a currency sign. */
export const playAmount = (units: bigint, currency: Currency): string =>
  `${grouped(units)} ${currency === 'coins' ? 'GC' : 'SC'}`;

/** Real money: "$50.00". */
export const dollars = (cents: bigint): string => `$${grouped(cents)}`;

export function wagerLimitReached(w: {
  period: RgPeriod;
  currency: Currency;
  limit: bigint;
  used: bigint;
  resetsAt: Date;
}): DomainError {
  const { adjective, span } = PERIOD_WORD[w.period];
  return new DomainError(
    'wager_limit_reached',
    `This bet would take you past your ${adjective} wager limit of ${playAmount(w.limit, w.currency)} ` +
      `(${playAmount(w.used, w.currency)} played ${span}). The limit resets ${formatUtc(w.resetsAt)}.`,
    { limit: `wager:${w.currency}:${w.period}`, resetsAt: w.resetsAt.toISOString() },
  );
}

export function purchaseLimitReached(p: {
  period: RgPeriod;
  limit: bigint;
  used: bigint;
  resetsAt: Date;
}): DomainError {
  const { adjective, span } = PERIOD_WORD[p.period];
  return new DomainError(
    'purchase_limit_reached',
    `This purchase would take you past your ${adjective} purchase limit of ${dollars(p.limit)} ` +
      `(${dollars(p.used)} spent ${span}). The limit resets ${formatUtc(p.resetsAt)}.`,
    { limit: `purchase:${p.period}`, resetsAt: p.resetsAt.toISOString() },
  );
}

export function sessionLimitReached(s: { limitMinutes: number; resumesAt: Date; pauseMinutes: number }) {
  return new DomainError(
    'session_limit_reached',
    `You reached your session limit of ${formatMinutes(s.limitMinutes)}. Play resumes ` +
      `${formatUtc(s.resumesAt)}, after a ${formatMinutes(s.pauseMinutes)} pause.`,
    { limit: 'session', resetsAt: s.resumesAt.toISOString() },
  );
}

/** A break or exclusion in force, as the gates and the rooms' sign-in read it. */
export interface ActiveBlock {
  kind: 'break' | 'exclusion';
  endsAt: Date | null;
}

export function blockedMessage(block: ActiveBlock): string {
  if (block.kind === 'break')
    return `You are taking a break until ${formatUtc(block.endsAt ?? new Date(0))}. Games, purchases and promotions are closed until then.`;
  return block.endsAt === null
    ? 'You have excluded yourself indefinitely. Games, purchases and promotions are closed.'
    : `You have excluded yourself until ${formatUtc(block.endsAt)}. Games, purchases and promotions are closed until then.`;
}

export const blockedRefusal = (block: ActiveBlock): DomainError =>
  new DomainError(block.kind === 'break' ? 'taking_a_break' : 'self_excluded', blockedMessage(block), {
    limit: block.kind,
    resetsAt: block.endsAt?.toISOString() ?? null,
  });
