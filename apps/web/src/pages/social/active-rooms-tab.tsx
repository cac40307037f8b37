import { Link } from 'react-router-dom';
import { describeError } from '../../api/error-message';
import { PlayerAvatar } from './player-avatar';
import { watchRouteOf } from './social-model';
import { useActiveRooms } from './social-queries';

const KIND_LABELS = {
  'live-table': 'Live table',
  'poker-table': 'Poker table',
  challenge: 'Skill challenge',
} as const;

/** The Active Rooms tab: the rooms friends play in now, to join or watch. */
export function ActiveRoomsTab() {
  const rooms = useActiveRooms();
  if (rooms.isLoading)
    return (
      <p className="social-status" role="status">
        Loading rooms…
      </p>
    );
  if (rooms.error)
    return (
      <p className="social-status social-status--error" role="alert">
        {describeError(rooms.error)}
      </p>
    );
  const list = rooms.data ?? [];
  if (list.length === 0)
    return (
      <div className="empty-state empty-state--compact">
        <span className="empty-state__icon" aria-hidden="true">
          ◎
        </span>
        <h3 className="empty-state__title">No friends at a table</h3>
        <p className="empty-state__text">When your friends sit down at a table, their room shows up here.</p>
      </div>
    );
  return (
    <ul className="room-grid" aria-label="Active rooms">
      {list.map((room) => (
        <li key={room.route} className="room-card" data-testid="active-room">
          <div className="room-card__head">
            <span className="social-tag">{KIND_LABELS[room.kind]}</span>
            {room.roomCode && <span className="room-card__code">Code {room.roomCode}</span>}
          </div>
          <h3 className="room-card__name">{room.name}</h3>
          <div className="room-card__friends">
            {room.friends.map((friend) => (
              <span key={friend.id} className="room-card__friend">
                <PlayerAvatar player={friend} />
                {friend.displayName}
              </span>
            ))}
          </div>
          <div className="room-card__actions">
            <Link className="btn btn--gold btn--sm" to={room.route}>
              Join
            </Link>
            <Link className="btn btn--ghost btn--sm" to={watchRouteOf(room.route)}>
              Watch
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
