import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { expectAuditOk, ledgerState, refusalOf } from '../../test/challenge-fixtures.js';
import { fixedClock, label } from '../../test/economy-fixtures.js';
import { adminStaff, registeredPlayer } from '../../test/redemption-fixtures.js';
import { createGuest } from '../accounts/accounts.js';
import type { Staff } from '../admin/staff-access.js';
import { getWalletBalances } from '../ledger/balances.js';
import { AMOE_CODE_ALPHABET, newAmoeCode, normalizeAmoeCode } from './amoe-codes.js';
import { creditAmoeEntry, listAdminAmoeEntries } from './amoe-credit.js';
import { listAmoeEntries, requestAmoeEntry, type AmoeRules } from './amoe-entries.js';
import { redeemableUnitsOf } from './player-playthrough.js';

let t: TestDatabase;
let admin: Staff;
beforeAll(async () => {
  t = await createTestDatabase();
  admin = await adminStaff(t.db);
});
afterAll(() => t.close());

const RULES: AmoeRules = {
  coinsPerEntryUnits: 500n,
  dailyLimit: 1,
  mailingAddress: 'Sweepstakes Entries, PO Box 1, Albany, NY 12207, USA',
  excludedRegions: [],
};
const CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe('mail-in entry codes', () => {
  it.each([
    ['as printed', 'ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN'],
    ['lower case', 'abcd-efgh-jkmn', 'ABCD-EFGH-JKMN'],
    ['without dashes', 'ABCDEFGHJKMN', 'ABCD-EFGH-JKMN'],
    ['with spaces', ' abcd efgh jkmn ', 'ABCD-EFGH-JKMN'],
  ])('reads a code written %s', (_name, text, code) => {
    expect(normalizeAmoeCode(text)).toBe(code);
  });

  it.each([
    ['too short', 'ABCD-EFGH'],
    ['too long', 'ABCD-EFGH-JKMN-P'],
    ['a letter O, never printed', 'ABCD-EFGH-JKMO'],
    ['a digit 1, never printed', 'ABCD-EFGH-JKM1'],
    ['punctuation', 'ABCD-EFGH-JKM!'],
    ['nothing', ''],
  ])('refuses a code %s, naming the field', (_name, text) => {
    expect(() => normalizeAmoeCode(text)).toThrow(/^body\.code: must be the 12-character code/);
  });

  it('draws 12 characters of the alphabet, each byte value without bias (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        let offset = 0;
        const stream = (size: number) => {
          const out = Buffer.alloc(size);
          for (let i = 0; i < size; i++) out[i] = bytes[(offset + i) % bytes.length] ?? 0;
          offset += size;
          return out;
        };
        // Bytes of 248 and above are skipped: with only those, the stream is replaced below.
        if (bytes.every((b) => b >= 248)) return;
        const code = newAmoeCode(stream);
        expect(code).toMatch(CODE);
        const firstUsable = bytes.find((b) => b < 248) ?? 0;
        expect(code[0]).toBe(AMOE_CODE_ALPHABET[firstUsable % AMOE_CODE_ALPHABET.length]);
      }),
    );
    const codes = new Set(Array.from({ length: 2_000 }, () => newAmoeCode()));
    expect(codes.size).toBe(2_000);
  });
});

describe(`requesting and crediting mail-in entries (${label})`, () => {
  it('a registered player gets one code a UTC day; the next day another', async () => {
    const player = await registeredPlayer(t.db);
    const clock = fixedClock('2026-05-04T23:50:00Z');
    const entry = await requestAmoeEntry(t.db, player, RULES, clock);
    expect(entry).toMatchObject({ status: 'issued', coins: null, creditedAt: null });
    expect(entry.code).toMatch(CODE);
    expect(await refusalOf(requestAmoeEntry(t.db, player, RULES, clock))).toEqual({
      code: 'conflict',
      message:
        "You have requested today's mail-in entry code (1 a day). The next one can be requested from 2026-05-05T00:00:00.000Z.",
    });
    expect(await listAmoeEntries(t.db, player, RULES, clock)).toMatchObject({
      dailyLimit: 1,
      requestedToday: 1,
      nextRequestAt: '2026-05-05T00:00:00.000Z',
      coinsPerEntry: '5.00',
      mailingAddress: RULES.mailingAddress,
    });
    clock.advance(20 * 60_000);
    const next = await requestAmoeEntry(t.db, player, RULES, clock);
    expect(next.code).not.toBe(entry.code);
    const listed = await listAmoeEntries(t.db, player, RULES, clock);
    expect(listed.entries.map((e) => e.code)).toEqual([next.code, entry.code]);
    expect(listed.nextRequestAt).toBe('2026-05-06T00:00:00.000Z');
  });

  it('refuses a guest', async () => {
    const guest = await createGuest(t.db);
    expect(await refusalOf(requestAmoeEntry(t.db, guest, RULES, fixedClock('2026-05-04T10:00:00Z')))).toEqual(
      {
        code: 'forbidden',
        message:
          'Guests cannot request a mail-in entry code: register an account (with your date of birth) first.',
      },
    );
  });

  it('an admin credits a received code once, as a grant; a second entry of it is refused', async () => {
    const player = await registeredPlayer(t.db);
    const { code } = await requestAmoeEntry(t.db, player, RULES, fixedClock('2026-05-04T10:00:00Z'));
    const before = await getWalletBalances(t.db, player);
    const credited = await creditAmoeEntry(t.db, admin, code.toLowerCase().replaceAll('-', ''), {
      coinsPerEntryUnits: 500n,
      now: new Date(),
    });
    expect(credited).toMatchObject({
      code,
      status: 'credited',
      coins: '5.00',
      userId: player,
      playerName: 'Ada Player',
      creditedBy: { id: admin.userId },
    });
    expect((await getWalletBalances(t.db, player)).sweeps).toBe(before.sweeps + 500n);
    const grant = await t.db
      .selectFrom('sweeps_grants')
      .select(['source', 'amount', 'required'])
      .where('user_id', '=', player)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ source: 'amoe_entry', amount: 500n, required: 500n });
    expect((await redeemableUnitsOf(t.db, player)).redeemable).toBe(0n);

    const state = await ledgerState(t.db);
    const again = await refusalOf(
      creditAmoeEntry(t.db, admin, code, { coinsPerEntryUnits: 500n, now: new Date() }),
    );
    expect(again).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/was already credited on .* a code pays once/) as string,
    });
    expect(await ledgerState(t.db)).toBe(state);
    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_kind'])
      .where('target_id', '=', credited.id)
      .where('target_kind', '=', 'amoe_entry')
      .execute();
    expect(audit).toEqual([{ action: 'amoe.credit', target_kind: 'amoe_entry' }]);
    expect((await listAdminAmoeEntries(t.db, { status: 'credited' })).items.map((e) => e.id)).toContain(
      credited.id,
    );
    await expectAuditOk(t.db);
  });

  it.each([
    ['an unknown code', 'ZZZZ-ZZZZ-ZZZZ', { code: 'not_found' }],
    ['a malformed code', 'ZZZZ-ZZZZ', { code: 'validation_error' }],
  ])('refuses %s and moves nothing', async (_name, code, refusal) => {
    const state = await ledgerState(t.db);
    expect(
      await refusalOf(creditAmoeEntry(t.db, admin, code, { coinsPerEntryUnits: 500n, now: new Date() })),
    ).toMatchObject(refusal);
    expect(await ledgerState(t.db)).toBe(state);
  });

  it("refuses an admin's own entry", async () => {
    const { code } = await requestAmoeEntry(t.db, admin.userId, RULES, fixedClock('2026-05-04T10:00:00Z'));
    expect(
      await refusalOf(creditAmoeEntry(t.db, admin, code, { coinsPerEntryUnits: 500n, now: new Date() })),
    ).toMatchObject({
      code: 'forbidden',
    });
  });
});
