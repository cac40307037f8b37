import { useQuery } from '@tanstack/react-query';
import type { SocialProvider, SocialProviderList } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { authPathOf, PROVIDER_LABELS } from './social-sign-in-model';
import './social-sign-in.css';

export const socialProvidersKey = ['/api/social/providers'] as const;

/**
 * The four provider buttons (google, facebook, apple, instagram): each navigates the browser to
 * /auth/{provider}; one not available here is disabled and says why. `linked` marks the ones the
 * signed-in player has connected already.
 */
export function ProviderButtons({
  linked = [],
  compact = false,
}: {
  linked?: readonly SocialProvider[];
  compact?: boolean;
}) {
  const providers = useQuery<SocialProviderList>({ queryKey: socialProvidersKey });
  if (providers.isPending) return <p className="social-buttons__note">Loading sign-in options…</p>;
  if (providers.isError)
    return (
      <p className="social-buttons__note" role="alert">
        {describeError(providers.error)}
      </p>
    );
  return (
    <ul className={`social-buttons${compact ? ' social-buttons--compact' : ''}`}>
      {providers.data.map(({ provider, available, reason }) => {
        const name = PROVIDER_LABELS[provider];
        const isLinked = linked.includes(provider);
        const reasonId = `social-reason-${provider}`;
        return (
          <li key={provider} className="social-buttons__item">
            <button
              type="button"
              className={`social-button social-button--${provider}`}
              disabled={!available || isLinked}
              aria-describedby={!available ? reasonId : undefined}
              onClick={() => window.location.assign(authPathOf(provider))}
            >
              <span className="social-button__mark" aria-hidden="true">
                {name.charAt(0)}
              </span>
              <span className="social-button__label">
                {isLinked ? `${name} connected` : `Continue with ${name}`}
              </span>
            </button>
            {!available && reason && (
              <p id={reasonId} className="social-buttons__reason">
                {reason}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
