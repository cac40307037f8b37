import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Redemption } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import { postWithIdempotencyKey } from '../../api/economy-queries';
import { IdempotencyKeys } from '../../api/idempotency-keys';
import { toast } from '../../components/toaster/toast-store';
import { formatCoinAmount, formatDollars } from '../../lib/format';
import { REDEMPTION_STATUS, STEP_LABELS } from './redeem-model';
import {
  cancelRedemptionPath,
  refreshSweepstakes,
  REDEMPTIONS_PATH,
  useKyc,
  usePlaythrough,
  useRedemptions,
  useSweepstakesRules,
} from './redeem-queries';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The request form: the amount, the minimum and what is redeemable now; the server decides. */
export function RedemptionRequestPanel() {
  const rules = useSweepstakesRules();
  const playthrough = usePlaythrough();
  const kyc = useKyc();
  const redemptions = useRedemptions();
  const keys = useRef(new IdempotencyKeys());
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (value: string) =>
      postWithIdempotencyKey<Redemption>(
        REDEMPTIONS_PATH,
        { amount: value },
        keys.current.keyFor(`redeem:${value}`),
      ),
    onSuccess: async (redemption, value) => {
      keys.current.settle(`redeem:${value}`);
      setAmount('');
      setProblem(null);
      toast({
        title: 'Redemption requested',
        description: `${formatCoinAmount(redemption.amount, 'SC')} left your balance and waits for review.`,
      });
      await refreshSweepstakes();
    },
    onError: (error, value) => {
      keys.current.settle(`redeem:${value}`, error);
      setProblem(describeError(error));
    },
  });
  const pending = redemptions.data?.requests.find((r) => r.status === 'pending');
  const verified = kyc.data?.status === 'verified';
  const blockedBy = !verified
    ? 'Verify your identity first (see Identity check).'
    : pending
      ? 'Your request waiting for review must be decided or cancelled first.'
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim();
    if (value === '' || blockedBy) return;
    request.mutate(value);
  };
  return (
    <section className="panel redeem-card" aria-labelledby="redeem-request-title">
      <h2 id="redeem-request-title" className="redeem-card__title">
        Request a redemption
      </h2>
      <form className="redeem-request" onSubmit={submit}>
        <label className="field">
          <span className="field__label">Sweepstakes coins to redeem</span>
          <input
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={rules.data?.redemptionMinimum ?? '100.00'}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="redeem-amount"
            aria-describedby="redeem-request-hint"
          />
        </label>
        <button
          type="submit"
          className="btn btn--gold"
          disabled={request.isPending || amount.trim() === '' || blockedBy !== null}
          data-testid="redeem-submit"
        >
          {request.isPending ? 'Requesting…' : 'Redeem'}
        </button>
      </form>
      <p id="redeem-request-hint" className="field__hint redeem-request__hint">
        {rules.data && `Minimum ${formatCoinAmount(rules.data.redemptionMinimum, 'SC')}. `}
        {playthrough.data && `You can redeem ${formatCoinAmount(playthrough.data.redeemable, 'SC')} now. `}
        {rules.data &&
          `Each sweepstakes coin is worth ${formatDollars(rules.data.prizeValuePerCoinUsd)} in prizes.`}
      </p>
      {blockedBy && <p className="redeem-note">{blockedBy}</p>}
      {problem && (
        <p className="redeem-error" role="alert" data-testid="redeem-error">
          {problem}
        </p>
      )}
    </section>
  );
}

/** The player's requests, newest first, each with its steps; a pending one can be cancelled. */
export function RedemptionHistory() {
  const { data, isPending, error } = useRedemptions();
  const cancel = useMutation({
    mutationFn: (id: string) => apiJson<Redemption>('POST', cancelRedemptionPath(id)),
    onSuccess: async (redemption) => {
      toast({
        title: 'Redemption cancelled',
        description: `${formatCoinAmount(redemption.amount, 'SC')} are back in your balance.`,
      });
      await refreshSweepstakes();
    },
    onError: async (err) => {
      toast({ variant: 'destructive', title: 'Not cancelled', description: describeError(err) });
      await refreshSweepstakes();
    },
  });
  return (
    <section className="panel redeem-card" aria-labelledby="redeem-history-title">
      <h2 id="redeem-history-title" className="redeem-card__title">
        Your redemptions
      </h2>
      {isPending && <p className="redeem-note">Loading…</p>}
      {error && <p className="redeem-error">{describeError(error)}</p>}
      {data?.requests.length === 0 && <p className="redeem-note">No redemptions yet.</p>}
      <ul className="redeem-history" data-testid="redemption-history">
        {data?.requests.map((r) => (
          <li key={r.id} className="redeem-history__item" data-testid={`redemption-${r.id}`}>
            <div className="redeem-history__top">
              <strong className="redeem-history__amount">{formatCoinAmount(r.amount, 'SC')}</strong>
              <span
                className={`redeem-tag redeem-tag--${REDEMPTION_STATUS[r.status].tone}`}
                data-testid="redemption-status"
              >
                {REDEMPTION_STATUS[r.status].label}
              </span>
              {r.canCancel && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(r.id)}
                >
                  Cancel
                </button>
              )}
            </div>
            <ol className="redeem-steps">
              {r.steps.map((s, i) => (
                <li key={i}>
                  {STEP_LABELS[s.kind]} · {when.format(new Date(s.at))}
                  {s.kind === 'rejected' && s.note ? `: ${s.note}` : ''}
                </li>
              ))}
            </ol>
            {r.payoutReference && <p className="field__hint">Payout reference {r.payoutReference}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
