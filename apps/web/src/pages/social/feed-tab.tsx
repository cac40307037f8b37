import { useMutation } from '@tanstack/react-query';
import { FeedVisibility, type FeedItemKind } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { PlayerAvatar } from './player-avatar';
import { agoText, feedItemsOf } from './social-model';
import { refreshSocial, saveSocialSettings, useFeed, useSocialSettings } from './social-queries';

const KIND_ICONS: Record<FeedItemKind, string> = {
  big_win: '★',
  achievement: '🏆',
  challenge_result: '⚔',
  level_up: '▲',
  new_friend: '☺',
  share: '↗',
};

const VISIBILITY_LABELS: Record<FeedVisibility, string> = {
  friends: 'Friends',
  everyone: 'Everyone',
  nobody: 'Nobody',
};

/** The Social Feed tab: what friends did, newest first, a page at a time; who sees the player's own. */
export function FeedTab({ now }: { now: number }) {
  const feed = useFeed();
  const items = feedItemsOf(feed.data?.pages ?? []);
  return (
    <div className="social-feed">
      <VisibilitySetting />
      {feed.isLoading ? (
        <p className="social-status" role="status">
          Loading the feed…
        </p>
      ) : feed.error ? (
        <p className="social-status social-status--error" role="alert">
          {describeError(feed.error)}
        </p>
      ) : items.length === 0 ? (
        <div className="empty-state empty-state--compact">
          <span className="empty-state__icon" aria-hidden="true">
            ✦
          </span>
          <h3 className="empty-state__title">Nothing here yet</h3>
          <p className="empty-state__text">
            Big wins, achievements and new friendships of your friends show up here.
          </p>
        </div>
      ) : (
        <>
          <ol className="social-list feed-list" aria-label="Social feed">
            {items.map((item) => (
              <li key={item.id} className="social-row feed-item" data-testid="feed-item">
                <PlayerAvatar player={item.actor} />
                <div className="social-row__main">
                  <span className="feed-item__text">
                    <strong>{item.actor.displayName}</strong> {item.text}
                  </span>
                  <span className="social-row__meta">
                    <time dateTime={item.createdAt}>{agoText(item.createdAt, now)}</time>
                  </span>
                </div>
                <span className={`feed-item__kind feed-item__kind--${item.kind}`} aria-hidden="true">
                  {KIND_ICONS[item.kind]}
                </span>
              </li>
            ))}
          </ol>
          {feed.hasNextPage && (
            <button
              type="button"
              className="btn btn--ghost feed-more"
              disabled={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function VisibilitySetting() {
  const settings = useSocialSettings();
  const save = useMutation({
    mutationFn: saveSocialSettings,
    onSuccess: () => toast({ title: 'Saved', description: 'Your activity visibility is updated.' }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not save', description: describeError(error) }),
    onSettled: () => refreshSocial('settings'),
  });
  const current = save.variables?.feedVisibility ?? settings.data?.feedVisibility;
  return (
    <fieldset className="feed-visibility" disabled={settings.isLoading || save.isPending}>
      <legend className="feed-visibility__legend">Who sees my activity</legend>
      <div className="chip-group">
        {FeedVisibility.options.map((value) => (
          <label key={value} className={`chip-button${current === value ? ' is-active' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name="feedVisibility"
              value={value}
              checked={current === value}
              onChange={() => save.mutate({ feedVisibility: value })}
            />
            {VISIBILITY_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
