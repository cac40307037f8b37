import {
  CONTACT_INVITES_PER_DAY,
  type InviteFriendsRequest,
  type InviteFriendsResponse,
} from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { publicName } from '../leaderboards/player-identity.js';
import { normalizeEmail, normalizePhone } from './contact-address.js';
import { queueMail } from './mail-outbox.js';
import { queueSms } from './sms-outbox.js';
import { assertNotPaused } from '../responsible-gaming/marketing.js';

type Skipped = InviteFriendsResponse['skipped'][number];
type Contact = { channel: 'email' | 'sms'; address: string };

export interface InviteOptions {
  now: Date;
  /** The site's origin, for the link in the invitation. */
  origin: string;
  /** Where a phone number written without a country code is read (PHONE_DEFAULT_REGION). */
  defaultRegion: string;
  perDay?: number;
}

/** The link an invitation carries: the inviter's referral link when they have a code, else the site. */
export const inviteLinkOf = (origin: string, referralCode: string | null): string =>
  referralCode ? `${origin}/?ref=${encodeURIComponent(referralCode)}` : `${origin}/`;

/**
 * Invites contacts by email and text message (POST /api/social/invite-friends). Each address is
 * validated (emails lower-cased, phone numbers to E.164) and skipped, with its reason, when it is
 * invalid, repeated in the request, already invited by this player, an already registered player's
 * email, or past the player's daily limit (CONTACT_INVITES_PER_DAY over the last 24 hours). Every
 * accepted contact gets a contact_invitations row and a queued mail or text, all in one transaction
 * that holds the player's row locked, so two requests at once never pass the daily limit together.
 */
export async function inviteContacts(
  db: Kysely<Database>,
  userId: string,
  request: InviteFriendsRequest,
  options: InviteOptions,
): Promise<InviteFriendsResponse> {
  // Responsible gaming: inviting others to play is closed during the player's break or exclusion.
  await assertNotPaused(db, userId, options.now);
  const perDay = options.perDay ?? CONTACT_INVITES_PER_DAY;
  const skipped: Skipped[] = [];
  const candidates: Contact[] = [];
  const seen = new Set<string>();
  const consider = (raw: string, channel: Contact['channel'], address: string | null) => {
    if (address === null) return skipped.push({ address: raw, reason: 'invalid' });
    const key = `${channel}:${address}`;
    if (seen.has(key)) return skipped.push({ address: raw, reason: 'duplicate' });
    seen.add(key);
    candidates.push({ channel, address });
  };
  for (const raw of request.emails) consider(raw, 'email', normalizeEmail(raw));
  for (const raw of request.phones) consider(raw, 'sms', normalizePhone(raw, options.defaultRegion));

  return db.transaction().execute(async (trx) => {
    const inviter = await trx
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'referral_code'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const emails = candidates.filter((c) => c.channel === 'email').map((c) => c.address);
    const registered = new Set(
      emails.length === 0
        ? []
        : (
            await trx
              .selectFrom('users')
              .select(sql<string>`lower(email)`.as('email'))
              .where(sql<string>`lower(email)`, 'in', emails)
              .execute()
          ).map((row) => row.email),
    );
    const invitedBefore = new Set(
      candidates.length === 0
        ? []
        : (
            await trx
              .selectFrom('contact_invitations')
              .select(['channel', 'address'])
              .where('user_id', '=', userId)
              .where(
                'address',
                'in',
                candidates.map((c) => c.address),
              )
              .execute()
          ).map((row) => `${row.channel}:${row.address}`),
    );
    const today = await trx
      .selectFrom('contact_invitations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(options.now.getTime() - 86_400_000))
      .executeTakeFirstOrThrow();
    let remaining = Math.max(0, perDay - Number(today.n));

    const name = publicName({ userId, firstName: inviter.first_name, lastName: inviter.last_name });
    const link = inviteLinkOf(options.origin, inviter.referral_code);
    const message = request.message.length > 0 ? request.message : null;
    let invitationsSent = 0;
    for (const contact of candidates) {
      if (contact.channel === 'email' && registered.has(contact.address)) {
        skipped.push({ address: contact.address, reason: 'already-registered' });
        continue;
      }
      if (invitedBefore.has(`${contact.channel}:${contact.address}`)) {
        skipped.push({ address: contact.address, reason: 'already-invited' });
        continue;
      }
      if (remaining === 0) {
        skipped.push({ address: contact.address, reason: 'daily-limit' });
        continue;
      }
      await trx
        .insertInto('contact_invitations')
        .values({
          user_id: userId,
          channel: contact.channel,
          address: contact.address,
          platform: request.platform,
          created_at: options.now,
        })
        .execute();
      if (contact.channel === 'email') {
        await queueMail(trx, {
          kind: 'contact-invitation',
          to: contact.address,
          subject: `${name} invited you to play at the casino`,
          text: invitationMailText(name, message, link),
        });
      } else {
        await queueSms(trx, {
          kind: 'contact-invitation',
          to: contact.address,
          body: `${name} invited you to play at the casino${message ? `: "${message}"` : ''} ${link}`,
        });
      }
      remaining--;
      invitationsSent++;
    }
    return { invitationsSent, skipped };
  });
}

export function invitationMailText(name: string, message: string | null, link: string): string {
  return [
    `${name} invited you to play at the casino: free coins, live tables and games with friends.`,
    ...(message ? ['', `${name} wrote: "${message}"`] : []),
    '',
    `Join here: ${link}`,
    '',
    'You received this email because a player entered your address. If you do not want to join, ignore it.',
  ].join('\n');
}
