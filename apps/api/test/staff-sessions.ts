import type { UserRole } from '@casino/contracts';
import { sessionCookie, type TestApi } from './test-api.js';

/** A signed-in account of the test api: its id and the Cookie header of its session. */
export interface SignedIn {
  userId: string;
  cookie: string;
  email: string;
}

let registered = 0;

/**
 * Registers a fresh adult account, gives it `role` (straight in the database, as an operator's
 * first admin would be seeded) and signs it in; a player also declares a region (New York). Each
 * call makes a new account.
 */
export async function signedInAs(api: TestApi, role: UserRole, name: string = role): Promise<SignedIn> {
  registered += 1;
  const email = `${name}-${registered}-${Date.now()}@staff.test`.toLowerCase();
  const password = 'staff-password-123';
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, firstName: name, lastName: `Tester${registered}`, dateOfBirth: '1990-01-01' },
  });
  if (response.statusCode !== 200) throw new Error(`register ${response.statusCode}: ${response.body}`);
  const user = await api.t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (role !== 'player')
    await api.t.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  // A player declares where they live (New York), as buying coins and sweepstakes play ask.
  else
    await api.t.db
      .updateTable('users')
      .set({ region_country: 'US', region_state: 'NY' })
      .where('id', '=', user.id)
      .execute();
  return { userId: user.id, cookie: sessionCookie(response), email };
}

/** Signs in the seeded admin (admin@casino.local in the test config). */
export async function seededAdmin(api: TestApi): Promise<SignedIn> {
  const email = 'admin@casino.local';
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'admin-password' },
  });
  if (response.statusCode !== 200) throw new Error(`admin login ${response.statusCode}: ${response.body}`);
  const user = await api.t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { userId: user.id, cookie: sessionCookie(response), email };
}
