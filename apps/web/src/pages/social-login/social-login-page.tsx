import { useMutation, useQuery } from '@tanstack/react-query';
import {
  LEADERBOARD_REWARDS,
  REFERRAL_QUALIFYING_ROUNDS,
  REFERRAL_REWARD,
  type SocialConnection,
} from '@casino/contracts';
import { useState } from 'react';
import { describeError } from '../../api/error-message';
import { apiRequest } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { ProviderButtons } from '../../components/social-sign-in/provider-buttons';
import { SocialOutcome } from '../../components/social-sign-in/social-outcome';
import { CONNECT_BONUS_TEXT, PROVIDER_LABELS } from '../../components/social-sign-in/social-sign-in-model';
import { formatCoins } from '../../lib/format-coins';
import '../../styles/page-kit.css';
import './social-login.css';

const connectionsKey = ['/api/social/connections'] as const;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const FIRST_PLACE = LEADERBOARD_REWARDS[0].coins;

/** The spec's list of social features: only what the app does. */
const FEATURES = [
  {
    title: `${CONNECT_BONUS_TEXT} for connecting`,
    text: 'Paid once per account, the first time you sign up with or connect a provider.',
  },
  {
    title: `${formatCoins(REFERRAL_REWARD)} coins per referral`,
    text: `When a friend you refer registers and plays their first ${REFERRAL_QUALIFYING_ROUNDS} rounds.`,
  },
  {
    title: 'Monthly leaderboards',
    text: `The top 25 players of each game's monthly leaderboard win coins, ${formatCoins(FIRST_PLACE)} for first place.`,
  },
  {
    title: 'Friends and private tables',
    text: 'Add friends, see who is online and invite them to a private table with a room code.',
  },
];

function Connections() {
  const connections = useQuery<SocialConnection[]>({ queryKey: connectionsKey });
  const [error, setError] = useState<string | null>(null);
  const unlink = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/social/connections/${id}`),
    onSuccess: () => {
      setError(null);
      return queryClient.invalidateQueries({ queryKey: connectionsKey });
    },
    onError: (err) => setError(describeError(err)),
  });

  if (connections.isPending) return <p className="social-login__muted">Loading your connected accounts…</p>;
  if (connections.isError)
    return (
      <p className="social-login__muted" role="alert">
        {describeError(connections.error)}
      </p>
    );
  return (
    <>
      {error && (
        <p className="social-outcome social-outcome--error" role="alert">
          {error}
        </p>
      )}
      {connections.data.length === 0 ? (
        <p className="social-login__muted">No accounts connected yet.</p>
      ) : (
        <ul className="social-connections">
          {connections.data.map((connection) => (
            <li key={connection.id} className="social-connections__item">
              <div>
                <p className="social-connections__name">
                  {PROVIDER_LABELS[connection.platform]}
                  {connection.accountLabel && (
                    <span className="social-connections__label"> · {connection.accountLabel}</span>
                  )}
                </p>
                <p className="social-login__muted">
                  Last signed in {day.format(new Date(connection.lastSync))}
                  {!connection.isActive && ' · sign-in with it is not available here right now'}
                </p>
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={unlink.isPending}
                onClick={() => unlink.mutate(connection.id)}
              >
                Unlink
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /social-login: sign in with or connect a provider, the connected accounts, the social features. */
export function SocialLoginPage() {
  const connections = useQuery<SocialConnection[]>({ queryKey: connectionsKey });
  const linked = connections.data?.map((c) => c.platform) ?? [];
  return (
    <div className="social-login container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Social Login</p>
          <h1 className="page-head__title">
            Connect your <span className="gold-text">accounts</span>
          </h1>
          <p className="page-head__lead">
            Sign in with a provider instead of a password, and get {CONNECT_BONUS_TEXT} the first time you
            connect one.
          </p>
        </div>
      </header>

      <SocialOutcome />

      <section className="social-login__section" aria-labelledby="social-providers-title">
        <h2 id="social-providers-title" className="social-login__heading">
          Sign-in providers
        </h2>
        <ProviderButtons linked={linked} />
      </section>

      <section className="social-login__section" aria-labelledby="social-connections-title">
        <h2 id="social-connections-title" className="social-login__heading">
          Connected accounts
        </h2>
        <Connections />
      </section>

      <section className="social-login__section" aria-labelledby="social-features-title">
        <h2 id="social-features-title" className="social-login__heading">
          Social features
        </h2>
        <ul className="social-features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="social-features__item">
              <p className="social-features__title">{feature.title}</p>
              <p className="social-login__muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="social-login__privacy" aria-labelledby="social-privacy-title">
        <h2 id="social-privacy-title" className="social-login__heading">
          Your privacy
        </h2>
        <p className="social-login__muted">
          We only receive your account id, name and email from the provider, and we never post on your behalf.
          Other players see your first name and initial, never your email. You can unlink a provider at any
          time; an account without a password keeps at least one.
        </p>
      </section>
    </div>
  );
}
