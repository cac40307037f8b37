import { useMutation } from '@tanstack/react-query';
import type { PlayerPreferences } from '@casino/contracts';
import { accountKeys, usePreferences } from '../../api/account-queries';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { playChime } from '../../lib/sounds';

type Change = (update: (current: PlayerPreferences) => PlayerPreferences) => void;

/** Each choice is saved as it is made (the whole set, PUT), shown at once and put back if refused. */
function useSavePreferences(): {
  preferences: PlayerPreferences | undefined;
  change: Change;
  saving: boolean;
} {
  const { data } = usePreferences();
  const save = useMutation({
    mutationFn: (next: PlayerPreferences) =>
      apiJson<PlayerPreferences>('PUT', '/api/account/preferences', next),
    onMutate: (next) => {
      const before = queryClient.getQueryData<PlayerPreferences>(accountKeys.preferences);
      queryClient.setQueryData(accountKeys.preferences, next);
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.preferences, saved),
    onError: (error, _next, context) => {
      queryClient.setQueryData(accountKeys.preferences, context?.before);
      toast({ variant: 'destructive', title: 'Not saved', description: describeError(error) });
    },
  });
  return {
    preferences: data,
    change: (update) => {
      const current = queryClient.getQueryData<PlayerPreferences>(accountKeys.preferences);
      if (current) save.mutate(update(current));
    },
    saving: save.isPending,
  };
}

const FEED = [
  ['friends', 'Friends', 'only your friends see your wins, achievements and level-ups'],
  ['everyone', 'Everyone', 'any player can see them'],
  ['nobody', 'Only me', 'nobody else sees them'],
] as const;

export function PrivacyCard() {
  const { preferences, change } = useSavePreferences();
  if (!preferences) return null;
  return (
    <section className="account-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="account-card__title">
        Privacy
      </h2>
      <fieldset className="choice-group">
        <legend>Who sees my activity in the feed</legend>
        {FEED.map(([value, label, hint]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="feedVisibility"
              checked={preferences.feedVisibility === value}
              onChange={() => change((p) => ({ ...p, feedVisibility: value }))}
            />
            <span>
              <strong>{label}</strong>: {hint}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-group">
        <legend>On the leaderboards, show</legend>
        <label className="choice">
          <input
            type="radio"
            name="leaderboardName"
            checked={preferences.leaderboardName === 'name'}
            onChange={() => change((p) => ({ ...p, leaderboardName: 'name' }))}
          />
          <span>
            <strong>My name</strong> (first name and initial)
          </span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="leaderboardName"
            checked={preferences.leaderboardName === 'anonymous'}
            onChange={() => change((p) => ({ ...p, leaderboardName: 'anonymous' }))}
          />
          <span>
            <strong>An anonymous alias</strong>: other players cannot tell it is you
          </span>
        </label>
      </fieldset>
      <label className="choice">
        <input
          type="checkbox"
          name="marketingEmails"
          checked={preferences.marketingEmails}
          onChange={(e) => {
            const on = e.target.checked;
            change((p) => ({ ...p, marketingEmails: on }));
          }}
        />
        <span>
          <strong>Marketing emails</strong>: offers and promotions to your verified email. Off unless you turn
          it on.
        </span>
      </label>
    </section>
  );
}

export function NotificationsCard() {
  const { preferences, change } = useSavePreferences();
  if (!preferences) return null;
  const rows = [
    ['friendRequests', 'Friend requests'],
    ['gameInvites', 'Game invites'],
  ] as const;
  return (
    <section className="account-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="account-card__title">
        Notifications and sound
      </h2>
      <table className="notify-table">
        <thead>
          <tr>
            <th scope="col">Tell me about</th>
            <th scope="col">In the app</th>
            <th scope="col">By email</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {(['inApp', 'email'] as const).map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    aria-label={`${label} ${channel === 'inApp' ? 'in the app' : 'by email'}`}
                    checked={preferences.notifications[key][channel]}
                    onChange={(e) => {
                      const on = e.target.checked;
                      change((p) => ({
                        ...p,
                        notifications: {
                          ...p.notifications,
                          [key]: { ...p.notifications[key], [channel]: on },
                        },
                      }));
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="account-note">Emails go to your verified address only.</p>
      <div className="account-form__actions">
        <label className="choice">
          <input
            type="checkbox"
            name="sound"
            checked={preferences.sound}
            onChange={(e) => {
              const on = e.target.checked;
              change((p) => ({ ...p, sound: on }));
              if (on) playChime();
            }}
          />
          <span>
            <strong>Sounds</strong>: a chime when a friend request or a game invite arrives
          </span>
        </label>
      </div>
    </section>
  );
}
