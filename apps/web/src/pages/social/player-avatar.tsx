import { useState } from 'react';
import type { PlayerCard } from '@casino/contracts';

/** Initials of a player card: first and last name, else the display name's words ("JD"). */
export function cardInitials(player: Pick<PlayerCard, 'firstName' | 'lastName' | 'displayName'>): string {
  const fromNames = [player.firstName, player.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  const letters =
    fromNames ||
    player.displayName
      .split(/\s+/)
      .map((word) => word.charAt(0))
      .join('')
      .slice(0, 2);
  return letters.toUpperCase() || 'P';
}

/** A player's picture, or their initials, with an online dot when `online` is given. */
export function PlayerAvatar({ player, online }: { player: PlayerCard; online?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = player.profileImageUrl && !failed ? player.profileImageUrl : null;
  return (
    <span className="social-avatar">
      <span className="avatar avatar--md" aria-hidden="true">
        {image ? (
          <img className="avatar__image" src={image} alt="" onError={() => setFailed(true)} />
        ) : (
          <span className="avatar__initials">{cardInitials(player)}</span>
        )}
      </span>
      {online !== undefined && (
        <span
          className={`social-avatar__dot${online ? ' is-online' : ''}`}
          data-testid="presence-dot"
          aria-hidden="true"
        />
      )}
    </span>
  );
}

/** The spec's social level badge: Legend, Expert, Pro, Novice. */
export function LevelBadge({ badge, level }: { badge: string; level?: number }) {
  return (
    <span className={`level-badge level-badge--${badge.toLowerCase()}`} data-testid="level-badge">
      {badge}
      {level !== undefined && <span className="level-badge__level"> · Lv {level}</span>}
    </span>
  );
}
