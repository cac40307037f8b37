import { useState } from 'react';
import {
  ADJUSTMENT_APPROVAL_THRESHOLD_DEFAULT,
  AdjustmentReasonCode,
  AdjustmentRequest,
  Currency,
  type MoneyString,
} from '@casino/contracts';
import { toast } from '../../../components/toaster/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { previewAmount, REASON_CODE_LABELS } from './adjustment-form';
import { useRequestAdjustment } from './player-actions';
import { money, signedAmount } from './player-format';

const CURRENCY_LABELS: Record<Currency, string> = { coins: 'Coins (GC)', sweeps: 'Sweepstakes coins (SC)' };
const MARKS: Record<Currency, string> = { coins: 'GC', sweeps: 'SC' };

/**
 * Adjust balance: currency, a signed amount, a reason code, and the note (the dialog's reason, kept
 * with the adjustment and in the audit log). Before sending it says whether the adjustment applies
 * at once or waits for a second admin (four eyes, above the threshold); the toast after it says what
 * the api did.
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
  const [currency, setCurrency] = useState<Currency>('coins');
  const [amount, setAmount] = useState('');
  const [reasonCode, setReasonCode] = useState<AdjustmentReasonCode>('goodwill');
  const preview = previewAmount(amount, threshold);
  const request = useRequestAdjustment(userId, () => 'Adjustment sent');
  const limit = money(threshold, currency);

  const confirm = async (note: string) => {
    const body = AdjustmentRequest.safeParse({ currency, amount, reasonCode, note });
    if (!body.success) {
      const issue = body.error.issues[0];
      const description = `${String(issue?.path[0] ?? 'request')} ${issue?.message ?? 'is invalid'}`;
      toast({ variant: 'destructive', title: 'Not sent', description });
      throw body.error;
    }
    const adjustment = await request.mutateAsync(body.data);
    const size = `${signedAmount(adjustment.amount)} ${MARKS[adjustment.currency]}`;
    toast(
      adjustment.status === 'pending'
        ? { title: 'Awaiting approval', description: `${size} for ${playerName} waits for a second admin.` }
        : { title: 'Balance adjusted', description: `${size} applied to ${playerName}.` },
    );
  };

  return (
    <AdminDialog
      title={`Adjust balance: ${playerName}`}
      description="A credit or a debit through the ledger, with a reason code and a note."
      confirmLabel={preview.ok && preview.needsApproval ? 'Request approval' : 'Apply adjustment'}
      formProblem={preview.ok ? null : preview.message}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="admin-dialog__fields" data-testid="adjust-balance-fields">
        <label className="field">
          <span className="field__label">Currency</span>
          <select
            className="field__input"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
          >
            {Currency.options.map((option) => (
              <option key={option} value={option}>
                {CURRENCY_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Amount (signed)</span>
          <input
            className="field__input"
            inputMode="decimal"
            placeholder="250.00 or -250.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label className="field field--wide">
          <span className="field__label">Reason code</span>
          <select
            className="field__input"
            value={reasonCode}
            onChange={(e) => setReasonCode(e.target.value as AdjustmentReasonCode)}
          >
            {AdjustmentReasonCode.options.map((code) => (
              <option key={code} value={code}>
                {REASON_CODE_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p
        className={
          preview.ok && preview.needsApproval ? 'approval-note approval-note--pending' : 'approval-note'
        }
        data-testid="adjustment-approval-note"
      >
        {preview.ok
          ? preview.needsApproval
            ? `${signedAmount(preview.amount)} is above ${limit}: a second admin must approve it before it applies.`
            : `${signedAmount(preview.amount)} is within ${limit}: it applies at once.`
          : `Adjustments above ${limit} wait for a second admin's approval.`}
      </p>
    </AdminDialog>
  );
}
