import { DEFAULT_PREFERENCES, type PlayerPreferences } from '@casino/contracts';
import type { Database, Kysely, PlayerPreferencesRow } from '@casino/db';
import { getSocialSettings, setSocialSettings } from '../social/feed.js';

/**
 * The player's privacy, notification and sound choices (issue 18), kept on the server so they follow
 * the player to every device. Who sees their feed activity is the social settings' feed_visibility
 * (one column, two calls); the rest is player_preferences, where no row means the defaults
 * (DEFAULT_PREFERENCES: name on leaderboards, no marketing mail, friend requests in the app and by
 * mail, game invites in the app, sounds on).
 */

type Stored = Omit<PlayerPreferences, 'feedVisibility'>;

const fromRow = (row: PlayerPreferencesRow | undefined): Stored =>
  row === undefined
    ? DEFAULT_PREFERENCES
    : {
        leaderboardName: row.leaderboard_name,
        marketingEmails: row.marketing_emails,
        notifications: {
          friendRequests: { inApp: row.friend_requests_in_app, email: row.friend_requests_email },
          gameInvites: { inApp: row.game_invites_in_app, email: row.game_invites_email },
        },
        sound: row.sound,
      };

/** The stored choices of a player (defaults when none), without the feed visibility. */
export async function storedPreferencesOf(db: Kysely<Database>, userId: string): Promise<Stored> {
  const row = await db
    .selectFrom('player_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return fromRow(row);
}

/** GET /api/account/preferences */
export async function getPreferences(db: Kysely<Database>, userId: string): Promise<PlayerPreferences> {
  const [social, stored] = await Promise.all([
    getSocialSettings(db, userId),
    storedPreferencesOf(db, userId),
  ]);
  return { feedVisibility: social.feedVisibility, ...stored };
}

/** PUT /api/account/preferences: the whole set; a change of the marketing choice is stamped (consent). */
export async function setPreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: PlayerPreferences,
  now: Date,
): Promise<PlayerPreferences> {
  const { friendRequests, gameInvites } = preferences.notifications;
  const values = {
    leaderboard_name: preferences.leaderboardName,
    marketing_emails: preferences.marketingEmails,
    friend_requests_in_app: friendRequests.inApp,
    friend_requests_email: friendRequests.email,
    game_invites_in_app: gameInvites.inApp,
    game_invites_email: gameInvites.email,
    sound: preferences.sound,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('player_preferences')
      .select('marketing_emails')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const consentChanged =
      (before?.marketing_emails ?? DEFAULT_PREFERENCES.marketingEmails) !== preferences.marketingEmails;
    const row = { ...values, ...(consentChanged ? { marketing_emails_changed_at: now } : {}) };
    await trx
      .insertInto('player_preferences')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
    await setSocialSettings(trx, userId, { feedVisibility: preferences.feedVisibility });
  });
  return getPreferences(db, userId);
}
