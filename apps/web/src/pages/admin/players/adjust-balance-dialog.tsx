import { useState, type FormEvent } from 'react';
import {
  ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
  AdjustmentReasonCode,
  Currency,
  type MoneyString,
} from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { toast } from '../../../components/toaster/toast-store';
import { ActionDialog } from './action-dialog';
import { checkAdjustment, REASON_CODE_LABELS, type AdjustmentForm } from './adjustment-form';
import { useRequestAdjustment } from './player-actions';
import { money, signedAmount } from './player-format';

const CURRENCY_LABELS: Record<Currency, string> = { coins: 'Coins (GC)', sweeps: 'Sweepstakes coins (SC)' };

/**
 * Adjust balance: currency, a signed amount, a reason code and a note. Before sending it says
 * whether the adjustment applies at once or waits for a second admin (four eyes, above the threshold).
 */
export function AdjustBalanceDialog({
  userId,
  playerName,
  threshold = ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
  onClose,
}: {
  userId: string;
  playerName: string;
  threshold?: MoneyString;
  onClose: () => void;
}) {
  const [form, setForm] = useState<AdjustmentForm>({
    currency: 'coins',
    amount: '',
    reasonCode: 'goodwill',
    note: '',
  });
  const [error, setError] = useState<string | null>(null);
  const request = useRequestAdjustment(userId);
  const checked = checkAdjustment(form, threshold);

  const set = <K extends keyof AdjustmentForm>(key: K, value: AdjustmentForm[K]) => {
    setError(null);
    setForm((f) => ({ ...f, [key]: value }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    request.mutate(checked.request, {
      onSuccess: (adjustment) => {
        const amount = `${signedAmount(adjustment.amount)} ${adjustment.currency === 'coins' ? 'GC' : 'SC'}`;
        toast(
          adjustment.status === 'pending'
            ? {
                title: 'Awaiting approval',
                description: `${amount} for ${playerName} waits for a second admin.`,
              }
            : { title: 'Balance adjusted', description: `${amount} applied to ${playerName}.` },
        );
        onClose();
      },
      onError: (failure) => setError(describeError(failure)),
    });
  }

  return (
    <ActionDialog
      title="Adjust balance"
      subtitle={`Credit or debit ${playerName}'s wallet through the ledger, with a reason.`}
      testId="adjust-balance-dialog"
      onClose={onClose}
    >
      <form className="action-dialog__form" onSubmit={onSubmit} noValidate>
        <label className="field">
          <span className="field__label">Currency</span>
          <select
            className="field__input"
            value={form.currency}
            onChange={(e) => set('currency', e.target.value as Currency)}
          >
            {Currency.options.map((currency) => (
              <option key={currency} value={currency}>
                {CURRENCY_LABELS[currency]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Amount</span>
          <input
            className="field__input"
            inputMode="decimal"
            placeholder="250.00 credits, -250.00 debits"
            value={form.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Reason code</span>
          <select
            className="field__input"
            value={form.reasonCode}
            onChange={(e) => set('reasonCode', e.target.value as AdjustmentReasonCode)}
          >
            {AdjustmentReasonCode.options.map((code) => (
              <option key={code} value={code}>
                {REASON_CODE_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Note</span>
          <textarea
            className="field__input action-dialog__note"
            rows={3}
            maxLength={500}
            placeholder="What happened, for the audit log"
            value={form.note}
            onChange={(e) => set('note', e.target.value)}
          />
        </label>

        <p
          className={
            checked.ok && checked.needsApproval ? 'approval-note approval-note--pending' : 'approval-note'
          }
          data-testid="adjustment-approval-note"
        >
          {checked.ok
            ? checked.needsApproval
              ? `Above ${money(threshold, form.currency)}: a second admin must approve this before it applies.`
              : `At most ${money(threshold, form.currency)}: applies at once.`
            : `Adjustments above ${money(threshold, form.currency)} need a second admin's approval.`}
        </p>

        {error && (
          <p className="action-dialog__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--gold btn--block" disabled={request.isPending}>
          {request.isPending
            ? 'Sending…'
            : checked.ok && checked.needsApproval
              ? 'Request approval'
              : 'Apply adjustment'}
        </button>
      </form>
    </ActionDialog>
  );
}
