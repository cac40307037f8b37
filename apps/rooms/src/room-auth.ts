import { isDatabaseBusy, isDatabaseUnavailable, type Database, type Kysely } from '@casino/db';
import {
  activeBlockOf,
  blockedMessage,
  findSessionUser,
  type Clock,
  type SessionSigner,
} from '@casino/domain';

/**
 * A room's `onAuth`: the player behind the connection's session cookie (the same cookie as the REST
 * api). A session check that could not reach the database is no refusal of the player: they are
 * told to try again instead of to sign in.
 */
export async function roomPlayerOf(
  deps: { db: Kysely<Database>; signer: SessionSigner; clock: Clock },
  headers: Record<string, string | string[] | undefined>,
): Promise<{ userId: string }> {
  const cookie = typeof headers.cookie === 'string' ? headers.cookie : undefined;
  let user;
  try {
    user = await findSessionUser(deps.db, cookie, deps.signer, deps.clock);
  } catch (error) {
    if (isDatabaseUnavailable(error))
      throw new Error(
        isDatabaseBusy(error)
          ? 'The casino is very busy right now. Please try again in a few seconds.'
          : 'The casino is briefly unavailable. Please try again in a few seconds.',
        { cause: error },
      );
    throw error;
  }
  if (!user) throw new Error('sign in to join a table');
  // Responsible gaming: during a break or self-exclusion no room lets the player in (their
  // connections were closed when it began), so no seat, bet or challenge goes on.
  const block = await activeBlockOf(deps.db, user.userId, deps.clock());
  if (block) throw new Error(blockedMessage(block));
  return { userId: user.userId };
}
