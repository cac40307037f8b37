import type { Database, Kysely } from '@casino/db';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiInstance } from '../src/api-context.js';
import { sessionCookie } from './test-api.js';

let made = 0;

/**
 * Makes a signed-in player eligible to buy coin packages (issue 18: registered, with a declared region
 * where sweepstakes play is offered) without paying a password hash: the account is written as
 * registering would leave it, with California declared.
 */
export async function makeEligible(db: Kysely<Database>, userId: string): Promise<void> {
  made += 1;
  await db
    .updateTable('users')
    .set({
      is_guest: false,
      email: `eligible-${made}-${userId}@casino.test`,
      password_hash: 'scrypt$131072$8$1$c2FsdA==$aGFzaA==',
      date_of_birth: '1990-01-01',
      region_country: 'US',
      region_state: 'CA',
    })
    .where('id', '=', userId)
    .execute();
}

/** A new player (a guest made eligible): their cookie and id. */
export async function eligiblePlayer(
  app: ApiInstance,
  db: Kysely<Database>,
): Promise<{ cookie: string; id: string }> {
  const response: LightMyRequestResponse = await app.inject({ method: 'POST', url: '/api/auth/guest' });
  const cookie = sessionCookie(response);
  const id = response.json<{ user: { id: string } }>().user.id;
  await makeEligible(db, id);
  return { cookie, id };
}
