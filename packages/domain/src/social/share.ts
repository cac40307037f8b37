import type { SharePlatform, ShareRequest, ShareResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { updateSocialLevel } from './social-level.js';

/** Shares one player may record per rolling hour (more is refused with 429, nothing recorded). */
export const SHARES_PER_HOUR = 10;
export const SHARE_RATE_LIMIT_MESSAGE = 'You have shared a lot in the last hour. Please try again later.';

/**
 * The page each platform opens for a share of `text` pointing at `url` (the site's origin). Instagram
 * has no web share intent: its link opens instagram.com and the page tells the player to paste the
 * copied text.
 */
export function shareLinkOf(platform: SharePlatform, text: string, url: string): string {
  const q = encodeURIComponent;
  switch (platform) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}&quote=${q(text)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${text} ${url}`)}`;
    case 'instagram':
      return 'https://www.instagram.com/';
  }
}

/**
 * Records a share (social_shares), counts it in the player's social level (shares + 1), writes a
 * `share` feed item, and answers each platform's share link. The player's row is locked while the
 * last hour's shares are counted, so parallel requests cannot pass SHARES_PER_HOUR together.
 */
export async function shareToSocial(
  db: Kysely<Database>,
  userId: string,
  request: ShareRequest,
  options: { now: Date; origin: string },
): Promise<ShareResponse> {
  const { now } = options;
  const id = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const recent = await trx
      .selectFrom('social_shares')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now.getTime() - 3_600_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= SHARES_PER_HOUR)
      throw new DomainError('rate_limited', SHARE_RATE_LIMIT_MESSAGE, { retryAfterSeconds: 3_600 });
    const row = await trx
      .insertInto('social_shares')
      .values({
        user_id: userId,
        type: request.type,
        platforms: request.platforms,
        share_text: request.shareText,
        data: JSON.stringify(request.data),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('social_feed_items')
      .values({
        user_id: userId,
        kind: 'share',
        payload: JSON.stringify({
          shareId: row.id.toString(),
          shareType: request.type,
          platforms: request.platforms,
          ...(request.data.title ? { title: request.data.title } : {}),
          ...(request.data.gameType ? { gameType: request.data.gameType } : {}),
        }),
        created_at: now,
      })
      .execute();
    await updateSocialLevel(trx, userId, { shares: 1 }, now);
    return row.id.toString();
  });
  return {
    id,
    links: request.platforms.map((platform) => ({
      platform,
      url: shareLinkOf(platform, request.shareText, options.origin),
    })),
  };
}
