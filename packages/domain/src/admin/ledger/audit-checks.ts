import type { LedgerAuditRun } from '@casino/contracts';
import type { LedgerAudit } from '../../ledger/audit.js';
import { formatMoney } from '../../money.js';

export type AuditCheck = LedgerAuditRun['checks'][number];

/** How many findings of a check a run keeps as examples (the count is always complete). */
export const AUDIT_CHECK_EXAMPLES = 5;

/** Fields of the audit that are its size and verdict, not checks. */
const NOT_CHECKS = new Set(['ok', 'transactions', 'entries']);

/**
 * The checks' names as an operator reads them (issue 15: "all accounts sum to zero per currency,
 * every wallet equals its entries, no wallet negative"). A check added to auditLedger later and not
 * named here still appears, under its field name in words.
 */
const CHECK_NAMES: Readonly<Record<string, string>> = {
  totals: 'accounts sum to zero per currency',
  unbalancedTransactions: 'every transaction sums to zero',
  mixedCurrencyTransactions: 'every transaction moves one currency',
  balanceMismatches: 'every wallet equals its entries',
  negativeBalances: 'no wallet negative',
  purchaseMismatches: 'every completed purchase credited once',
  promotionMismatches: 'every promotion grant paid once',
  houseMismatches: 'every house account equals its rounds',
  holdemImbalance: "hold'em hands net to zero",
  challengeEscrowMismatches: 'every challenge escrow holds its stakes',
  adjustmentMismatches: 'every applied adjustment moved its amount once',
  liveRoundEscrowMismatches: 'every live round escrow holds its placed bets',
  sweepstakesMismatches: 'every redemption, sweepstakes grant and mail-in entry moved its coins once',
};

/** "adjustmentMismatches" → "adjustment mismatches". */
export const checkNameOf = (field: string): string =>
  CHECK_NAMES[field] ?? field.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * The audit's findings as named checks, generically: every array field is a check with its length
 * and its first few items, `totals` holds when every currency sums to zero, and any other amount
 * (hold'em's imbalance) holds when it is zero. A check added to LedgerAudit appears without this
 * code changing.
 */
export function auditChecksOf(audit: LedgerAudit): AuditCheck[] {
  const checks: AuditCheck[] = [];
  for (const [field, value] of Object.entries(audit) as Array<[string, unknown]>) {
    if (NOT_CHECKS.has(field)) continue;
    const name = checkNameOf(field);
    if (Array.isArray(value)) {
      checks.push({
        name,
        findings: value.length,
        examples: value.slice(0, AUDIT_CHECK_EXAMPLES).map(describeFinding),
      });
    } else if (field === 'totals' && isRecord(value)) {
      const off = Object.entries(value).filter(([, total]) => !isZero(total));
      checks.push({
        name,
        findings: off.length,
        examples: off
          .slice(0, AUDIT_CHECK_EXAMPLES)
          .map(([currency, total]) => `${currency}: ${money(total)}`),
      });
    } else if (typeof value === 'bigint' || typeof value === 'number') {
      checks.push({ name, findings: isZero(value) ? 0 : 1, examples: isZero(value) ? [] : [money(value)] });
    } else if (isRecord(value)) {
      // A map of findings (a future check keyed by account, say): each entry is one finding.
      const entries = Object.entries(value);
      checks.push({
        name,
        findings: entries.length,
        examples: entries.slice(0, AUDIT_CHECK_EXAMPLES).map(([key, v]) => `${key}: ${describeFinding(v)}`),
      });
    }
  }
  return checks;
}

/** One finding in a line: an id as is, an object as "key value, key value". */
export function describeFinding(finding: unknown): string {
  if (isRecord(finding))
    return Object.entries(finding)
      .map(([key, value]) => `${key} ${describeFinding(value)}`)
      .join(', ');
  if (Array.isArray(finding)) return finding.map(describeFinding).join(' ');
  if (typeof finding === 'string') return finding;
  if (typeof finding === 'bigint' || typeof finding === 'number' || typeof finding === 'boolean')
    return String(finding);
  return JSON.stringify(finding) ?? 'null';
}

/** Per currency, the sum of every entry as money. */
export const totalsAsMoney = (totals: Record<string, bigint>): Record<string, string> =>
  Object.fromEntries(Object.entries(totals).map(([currency, total]) => [currency, formatMoney(total)]));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isZero = (value: unknown): boolean => value === 0n || value === 0 || value === '0';
const money = (value: unknown): string =>
  typeof value === 'bigint'
    ? formatMoney(value)
    : typeof value === 'number'
      ? formatMoney(BigInt(value))
      : String(value);
