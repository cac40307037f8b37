import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT, formatMoneyUnits } from '@casino/contracts';
import { checkAdjustment, needsSecondAdmin, previewAmount, type AdjustmentForm } from './adjustment-form';

const form = (over: Partial<AdjustmentForm>): AdjustmentForm => ({
  currency: 'coins',
  amount: '250',
  reasonCode: 'goodwill',
  note: 'Lost a hand to a disconnect',
  ...over,
});

describe('checkAdjustment', () => {
  it.each([
    ['a small credit applies at once', { amount: '250' }, { amount: '250.00', needsApproval: false }],
    ['a small debit applies at once', { amount: '-99.5' }, { amount: '-99.50', needsApproval: false }],
    [
      'exactly the threshold applies at once',
      { amount: '1000' },
      { amount: '1000.00', needsApproval: false },
    ],
    ['a cent above the threshold waits', { amount: '1000.01' }, { amount: '1000.01', needsApproval: true }],
    ['a large debit waits too', { amount: '-5000' }, { amount: '-5000.00', needsApproval: true }],
    ['spaces around the amount are dropped', { amount: ' 12 ' }, { amount: '12.00', needsApproval: false }],
  ])('%s', (_name, over, expected) => {
    const checked = checkAdjustment(form(over));
    expect(checked).toMatchObject({ ok: true, needsApproval: expected.needsApproval });
    if (checked.ok) expect(checked.request.amount).toBe(expected.amount);
  });

  it.each([
    ['zero', { amount: '0' }, 'amount'],
    ['three decimals', { amount: '1.005' }, 'amount'],
    ['a word', { amount: 'ten' }, 'amount'],
    ['empty', { amount: '' }, 'amount'],
    ['a short note', { note: 'ok' }, 'note'],
  ])('refuses %s, naming the field', (_name, over, field) => {
    const checked = checkAdjustment(form(over));
    expect(checked).toMatchObject({ ok: false, field });
    if (!checked.ok) expect(checked.message).toMatch(/^(Amount|Note) /);
  });

  it('uses the threshold it is given (the api can configure another)', () => {
    expect(checkAdjustment(form({ amount: '60' }), '50.00')).toMatchObject({ ok: true, needsApproval: true });
    expect(checkAdjustment(form({ amount: '60' }))).toMatchObject({ ok: true, needsApproval: false });
  });
});

describe('needsSecondAdmin', () => {
  it('depends only on the size, never the sign, and is strictly above the threshold', () => {
    const threshold = ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT;
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), (units) => {
        const amount = formatMoneyUnits(units);
        const above = units > 100_000n;
        expect(needsSecondAdmin(amount, threshold)).toBe(above);
        expect(needsSecondAdmin(`-${amount}`, threshold)).toBe(above);
      }),
    );
  });
});

describe('previewAmount', () => {
  it.each([
    ['', false],
    ['-', false],
    ['12.345', false],
    ['1,000', false],
    ['1000', true],
    ['-1000.01', true],
  ])('"%s" is ready: %s', (amount, ready) => {
    expect(previewAmount(amount).ok).toBe(ready);
  });

  it('agrees with checkAdjustment on every amount it accepts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -10_000_000n, max: 10_000_000n }), (units) => {
        const sign = units < 0n ? '-' : '';
        const text = sign + formatMoneyUnits(units < 0n ? -units : units);
        const preview = previewAmount(text);
        const full = checkAdjustment(form({ amount: text }));
        expect(preview.ok).toBe(full.ok);
        if (preview.ok && full.ok) {
          expect(preview.amount).toBe(full.request.amount);
          expect(preview.needsApproval).toBe(full.needsApproval);
        }
      }),
    );
  });
});
