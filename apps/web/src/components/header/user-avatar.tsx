import { useState } from 'react';
import type { CurrentUser } from '@casino/contracts';
import { initials } from '../../lib/format';

/** The player's picture when they have one, otherwise their initials ("U" without a name). */
export function UserAvatar({ user, size = 'md' }: { user: CurrentUser; size?: 'md' | 'lg' }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(user.profileImageUrl) && !imageFailed;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {showImage && user.profileImageUrl ? (
        <img
          className="avatar__image"
          src={user.profileImageUrl}
          alt=""
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="avatar__initials">{initials(user)}</span>
      )}
    </span>
  );
}
