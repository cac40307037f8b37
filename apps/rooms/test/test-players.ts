import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Kysely } from '@casino/db';
import {
  createSessionSigner,
  move,
  openWallets,
  promotions,
  seedCatalogue,
  SESSION_COOKIE_NAME,
  transfer,
  wallet,
} from '@casino/domain';

// Players and tables for the rooms tests, on any test database (no server, no Colyseus).

export const SECRET = 'poker-tests-session-secret-0123456789abcdef';

export interface Player {
  userId: string;
  cookie: string;
}

/** The catalogue rows a table needs: its poker table and the live hold'em game its hands are recorded as. */
export async function seedTables(db: Kysely<Database>): Promise<void> {
  await seedCatalogue(db);
}

/**
 * A guest with coins and a signed-in session, in the api's cookie format (signed with SECRET). With
 * `sweeps`, a registered player (who may play with sweepstakes coins) holding that many SC too.
 */
export async function makePlayer(
  db: Kysely<Database>,
  coins = 10_000n,
  options: { sweeps?: bigint } = {},
): Promise<Player> {
  const userId = randomUUID();
  const registered = options.sweeps !== undefined;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        is_guest: !registered,
        first_name: `P${userId.slice(0, 3)}`,
        ...(registered
          ? {
              email: `${userId}@rooms.test`,
              password_hash: 'not-a-real-hash',
              region_country: 'US',
              region_state: 'CA',
            }
          : {}),
      })
      .execute();
    await openWallets(trx, userId);
  });
  await transfer(
    db,
    move(promotions(), wallet(userId), coins * 100n, { kind: 'test_grant', currency: 'coins' }),
  );
  if (options.sweeps)
    await transfer(
      db,
      move(promotions(), wallet(userId), options.sweeps * 100n, { kind: 'test_grant', currency: 'sweeps' }),
    );
  const sid = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      sid,
      user_id: userId,
      data: JSON.stringify({ userId, signedInAt: now }),
      expires_at: new Date(now + 3_600_000),
      updated_at: new Date(now),
    })
    .execute();
  const signed = createSessionSigner([SECRET]).sign(sid);
  return { userId, cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(signed)}` };
}
