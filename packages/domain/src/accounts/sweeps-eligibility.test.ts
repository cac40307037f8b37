import { COUNTRY_CODES, US_STATES } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest } from './accounts.js';
import { registeredPlayer } from './account-test-players.js';
import {
  assertSweepsEligible,
  checkSweepsEligibility,
  DEFAULT_SWEEPS_EXCLUDED_REGIONS,
  isRegionExcluded,
  sweepsEligibilityOf,
} from './sweeps-eligibility.js';

const rules = { excludedRegions: DEFAULT_SWEEPS_EXCLUDED_REGIONS };

describe('sweepsEligibilityOf (the rule, pure)', () => {
  it.each([
    ['a guest', { isGuest: true, region: null }, 'guest'],
    ['a guest who declared an allowed region', { isGuest: true, region: 'US-CA' }, 'guest'],
    ['a registered player with no region', { isGuest: false, region: null }, 'region_required'],
    ['Washington', { isGuest: false, region: 'US-WA' }, 'region_excluded'],
    ['Idaho', { isGuest: false, region: 'US-ID' }, 'region_excluded'],
    ['Michigan', { isGuest: false, region: 'US-MI' }, 'region_excluded'],
    ['Nevada', { isGuest: false, region: 'US-NV' }, 'region_excluded'],
    ['California', { isGuest: false, region: 'US-CA' }, null],
    ['the District of Columbia', { isGuest: false, region: 'US-DC' }, null],
    ['the United Kingdom', { isGuest: false, region: 'GB' }, null],
  ] as const)('%s', (_name, player, reason) => {
    const verdict = sweepsEligibilityOf(player, rules);
    if (reason === null) expect(verdict).toEqual({ eligible: true, region: player.region });
    else expect(verdict).toMatchObject({ eligible: false, reason, region: player.region });
  });

  it.each([
    ['guest', { isGuest: true, region: null }, /^Register with your email and date of birth \(18\+\)/],
    ['region_required', { isGuest: false, region: null }, /^Tell us where you live/],
    [
      'region_excluded',
      { isGuest: false, region: 'US-WA' },
      /^Sweepstakes play is not offered in Washington, United States: you can keep playing with coins/,
    ],
  ] as const)('says what to do: %s', (_reason, player, message) => {
    const verdict = sweepsEligibilityOf(player, rules);
    expect(verdict.eligible).toBe(false);
    if (!verdict.eligible) expect(verdict.message).toMatch(message);
  });

  const states = Object.keys(US_STATES);
  it('a country in the list excludes all of its states; a state excludes only itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.constantFrom(...states), (listed, player) => {
        expect(isRegionExcluded(`US-${player}`, ['US'])).toBe(true);
        expect(isRegionExcluded(`US-${player}`, [`US-${listed}`])).toBe(listed === player);
        expect(isRegionExcluded('US', [`US-${listed}`])).toBe(false);
      }),
    );
  });

  it('an empty list excludes nobody, and a registered player with any region is then eligible', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), (country) => {
        const region = country === 'US' ? 'US-TX' : country;
        expect(sweepsEligibilityOf({ isGuest: false, region }, { excludedRegions: [] }).eligible).toBe(true);
      }),
    );
  });
});

describe(`checkSweepsEligibility (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('reads the player; assertSweepsEligible throws the 403 refusal with its message', async () => {
    const guest = await createGuest(t.db);
    const player = await registeredPlayer(t.db, 'eligible@casino.test');
    expect(await checkSweepsEligibility(t.db, guest, rules)).toMatchObject({ reason: 'guest' });
    await expect(assertSweepsEligible(t.db, guest, rules)).rejects.toMatchObject({
      code: 'registration_required',
    });
    await expect(assertSweepsEligible(t.db, player, rules)).rejects.toMatchObject({
      code: 'region_required',
    });
    await t.db
      .updateTable('users')
      .set({ region_country: 'US', region_state: 'NV' })
      .where('id', '=', player)
      .execute();
    await expect(assertSweepsEligible(t.db, player, rules)).rejects.toMatchObject({
      code: 'region_excluded',
      details: { reason: 'region_excluded' },
    });
    await t.db.updateTable('users').set({ region_state: 'NJ' }).where('id', '=', player).execute();
    await expect(assertSweepsEligible(t.db, player, rules)).resolves.toBeUndefined();
    // Inside a transaction, as a bet's or a redemption's would call it.
    await t.db.transaction().execute(async (trx) => {
      expect(await checkSweepsEligibility(trx, player, rules)).toEqual({ eligible: true, region: 'US-NJ' });
    });
    expect(await checkSweepsEligibility(t.db, 'no-such-player', rules)).toMatchObject({ reason: 'guest' });
  });

  it('the database refuses a state outside the US or a US player without a state', async () => {
    const player = await registeredPlayer(t.db, 'checked@casino.test');
    for (const region of [
      { region_country: 'GB', region_state: 'WA' },
      { region_country: 'US', region_state: null },
      { region_country: null, region_state: 'WA' },
      { region_country: 'us', region_state: null },
    ])
      await expect(
        t.db.updateTable('users').set(region).where('id', '=', player).execute(),
      ).rejects.toMatchObject({
        code: '23514',
      });
  });
});
