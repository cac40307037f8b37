import { sql, type Kysely } from 'kysely';

/**
 * The player's account (issue 18).
 * - users: when the current email was verified, and the region the player declares (country, and
 *   the state in the US), which decides whether sweepstakes play is offered to them.
 * - sessions.ended_at: a session ended from another one (sign out everywhere else, a password change
 *   or reset) stays as an expired tombstone for an hour, so a request of it still in flight cannot
 *   write it back (the session store's upsert skips ended rows).
 * - account_tokens: the secrets of mailed links (verify an email, reset a password), stored as their
 *   SHA-256, used at most once, expiring; a newer one of the same purpose voids the older.
 * - player_preferences: privacy, notification and sound choices (no row: the defaults).
 * - avatar_images: uploaded avatars, checked by content and served from this origin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('region_country', 'text', (c) => c.check(sql`region_country ~ '^[A-Z]{2}$'`))
    .addColumn('region_state', 'text', (c) => c.check(sql`region_state ~ '^[A-Z]{2}$'`))
    .addColumn('region_declared_at', 'timestamptz')
    .execute();
  // A state only with its country, and only in the US (where it is required).
  await sql`alter table users add constraint users_region_state check (
    (region_state is null and region_country is distinct from 'US')
    or (region_state is not null and region_country is not distinct from 'US'))`.execute(db);
  // Accounts registered before verification existed: the seeded staff and demo accounts came from the
  // configuration and count as verified; players who registered verify at their next mail.
  await sql`update users set email_verified_at = now() where email is not null and role <> 'player'`.execute(
    db,
  );

  await db.schema.alterTable('sessions').addColumn('ended_at', 'timestamptz').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('verify_email', 'reset_password')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .execute();
  await sql`create index account_tokens_live on account_tokens (user_id, purpose)
    where used_at is null and voided_at is null`.execute(db);

  await db.schema
    .createTable('player_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('leaderboard_name', 'text', (c) =>
      c
        .notNull()
        .defaultTo('name')
        .check(sql`leaderboard_name in ('name', 'anonymous')`),
    )
    // What an anonymous player is called on leaderboards: random, so nothing links it to the account.
    .addColumn('leaderboard_alias', 'text', (c) =>
      c.notNull().defaultTo(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 6))`),
    )
    .addColumn('marketing_emails', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('marketing_emails_changed_at', 'timestamptz')
    .addColumn('friend_requests_in_app', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('friend_requests_email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('game_invites_in_app', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('game_invites_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sound', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('avatar_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('content_type', 'text', (c) =>
      c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/webp')`),
    )
    .addColumn('bytes', 'bytea', (c) => c.notNull().check(sql`octet_length(bytes) <= 204800`))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('avatar_images_user').on('avatar_images').column('user_id').execute();
}
