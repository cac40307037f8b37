import { randomBytes } from 'node:crypto';
import { AVATAR_IMAGE_PATH, bundledAvatarUrl, ErrorCode, type AvatarResponse } from '@casino/contracts';
import type { AvatarContentType, Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { checkAvatarImage } from './avatar-image.js';

/**
 * The player's avatar (issue 18): one of the avatars shipped with the web app, an uploaded picture,
 * or none (initials). profile_image_url only ever holds a bundled avatar's path or this origin's
 * path of the player's own uploaded image, never an address a player typed (the app's content
 * security policy loads images from this origin only). A player keeps one uploaded image: a new
 * upload or choice deletes the previous one.
 */

/** PUT /api/account/avatar: a bundled avatar (its id, checked by the contract) or none. */
export async function chooseBundledAvatar(
  db: Kysely<Database>,
  userId: string,
  avatarId: string | null,
): Promise<AvatarResponse> {
  const profileImageUrl = avatarId === null ? null : bundledAvatarUrl(avatarId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ profile_image_url: profileImageUrl })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('avatar_images').where('user_id', '=', userId).execute();
  });
  return { profileImageUrl };
}

export const avatarImageUrl = (imageId: string) => `${AVATAR_IMAGE_PATH}/${imageId}`;

/** POST /api/account/avatar/upload: the picture, base64, checked by its content and stored. */
export async function uploadAvatar(
  db: Kysely<Database>,
  userId: string,
  imageBase64: string,
  now: Date,
): Promise<AvatarResponse> {
  const image = checkAvatarImage(Buffer.from(imageBase64, 'base64'));
  const id = randomBytes(16).toString('hex');
  const profileImageUrl = avatarImageUrl(id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('avatar_images').where('user_id', '=', userId).execute();
    await trx
      .insertInto('avatar_images')
      .values({
        id,
        user_id: userId,
        content_type: image.contentType,
        bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
        width: image.width,
        height: image.height,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ profile_image_url: profileImageUrl })
      .where('id', '=', userId)
      .execute();
  });
  return { profileImageUrl };
}

/** GET /api/account/avatar-images/{imageId}: the stored picture (any player may see an avatar). */
export async function readAvatarImage(
  db: Kysely<Database>,
  imageId: string,
): Promise<{ contentType: AvatarContentType; bytes: Buffer }> {
  const row = await db
    .selectFrom('avatar_images')
    .select(['content_type', 'bytes'])
    .where('id', '=', imageId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.notFound, 'No such avatar image.');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
