import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, type SeedConfig } from '../seed.js';
import { authenticate } from './accounts.js';
import { hashPassword } from './password.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const config = (admin: Partial<SeedConfig['admin']> = {}): SeedConfig => ({
  demo: { email: 'demo@casino.local', password: 'demo-password' },
  admin: { email: 'admin@casino.local', password: 'configured-admin-pass', ...admin },
});
const signsIn = (email: string, password: string) =>
  authenticate(t.db, email, password).then(
    () => true,
    () => false,
  );
const setPassword = async (email: string, password: string) =>
  t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('email', '=', email)
    .execute();

describe(`seeded accounts on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates the admin with the configured password, once', async () => {
    await seed(t.db, config());
    await seed(t.db, config());
    const admins = await t.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('email', '=', 'admin@casino.local')
      .execute();
    expect(admins).toEqual([{ email: 'admin@casino.local', role: 'admin' }]);
    expect(await signsIn('admin@casino.local', 'configured-admin-pass')).toBe(true);
  });

  it("a restart leaves an existing admin's password alone", async () => {
    await setPassword('admin@casino.local', 'changed-by-the-admin');
    await seed(t.db, config());
    await seed(t.db, config({ password: 'a-new-configured-pass' }));
    expect(await signsIn('admin@casino.local', 'changed-by-the-admin')).toBe(true);
    expect(await signsIn('admin@casino.local', 'a-new-configured-pass')).toBe(false);
  });

  it('resetPassword (ADMIN_RESET_PASSWORD=true) sets it back to the configured one', async () => {
    await seed(t.db, config({ password: 'a-new-configured-pass', resetPassword: true }));
    expect(await signsIn('admin@casino.local', 'a-new-configured-pass')).toBe(true);
    expect(await signsIn('admin@casino.local', 'changed-by-the-admin')).toBe(false);
  });

  it('keeps the admin role on the configured admin even when it was taken away', async () => {
    await t.db
      .updateTable('users')
      .set({ role: 'player' })
      .where('email', '=', 'admin@casino.local')
      .execute();
    await seed(t.db, config());
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', 'admin@casino.local')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
  });

  it("restores the demo player's documented password at every start", async () => {
    await setPassword('demo@casino.local', 'someone-changed-it');
    await seed(t.db, config());
    expect(await signsIn('demo@casino.local', 'demo-password')).toBe(true);
  });
});
