/**
 * How a player appears to others on public lists. The email is masked (first letter of the name and
 * of the domain, the rest starred, the top-level domain kept) for everyone but the player and admins.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const rest = dot > 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}***@${host.charAt(0)}***${rest}`;
}

/** "Jane D." from the names; a guest without names is "Player" and the start of their id. */
export function publicName(player: {
  userId: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const first = player.firstName?.trim();
  const last = player.lastName?.trim();
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return `Player ${player.userId.replaceAll('-', '').slice(0, 6)}`;
}

/**
 * How a player who chose to be anonymous on leaderboards (issue 18) shows to others: a random alias
 * of theirs (player_preferences.leaderboard_alias), which nothing links back to their account.
 */
export const anonymousName = (alias: string): string => `Anonymous player ${alias}`;

/** The id an anonymous leaderboard entry carries instead of the player's. */
export const anonymousId = (alias: string): string => `anonymous-${alias.toLowerCase()}`;
