import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { formatAmount } from '../../lib/format';
import { useReferrals } from './social-queries';

/** Refer a friend: the player's link with a copy button, how many joined and qualified, coins earned. */
export function ReferralPanel() {
  const referrals = useReferrals();
  const data = referrals.data;

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Share it with a friend.' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Select the link and copy it yourself.',
      });
    }
  }

  return (
    <section className="referral-panel" aria-labelledby="referral-title" data-testid="referral-panel">
      <div className="referral-panel__intro">
        <h2 id="referral-title" className="social-section__title">
          Refer a friend
        </h2>
        <p className="referral-panel__lead">
          {data
            ? `Earn ${formatAmount(data.reward)} GC for each friend who joins with your link and plays ${data.qualifyingRounds} rounds.`
            : 'Earn coins for each friend who joins with your link.'}
        </p>
      </div>
      {referrals.error ? (
        <p className="social-status social-status--error" role="alert">
          {describeError(referrals.error)}
        </p>
      ) : (
        <>
          <div className="referral-panel__link">
            <input
              className="field__input"
              readOnly
              aria-label="Your referral link"
              value={data?.link ?? ''}
              placeholder="Loading…"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="btn btn--gold btn--sm"
              disabled={!data}
              onClick={() => data && void copy(data.link)}
            >
              Copy
            </button>
          </div>
          <dl className="referral-panel__counts">
            <div>
              <dt>Joined</dt>
              <dd data-testid="referral-referred">{data?.referred ?? '—'}</dd>
            </div>
            <div>
              <dt>Qualified</dt>
              <dd>{data?.qualified ?? '—'}</dd>
            </div>
            <div>
              <dt>Coins earned</dt>
              <dd>{data ? `${formatAmount(data.coinsEarned)} GC` : '—'}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
