import { ACCOUNT_SUSPENDED_MESSAGE } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { authenticate, createGuest, register } from './accounts.js';

// Issue 15: a suspended account cannot sign in, by password or by upgrading its guest session.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const suspend = (userId: string) =>
  t.db
    .updateTable('users')
    .set({ suspended_at: new Date(), suspended_reason: 'test' })
    .where('id', '=', userId)
    .execute();
const input = (email: string) => ({
  email,
  password: 'a-good-password-1',
  firstName: 'Sus',
  lastName: 'Pended',
  dateOfBirth: '1990-01-01',
});
const refusal = { code: 'account_suspended', message: ACCOUNT_SUSPENDED_MESSAGE };

describe(`sign-in of a suspended account (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses the right password with account_suspended, and a wrong one as ever', async () => {
    const userId = await register(t.db, input('suspended@sign-in.test'), { clock: systemClock });
    await suspend(userId);
    await expect(authenticate(t.db, 'suspended@sign-in.test', 'a-good-password-1')).rejects.toMatchObject(
      refusal,
    );
    await expect(authenticate(t.db, 'suspended@sign-in.test', 'wrong-password')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it("refuses to register a suspended guest's account", async () => {
    const guestId = await createGuest(t.db);
    await suspend(guestId);
    await expect(
      register(t.db, input('guest@sign-in.test'), { clock: systemClock, guestUserId: guestId }),
    ).rejects.toMatchObject(refusal);
  });
});
