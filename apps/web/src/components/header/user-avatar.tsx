import { useState } from 'react';
import type { CurrentUser } from '@casino/contracts';
import { initials } from '../../lib/format';

/** The player's picture when they have one, otherwise their initials ("U" without a name). */
export function UserAvatar({ user, size = 'md' }: { user: CurrentUser; size?: 'md' | 'lg' | 'xl' }) {
  // The picture that failed to load, so a new one (the player changed it) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(user.profileImageUrl) && failedUrl !== user.profileImageUrl;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {showImage && user.profileImageUrl ? (
        <img
          className="avatar__image"
          src={user.profileImageUrl}
          alt=""
          onError={() => setFailedUrl(user.profileImageUrl)}
        />
      ) : (
        <span className="avatar__initials">{initials(user)}</span>
      )}
    </span>
  );
}
