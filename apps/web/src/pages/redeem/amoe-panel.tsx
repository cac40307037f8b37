import { useMutation } from '@tanstack/react-query';
import type { AmoeEntry } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { formatCoinAmount } from '../../lib/format';
import { AMOE_ENTRIES_PATH, sweepstakesKeys, useAmoeEntries } from './redeem-queries';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The free alternative method of entry: a code per request, written on a card and mailed in. */
export function AmoePanel() {
  const { data, error } = useAmoeEntries();
  const request = useMutation({
    mutationFn: () => apiJson<AmoeEntry>('POST', AMOE_ENTRIES_PATH),
    onSuccess: async (entry) => {
      toast({ title: 'Mail-in entry code ready', description: entry.code });
      await queryClient.invalidateQueries({ queryKey: sweepstakesKeys.amoe });
    },
    onError: (err) => toast({ variant: 'destructive', title: 'No code', description: describeError(err) }),
  });
  const latest = data?.entries.find((e) => e.status === 'issued');
  const limitReached = data !== undefined && data.nextRequestAt !== null;
  return (
    <section className="panel redeem-card" aria-labelledby="amoe-title" data-testid="amoe-panel">
      <h2 id="amoe-title" className="redeem-card__title">
        Free entry by mail
      </h2>
      <p className="redeem-note">
        No purchase is necessary. Request a code, write it on a card with your details and mail it to us: each
        code received is credited once with {data ? formatCoinAmount(data.coinsPerEntry, 'SC') : '…'}.
      </p>
      {error && <p className="redeem-error">{describeError(error)}</p>}
      <button
        type="button"
        className="btn btn--ghost"
        disabled={request.isPending || limitReached}
        onClick={() => request.mutate()}
        data-testid="amoe-request"
      >
        Request a mail-in code
      </button>
      {data && (
        <p className="field__hint">
          {data.dailyLimit} a day.{' '}
          {data.nextRequestAt
            ? `Your next code can be requested from ${when.format(new Date(data.nextRequestAt))}.`
            : ''}
        </p>
      )}
      {latest && data && (
        <div className="amoe-card" data-testid="amoe-latest">
          <p className="amoe-card__code" data-testid="amoe-code">
            {latest.code}
          </p>
          <ol className="amoe-card__steps">
            <li>
              On a plain card or sheet of paper, hand-write your full name, your email address and the code
              above.
            </li>
            <li>
              Mail it in a stamped envelope to: <address>{data.mailingAddress}</address>
            </li>
            <li>When it arrives we enter the code and credit your account. One code, one entry.</li>
          </ol>
        </div>
      )}
      {data && data.entries.length > 0 && (
        <ul className="amoe-list" aria-label="Your mail-in codes">
          {data.entries.map((e) => (
            <li key={e.id}>
              <span className="amoe-list__code">{e.code}</span>{' '}
              {e.status === 'credited' && e.coins
                ? `credited ${formatCoinAmount(e.coins, 'SC')} on ${when.format(new Date(e.creditedAt ?? e.requestedAt))}`
                : `requested ${when.format(new Date(e.requestedAt))}, not received yet`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
