import { describe, expect, it } from 'vitest';
import type { LedgerAudit } from '../../ledger/audit.js';
import { AUDIT_CHECK_EXAMPLES, auditChecksOf, checkNameOf, describeFinding } from './audit-checks.js';

const clean: LedgerAudit = {
  ok: true,
  transactions: 10,
  entries: 20,
  totals: { coins: 0n, sweeps: 0n },
  unbalancedTransactions: [],
  mixedCurrencyTransactions: [],
  balanceMismatches: [],
  negativeBalances: [],
  purchaseMismatches: [],
  promotionMismatches: [],
  houseMismatches: [],
  holdemImbalance: 0n,
  challengeEscrowMismatches: [],
  adjustmentMismatches: [],
  liveRoundEscrowMismatches: [],
  sweepstakesMismatches: [],
};

const checkNamed = (audit: LedgerAudit, name: string) => auditChecksOf(audit).find((c) => c.name === name);

describe('the audit as named checks', () => {
  it("names every check of a clean audit in words, each holding (the issue's three among them)", () => {
    const checks = auditChecksOf(clean);
    expect(checks.map((c) => c.name)).toEqual([
      'accounts sum to zero per currency',
      'every transaction sums to zero',
      'every transaction moves one currency',
      'every wallet equals its entries',
      'no wallet negative',
      'every completed purchase credited once',
      'every promotion grant paid once',
      'every house account equals its rounds',
      "hold'em hands net to zero",
      'every challenge escrow holds its stakes',
      'every applied adjustment moved its amount once',
      'every live round escrow holds its placed bets',
      'every redemption, sweepstakes grant and mail-in entry moved its coins once',
    ]);
    expect(checks.every((c) => c.findings === 0 && c.examples.length === 0)).toBe(true);
  });

  it.each<[string, Partial<LedgerAudit> & Record<string, unknown>, string, number, string[]]>([
    [
      'a currency that does not sum to zero',
      { totals: { coins: -150n, sweeps: 0n } },
      'accounts sum to zero per currency',
      1,
      ['coins: -1.50'],
    ],
    [
      'a wallet that differs from its entries',
      { balanceMismatches: [{ accountId: 7n, stored: 100n, fromEntries: 90n }] },
      'every wallet equals its entries',
      1,
      ['accountId 7, stored 100, fromEntries 90'],
    ],
    ['a negative wallet', { negativeBalances: [3n, 4n] }, 'no wallet negative', 2, ['3', '4']],
    [
      "hold'em chips that do not net out",
      { holdemImbalance: 250n },
      "hold'em hands net to zero",
      1,
      ['2.50'],
    ],
    [
      'more findings than examples kept',
      { unbalancedTransactions: [1n, 2n, 3n, 4n, 5n, 6n, 7n] },
      'every transaction sums to zero',
      7,
      ['1', '2', '3', '4', '5'],
    ],
    [
      'an adjustment check finding, described generically',
      { adjustmentMismatches: [{ adjustmentId: '9', transactionId: 12n, problem: 'applied twice' }] },
      'every applied adjustment moved its amount once',
      1,
      ['adjustmentId 9, transactionId 12, problem applied twice'],
    ],
    [
      'a check nobody named yet, under its field name in words',
      { escrowLeaseOrphans: ['poker:3'] },
      'escrow lease orphans',
      1,
      ['poker:3'],
    ],
  ])('counts %s', (_name, damage, checkName, findings, examples) => {
    const audit = { ...clean, ...damage, ok: false } as LedgerAudit;
    expect(checkNamed(audit, checkName)).toEqual({ name: checkName, findings, examples });
    expect(examples.length).toBeLessThanOrEqual(AUDIT_CHECK_EXAMPLES);
  });

  it.each([
    ['balanceMismatches', 'every wallet equals its entries'],
    ['somethingNewHere', 'something new here'],
    ['v2Check', 'v2 check'],
  ])('names the field %s "%s"', (field, name) => {
    expect(checkNameOf(field)).toBe(name);
  });

  it.each<[string, unknown, string]>([
    ['an id', 12n, '12'],
    ['a code', 'house:slots', 'house:slots'],
    ['an object', { house: 'house:slots', ledger: -5n }, 'house house:slots, ledger -5'],
    ['a nested list', { ids: [1n, 2n] }, 'ids 1 2'],
    ['nothing', null, 'null'],
  ])('describes %s in a line', (_name, finding, line) => {
    expect(describeFinding(finding)).toBe(line);
  });
});
