import {
  ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
  AdjustmentRequest,
  SignedMoneyAmount,
  moneyUnitsOf,
  type AdjustmentReasonCode,
  type Currency,
  type MoneyString,
} from '@casino/contracts';

/** What the Adjust balance dialog holds while the admin types. */
export interface AdjustmentForm {
  currency: Currency;
  /** Signed: "250" credits, "-250" debits. */
  amount: string;
  reasonCode: AdjustmentReasonCode;
  note: string;
}

export const REASON_CODE_LABELS: Record<AdjustmentReasonCode, string> = {
  goodwill: 'Goodwill',
  service_recovery: 'Service recovery',
  promotion: 'Promotion',
  correction: 'Correction',
  chargeback: 'Chargeback',
  fraud: 'Fraud',
  test: 'Test',
};

export type AdjustmentCheck =
  | { ok: true; request: AdjustmentRequest; needsApproval: boolean }
  | { ok: false; field: keyof AdjustmentForm; message: string };

const FIELD_LABELS: Record<keyof AdjustmentForm, string> = {
  currency: 'Currency',
  amount: 'Amount',
  reasonCode: 'Reason code',
  note: 'Note',
};

/**
 * The form as the api will read it (the contract's own schema, so the dialog and the server agree
 * on what is valid), and whether it will wait for a second admin.
 */
export function checkAdjustment(
  form: AdjustmentForm,
  threshold: MoneyString = ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
): AdjustmentCheck {
  const parsed = AdjustmentRequest.safeParse({ ...form, amount: form.amount.trim() });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue?.path[0] ?? 'amount') as keyof AdjustmentForm;
    return { ok: false, field, message: `${FIELD_LABELS[field]} ${issue?.message ?? 'is invalid'}` };
  }
  return { ok: true, request: parsed.data, needsApproval: needsSecondAdmin(parsed.data.amount, threshold) };
}

/** The contract's rule: a size (credit or debit) above the threshold waits; at or below it applies at once. */
export function needsSecondAdmin(signedAmount: string, threshold: MoneyString): boolean {
  const size = moneyUnitsOf(signedAmount.replace(/^-/, ''));
  const limit = moneyUnitsOf(threshold);
  if (size === null || limit === null) return false;
  return size > limit;
}

export type AmountPreview =
  { ok: true; amount: string; needsApproval: boolean } | { ok: false; message: string };

/** The amount alone, while the admin types: its normal form and whether it will wait for approval. */
export function previewAmount(
  amount: string,
  threshold: MoneyString = ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
): AmountPreview {
  const parsed = SignedMoneyAmount.safeParse(amount.trim());
  if (!parsed.success)
    return { ok: false, message: `Amount ${parsed.error.issues[0]?.message ?? 'is invalid'}` };
  return { ok: true, amount: parsed.data, needsApproval: needsSecondAdmin(parsed.data, threshold) };
}
