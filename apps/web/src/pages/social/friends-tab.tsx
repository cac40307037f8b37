import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { socialBadgeOf, type Friend, type FriendRequest, type PlayerSearchResults } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { InviteDialog } from './invite-dialog';
import { LevelBadge, PlayerAvatar } from './player-avatar';
import { lastSeenText, SEARCH_DEBOUNCE_MS, searchActionOf, searchTermOf, watchRouteOf } from './social-model';
import {
  answerFriendRequest,
  blockPlayer,
  refreshSocial,
  removeFriend,
  sendFriendRequest,
  unblockPlayer,
  useBlockedPlayers,
  useFriendRequests,
  useFriends,
  usePlayerSearch,
} from './social-queries';

/** What typed text settles to after SEARCH_DEBOUNCE_MS without typing. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: describeError(error) });

const afterRelationChange = () =>
  refreshSocial('friends', 'requests', 'stats', 'search', 'blocked', 'activeRooms');

/** The Friends tab: find players, answer requests, the friends list with presence, remove and block. */
export function FriendsTab({ now }: { now: number }) {
  const [typed, setTyped] = useState('');
  const term = searchTermOf(useDebounced(typed, SEARCH_DEBOUNCE_MS));
  const search = usePlayerSearch(term);
  const requests = useFriendRequests();
  const friends = useFriends();
  const blocked = useBlockedPlayers();
  const [inviting, setInviting] = useState<Friend | null>(null);

  const add = useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => {
      toast({ title: 'Friend request sent' });
      afterRelationChange();
    },
    onError: failed('Could not send the request'),
  });
  const answer = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' | 'cancel' }) =>
      answerFriendRequest(id, action),
    onSuccess: (_res, { action }) => {
      if (action === 'accept') toast({ title: 'Friend added' });
      afterRelationChange();
    },
    onError: failed('Could not answer the request'),
  });
  const unblock = useMutation({
    mutationFn: unblockPlayer,
    onSuccess: afterRelationChange,
    onError: failed('Could not unblock'),
  });

  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
  /** A search result who asked the caller: the pending request to accept. */
  const requestFrom = (userId: string): FriendRequest | undefined =>
    incoming.find((request) => request.from.id === userId);

  return (
    <div className="social-friends">
      <section className="social-section" aria-labelledby="find-players-title">
        <h2 id="find-players-title" className="social-section__title">
          Find players
        </h2>
        <div className="search-box">
          <span className="search-box__icon" aria-hidden="true">
            ⌕
          </span>
          <input
            className="search-box__input"
            type="search"
            placeholder="Search players by name"
            aria-label="Search players by name"
            value={typed}
            maxLength={50}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        {term !== null && (
          <SearchResults
            results={search.data}
            loading={search.isLoading}
            error={search.error}
            busy={add.isPending || answer.isPending}
            onAdd={(userId) => add.mutate(userId)}
            onAccept={(userId) => {
              const request = requestFrom(userId);
              if (request) answer.mutate({ id: request.id, action: 'accept' });
            }}
          />
        )}
      </section>

      {(incoming.length > 0 || outgoing.length > 0) && (
        <section className="social-section" aria-labelledby="requests-title">
          <h2 id="requests-title" className="social-section__title">
            Friend requests
          </h2>
          <ul className="social-list" data-testid="friend-requests">
            {incoming.map((request) => (
              <li key={request.id} className="social-row" data-testid="incoming-request">
                <PlayerAvatar player={request.from} />
                <div className="social-row__main">
                  <span className="social-row__name">{request.from.displayName}</span>
                  <span className="social-row__meta">wants to be your friend</span>
                </div>
                <div className="social-row__actions">
                  <button
                    type="button"
                    className="btn btn--gold btn--sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: request.id, action: 'accept' })}
                  >
                    Accept
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: request.id, action: 'decline' })}
                  >
                    Decline
                  </button>
                </div>
              </li>
            ))}
            {outgoing.map((request) => (
              <li key={request.id} className="social-row" data-testid="outgoing-request">
                <PlayerAvatar player={request.to} />
                <div className="social-row__main">
                  <span className="social-row__name">{request.to.displayName}</span>
                  <span className="social-row__meta">request sent</span>
                </div>
                <div className="social-row__actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: request.id, action: 'cancel' })}
                  >
                    Cancel
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="social-section" aria-labelledby="friends-title">
        <h2 id="friends-title" className="social-section__title">
          Your friends {friends.data ? `(${friends.data.length})` : ''}
        </h2>
        {friends.isLoading ? (
          <p className="social-status" role="status">
            Loading friends…
          </p>
        ) : friends.error ? (
          <p className="social-status social-status--error" role="alert">
            {describeError(friends.error)}
          </p>
        ) : (friends.data ?? []).length === 0 ? (
          <div className="empty-state empty-state--compact">
            <span className="empty-state__icon" aria-hidden="true">
              ☺
            </span>
            <h3 className="empty-state__title">No friends yet</h3>
            <p className="empty-state__text">Search for players above and send them a friend request.</p>
          </div>
        ) : (
          <ul className="social-list" aria-label="Friends">
            {(friends.data ?? []).map((friend) => (
              <FriendRow key={friend.id} friend={friend} now={now} onInvite={() => setInviting(friend)} />
            ))}
          </ul>
        )}
      </section>

      {(blocked.data ?? []).length > 0 && (
        <section className="social-section" aria-labelledby="blocked-title">
          <h2 id="blocked-title" className="social-section__title">
            Blocked players
          </h2>
          <ul className="social-list">
            {(blocked.data ?? []).map((player) => (
              <li key={player.id} className="social-row">
                <PlayerAvatar player={player} />
                <div className="social-row__main">
                  <span className="social-row__name">{player.displayName}</span>
                </div>
                <div className="social-row__actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={unblock.isPending}
                    onClick={() => unblock.mutate(player.id)}
                  >
                    Unblock
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {inviting && <InviteDialog friend={inviting} onClose={() => setInviting(null)} />}
    </div>
  );
}

function SearchResults({
  results,
  loading,
  error,
  busy,
  onAdd,
  onAccept,
}: {
  results: PlayerSearchResults | undefined;
  loading: boolean;
  error: unknown;
  busy: boolean;
  onAdd: (userId: string) => void;
  onAccept: (userId: string) => void;
}) {
  if (loading)
    return (
      <p className="social-status" role="status">
        Searching…
      </p>
    );
  if (error)
    return (
      <p className="social-status social-status--error" role="alert">
        {describeError(error)}
      </p>
    );
  if (!results || results.length === 0) return <p className="social-status">No players found.</p>;
  return (
    <ul className="social-list" aria-label="Search results">
      {results.map((player) => {
        const action = searchActionOf(player.relation);
        return (
          <li key={player.id} className="social-row" data-testid="search-result">
            <PlayerAvatar player={player} />
            <div className="social-row__main">
              <span className="social-row__name">{player.displayName}</span>
              <LevelBadge badge={socialBadgeOf(player.socialLevel)} level={player.socialLevel} />
            </div>
            <div className="social-row__actions">
              {action.kind === 'none' ? (
                <span className="social-tag">{action.label}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--gold btn--sm"
                  disabled={busy}
                  onClick={() => (action.kind === 'add' ? onAdd(player.id) : onAccept(player.id))}
                >
                  {action.label}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type Confirming = 'remove' | 'block' | null;

function FriendRow({ friend, now, onInvite }: { friend: Friend; now: number; onInvite: () => void }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const drop = useMutation({
    mutationFn: (what: 'remove' | 'block') =>
      what === 'remove' ? removeFriend(friend.id) : blockPlayer(friend.id),
    onSuccess: (_res, what) => {
      toast({ title: what === 'remove' ? `${friend.displayName} removed` : `${friend.displayName} blocked` });
      afterRelationChange();
    },
    onError: failed('Could not change this friend'),
    onSettled: () => setConfirming(null),
  });
  const presence = lastSeenText(friend, now);
  return (
    <li className="social-row social-row--friend" data-testid="friend-row" data-online={friend.isOnline}>
      <PlayerAvatar player={friend} online={friend.isOnline} />
      <div className="social-row__main">
        <span className="social-row__name">
          {friend.displayName}{' '}
          <LevelBadge badge={socialBadgeOf(friend.socialLevel)} level={friend.socialLevel} />
        </span>
        <span
          className={`social-row__meta${friend.isOnline ? ' is-online' : ''}`}
          data-testid="friend-presence"
        >
          {presence}
          {friend.playingAt && <> · playing {friend.playingAt.name}</>}
        </span>
      </div>
      {confirming ? (
        <div className="social-row__actions social-row__confirm" role="group" aria-label="Confirm">
          <span className="social-row__question">
            {confirming === 'remove' ? `Remove ${friend.displayName}?` : `Block ${friend.displayName}?`}
          </span>
          <button
            type="button"
            className="btn btn--sm social-btn--danger"
            disabled={drop.isPending}
            onClick={() => drop.mutate(confirming)}
          >
            {confirming === 'remove' ? 'Yes, remove' : 'Yes, block'}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(null)}>
            Keep
          </button>
        </div>
      ) : (
        <div className="social-row__actions">
          {friend.playingAt && (
            <>
              <Link className="btn btn--purple btn--sm" to={friend.playingAt.route}>
                Join
              </Link>
              <Link className="btn btn--ghost btn--sm" to={watchRouteOf(friend.playingAt.route)}>
                Watch
              </Link>
            </>
          )}
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={!friend.isOnline}
            title={friend.isOnline ? undefined : 'Only online friends can be invited'}
            onClick={onInvite}
          >
            Invite
          </button>
          <button type="button" className="btn btn--link btn--sm" onClick={() => setConfirming('remove')}>
            Remove
          </button>
          <button type="button" className="btn btn--link btn--sm" onClick={() => setConfirming('block')}>
            Block
          </button>
        </div>
      )}
    </li>
  );
}
