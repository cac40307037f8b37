import type { PlayerPreferences } from '@casino/contracts';
import type { LiveToast } from './live-notifications';

// What the player's notification and sound choices (issue 18, Settings) allow of a live toast.
// Before the choices are known, the defaults apply (both notices on).

/** Which choice governs a toast: a request or an invite arriving; answers to the player's own always show. */
const CATEGORY: Record<LiveToast['kind'], 'friendRequests' | 'gameInvites' | null> = {
  'friend-request': 'friendRequests',
  'game-invite': 'gameInvites',
  'invite-accepted': null,
  'invite-declined': null,
  'friend-added': null,
};

export function toastAllowed(toast: LiveToast, preferences: PlayerPreferences | undefined): boolean {
  const category = CATEGORY[toast.kind];
  return category === null || (preferences?.notifications[category].inApp ?? true);
}

/** The chime plays for a request or an invite that is shown, when sounds are on. */
export const chimeFor = (toast: LiveToast, preferences: PlayerPreferences | undefined): boolean =>
  CATEGORY[toast.kind] !== null && toastAllowed(toast, preferences) && (preferences?.sound ?? true);
