import type { InviteFriendsResponse, SharePlatform, ShareType } from '@casino/contracts';

/** The four share types, as the chooser shows them. */
export const SHARE_TYPES: ReadonlyArray<{ type: ShareType; label: string; hint: string }> = [
  { type: 'big_win', label: 'Big Win', hint: 'Show off a win' },
  { type: 'achievement', label: 'Achievement', hint: 'A badge you unlocked' },
  { type: 'leaderboard', label: 'Leaderboard', hint: 'Where you rank' },
  { type: 'p2p_challenge', label: 'P2P Challenge', hint: 'Call out a rival' },
];

export const SHARE_PLATFORMS: ReadonlyArray<{ platform: SharePlatform; label: string }> = [
  { platform: 'facebook', label: 'Facebook' },
  { platform: 'twitter', label: 'Twitter / X' },
  { platform: 'instagram', label: 'Instagram' },
  { platform: 'whatsapp', label: 'WhatsApp' },
];

/** A starting text per share type (the player edits it). */
export const SHARE_TEMPLATES: Record<ShareType, string> = {
  big_win: 'I just hit a big win at the casino! Come play with me.',
  achievement: 'I just unlocked a new achievement at the casino!',
  leaderboard: "I'm climbing the casino leaderboard this month. Can you beat me?",
  p2p_challenge: "I'm taking on challengers at the casino. Think you can beat me?",
};

/** The spec's lists: comma separated, each item trimmed, empty ones dropped. */
export const splitContacts = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export type Refusal = { title: string; description: string };

/** The spec's share validation toasts, checked before anything is sent. */
export function shareRefusal(platforms: readonly SharePlatform[], content: string): Refusal | null {
  if (platforms.length === 0)
    return { title: 'Select Platforms', description: 'Please select at least one platform to share to.' };
  if (content.trim().length === 0)
    return { title: 'Add Content', description: 'Please add some content to share.' };
  return null;
}

export function inviteRefusal(emails: readonly string[], phones: readonly string[]): Refusal | null {
  if (emails.length + phones.length === 0)
    return { title: 'Add Contacts', description: 'Please add at least one email or phone number.' };
  return null;
}

const REASONS: Record<InviteFriendsResponse['skipped'][number]['reason'], string> = {
  invalid: 'not a valid address or number',
  duplicate: 'listed twice',
  'already-invited': 'already invited',
  'already-registered': 'already plays here',
  'daily-limit': "over today's limit",
};

/** The toast after inviting: how many went out, and each skipped contact with why. */
export function inviteSummary(response: InviteFriendsResponse): Refusal {
  const sent = response.invitationsSent;
  const title =
    sent === 0 ? 'No Invitations Sent' : sent === 1 ? '1 Invitation Sent' : `${sent} Invitations Sent`;
  const skipped = response.skipped.map((s) => `${s.address} (${REASONS[s.reason]})`);
  return {
    title,
    description:
      skipped.length === 0 ? 'Your friends will hear from you soon.' : `Skipped: ${skipped.join(', ')}.`,
  };
}
