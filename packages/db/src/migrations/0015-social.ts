import { sql, type Kysely } from 'kysely';

/**
 * The social hub (issue 17).
 * - users: when the player was last seen (presence itself lives in the rooms' presence: Redis when
 *   scaled out), who sees their activity in the feed, their referral code and who referred them.
 * - friend_requests: one request from a player to another; at most one pending per pair, whichever
 *   way it goes. friendships: two rows per friendship (one per side), so "my friends" is one index scan.
 * - player_blocks: a block hides each from the other and refuses requests and invites between them.
 * - game_invites: an invitation to a private table (live or poker) opened for it, with its room code;
 *   it expires.
 * - social_feed_items: the feed, projected from the outbox (domain_events); at most one item per event
 *   and kind.
 * - referrals: one row per referred player (the primary key makes the reward once per player).
 * - social_identities: a provider identity (provider and subject) linked to one account at a time.
 * - social_activity: the counters the social level is computed from (rounds and challenges played,
 *   shares), kept by the feed's projection and the share call; friends are users.friends_count.
 * - social_shares, contact_invitations: what a player shared and whom they invited by email or text.
 * - mail_outbox: every email, written in the transaction that decides it and sent by the mailer;
 *   sms_outbox the same for text messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('feed_visibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('friends')
        .check(sql`feed_visibility in ('friends', 'everyone', 'nobody')`),
    )
    .addColumn('referral_code', 'text', (c) => c.unique())
    .execute();

  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint('friend_requests_not_self', sql`from_user_id <> to_user_id`)
    .execute();
  await sql`create unique index friend_requests_one_pending on friend_requests
    (least(from_user_id, to_user_id), greatest(from_user_id, to_user_id)) where status = 'pending'`.execute(
    db,
  );
  await sql`create index friend_requests_to on friend_requests (to_user_id, created_at desc) where status = 'pending'`.execute(
    db,
  );
  await sql`create index friend_requests_from on friend_requests (from_user_id, created_at desc) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('friend_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .addCheckConstraint('friendships_not_self', sql`user_id <> friend_id`)
    .execute();

  await db.schema
    .createTable('player_blocks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('blocked_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('player_blocks_pk', ['user_id', 'blocked_user_id'])
    .addCheckConstraint('player_blocks_not_self', sql`user_id <> blocked_user_id`)
    .execute();

  await db.schema
    .createTable('game_invites')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('game_type', 'text', (c) =>
      c.notNull().check(sql`game_type in ('blackjack', 'poker', 'roulette', 'baccarat')`),
    )
    .addColumn('bet_amount', 'bigint', (c) => c.notNull().check(sql`bet_amount > 0`))
    .addColumn('room_code', 'text', (c) => c.notNull())
    // The private table opened for it: a live table, or a poker table for poker.
    .addColumn('live_table_id', 'integer', (c) => c.references('live_tables.id'))
    .addColumn('poker_table_id', 'integer')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint('game_invites_not_self', sql`from_user_id <> to_user_id`)
    .addCheckConstraint('game_invites_one_table', sql`(live_table_id is null) <> (poker_table_id is null)`)
    .execute();
  await sql`create index game_invites_to on game_invites (to_user_id, created_at desc)`.execute(db);
  await sql`create index game_invites_from on game_invites (from_user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('social_feed_items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // The player the item is about (whose visibility choice applies).
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('big_win', 'achievement', 'challenge_result', 'level_up', 'new_friend', 'share')`,
        ),
    )
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('source_event_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_feed_items_once', ['source_event_id', 'kind', 'user_id'])
    .execute();
  await sql`create index social_feed_items_user on social_feed_items (user_id, id desc)`.execute(db);

  await db.schema
    .createTable('social_activity')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('rounds_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('challenges_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shares', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('referred_user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('referrer_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set once the referred player registered and played their first rounds; the reward with it.
    .addColumn('qualified_at', 'timestamptz')
    .addColumn('reward_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addCheckConstraint('referrals_not_self', sql`referred_user_id <> referrer_user_id`)
    .execute();
  await sql`create index referrals_referrer on referrals (referrer_user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) =>
      c.notNull().check(sql`provider in ('google', 'facebook', 'apple', 'instagram')`),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sync_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unlinked_at', 'timestamptz')
    .execute();
  await sql`create unique index social_identities_linked on social_identities (provider, subject)
    where unlinked_at is null`.execute(db);
  await sql`create unique index social_identities_one_per_provider on social_identities (user_id, provider)
    where unlinked_at is null`.execute(db);

  await db.schema
    .createTable('social_shares')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('achievement', 'p2p_challenge', 'leaderboard', 'big_win')`),
    )
    .addColumn('platforms', sql`text[]`, (c) => c.notNull())
    .addColumn('share_text', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index social_shares_user on social_shares (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('contact_invitations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    // A lower-cased email address or an E.164 phone number.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('platform', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('contact_invitations_once', ['user_id', 'channel', 'address'])
    .execute();
  await sql`create index contact_invitations_day on contact_invitations (user_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    // How it went out: 'smtp', or 'local-mailbox' on the embedded default (the app shows it).
    .addColumn('transport', 'text')
    .addColumn('message_id', 'text')
    .execute();
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null`.execute(db);
  await sql`create index mail_outbox_to on mail_outbox (to_address, id desc)`.execute(db);

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    // Which provider sent it: 'sandbox' records it without sending (labelled as such).
    .addColumn('provider', 'text')
    .addColumn('provider_message_id', 'text')
    .execute();
  await sql`create index sms_outbox_due on sms_outbox (next_attempt_at) where sent_at is null`.execute(db);
}
