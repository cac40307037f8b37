import {
  AmoeEntries,
  AmoeEntry,
  KycState,
  Playthrough,
  Redemption,
  RedemptionList,
  SweepstakesRules,
} from '@casino/contracts';
import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { grantSweeps, KYC_FORM, settleSweepsRound } from '../../../test/sweepstakes-fixtures.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// The player's side of issue 18 over HTTP: the rules as configured, identity checks, playthrough,
// redemption requests and their refusals, cancelling, and mail-in entry codes. Configured here with
// other numbers than the defaults, so the answers are seen to come from the configuration.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    config: {
      sweepstakes: {
        redemptionMinimum: '50.00',
        playthroughMultiple: 2,
        amoeCoinsPerEntry: '7.50',
        amoeDailyLimit: 2,
        amoeMailingAddress: 'Sweepstakes Entries, PO Box 77, Albany, NY 12207, USA',
        kycProvider: 'sandbox',
        payoutProvider: 'sandbox',
      },
      sweepsExcludedRegions: ['US-WA', 'CA'],
    },
  });
});
afterAll(() => api.close());

type Method = 'GET' | 'POST';
const call = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const guestCookie = async () => sessionCookie(await call('POST', '/api/auth/guest'));
let keys = 0;
const redeem = (cookie: string, amount: unknown, key = `api-redeem-${++keys}`) =>
  call('POST', '/api/redemptions', cookie, { amount }, { 'idempotency-key': key });

/** A registered player whose identity the sandbox verified, holding 10 SC + `units`, all played through (2x). */
async function verifiedWithCoins(units: bigint): Promise<SignedIn> {
  const player = await signedInAs(api, 'player', 'Ada');
  const kyc = await call('POST', '/api/kyc', player.cookie, KYC_FORM);
  expect(KycState.parse(kyc.json()).status).toBe('verified');
  await grantSweeps(api, player.userId, units);
  await settleSweepsRound(api, player.userId, 2n * (units + 1_000n));
  return player;
}

describe(`the sweepstakes rules (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers signed out with the configured numbers and the sandbox providers', async () => {
    const response = await call('GET', '/api/sweepstakes/rules');
    expect(response.statusCode).toBe(200);
    expect(SweepstakesRules.parse(response.json())).toEqual({
      minimumAge: 18,
      excludedRegions: ['US-WA', 'CA'],
      redemptionMinimum: '50.00',
      prizeValuePerCoinUsd: '1.00',
      playthroughMultiple: 2,
      startingSweepstakesCoins: '10.00',
      freeCoins: { sweepstakesCoins: '10.00', intervalHours: 12 },
      amoe: {
        coinsPerEntry: '7.50',
        dailyLimit: 2,
        mailingAddress: 'Sweepstakes Entries, PO Box 77, Albany, NY 12207, USA',
      },
      kycProvider: {
        name: 'sandbox',
        displayName: expect.stringMatching(/^Sandbox/) as string,
        sandbox: true,
      },
      payoutProvider: {
        name: 'sandbox',
        displayName: expect.stringMatching(/^Sandbox/) as string,
        sandbox: true,
      },
    });
  });

  it('records grants with the configured multiple', async () => {
    const cookie = await guestCookie();
    const playthrough = Playthrough.parse((await call('GET', '/api/redemptions/playthrough', cookie)).json());
    expect(playthrough).toMatchObject({ sweepstakesCoins: '10.00', redeemable: '0.00', locked: '10.00' });
    expect(playthrough.grants.map((g) => [g.source, g.amount, g.required, g.played])).toEqual([
      ['signup_grant', '10.00', '20.00', '0.00'],
    ]);
  });
});

describe('identity checks', () => {
  it('starts unverified, refuses a guest and answers 401 signed out', async () => {
    expect((await call('GET', '/api/kyc')).statusCode).toBe(401);
    const cookie = await guestCookie();
    expect(KycState.parse((await call('GET', '/api/kyc', cookie)).json())).toMatchObject({
      status: 'unverified',
      provider: { sandbox: true },
    });
    const refused = await call('POST', '/api/kyc', cookie, KYC_FORM);
    expect({ status: refused.statusCode, error: refused.json().error }).toEqual({
      status: 403,
      error: 'forbidden',
    });
  });

  it.each([
    ['a country that is not a code', { country: 'United States' }, 'body.country'],
    ['an empty legal name', { legalFirstName: '  ' }, 'body.legalFirstName'],
    ['an unknown document type', { documentType: 'library_card' }, 'body.documentType'],
    ['a date that is not a date', { dateOfBirth: '1990-13-01' }, 'body.dateOfBirth'],
    ['another date of birth than the registered one', { dateOfBirth: '1991-01-01' }, 'body.dateOfBirth'],
    ['a field it does not know', { ssn: '123' }, 'body.ssn'],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    const player = await signedInAs(api, 'player', 'Kyc');
    const response = await call('POST', '/api/kyc', player.cookie, { ...KYC_FORM, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
  });

  it('is verified by the sandbox, rejected for a REJECT reference and resubmitted; a verified one is final', async () => {
    const player = await signedInAs(api, 'player', 'Kyc');
    const rejected = KycState.parse(
      (await call('POST', '/api/kyc', player.cookie, { ...KYC_FORM, documentReference: 'REJECT-1' })).json(),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'The document could not be verified.' });
    const verified = KycState.parse((await call('POST', '/api/kyc', player.cookie, KYC_FORM)).json());
    expect(verified).toMatchObject({
      status: 'verified',
      legalName: 'Ada Lovelace',
      region: 'US-NY',
      documentEnding: '4567',
    });
    const again = await call('POST', '/api/kyc', player.cookie, KYC_FORM);
    expect(again.json()).toEqual({ error: 'conflict', message: 'Your identity is already verified.' });
  });
});

describe('redemption requests', () => {
  it('refuses signed out (401), a guest (403), an unverified player (403 kyc_required) and no idempotency key (400)', async () => {
    expect((await redeem('', '60.00')).statusCode).toBe(401);
    const guest = await redeem(await guestCookie(), '60.00');
    expect({ status: guest.statusCode, error: guest.json().error }).toEqual({
      status: 403,
      error: 'forbidden',
    });
    const player = await signedInAs(api, 'player');
    const unverified = await redeem(player.cookie, '60.00');
    expect(unverified.json()).toEqual({
      error: 'kyc_required',
      message:
        'Verify your identity before you redeem: submit your legal name, date of birth, address and document.',
    });
    expect(unverified.statusCode).toBe(403);
    const keyless = await call('POST', '/api/redemptions', player.cookie, { amount: '60.00' });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toMatch(/^headers\.idempotency-key/);
  });

  it.each([
    ['under the minimum', '49.99', /^body\.amount: must be at least 50\.00 sweepstakes coins/],
    ['over the redeemable amount', '110.01', /^body\.amount: is more than you can redeem now: 110\.00 SC/],
    ['three decimals', '60.001', /^body\.amount/],
    ['a negative amount', '-60.00', /^body\.amount/],
    ['zero', '0', /^body\.amount/],
  ])('refuses %s with a 400 naming body.amount, moving nothing', async (_name, amount, message) => {
    const player = await verifiedWithCoins(10_000n);
    const response = await redeem(player.cookie, amount);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const playthrough = Playthrough.parse(
      (await call('GET', '/api/redemptions/playthrough', player.cookie)).json(),
    );
    expect(playthrough.sweepstakesCoins).toBe('110.00');
  });

  it('reserves a request at once, replays its key, refuses a second one, and cancels it', async () => {
    const player = await verifiedWithCoins(10_000n);
    // A later grant stays locked: only 110.00 of 115.00 is redeemable.
    await grantSweeps(api, player.userId, 500n);
    const before = Playthrough.parse(
      (await call('GET', '/api/redemptions/playthrough', player.cookie)).json(),
    );
    expect(before).toMatchObject({ sweepstakesCoins: '115.00', redeemable: '110.00', locked: '5.00' });

    const created = await redeem(player.cookie, 75.5, 'api-key-one');
    expect(created.statusCode).toBe(201);
    const request = Redemption.parse(created.json());
    expect(request).toMatchObject({ amount: '75.50', status: 'pending', canCancel: true });
    const replay = await redeem(player.cookie, '75.50', 'api-key-one');
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(Redemption.parse(replay.json())).toEqual(request);
    const otherAmount = await redeem(player.cookie, '60.00', 'api-key-one');
    expect([otherAmount.statusCode, otherAmount.json().error]).toEqual([422, 'idempotency_key_reused']);
    const second = await redeem(player.cookie, '20.00');
    expect([second.statusCode, second.json().error]).toEqual([409, 'conflict']);
    expect(
      Playthrough.parse((await call('GET', '/api/redemptions/playthrough', player.cookie)).json()),
    ).toMatchObject({
      sweepstakesCoins: '39.50',
      redeemable: '34.50',
    });

    const other = await signedInAs(api, 'player', 'Eve');
    const notTheirs = await call('POST', `/api/redemptions/${request.id}/cancel`, other.cookie);
    expect([notTheirs.statusCode, notTheirs.json().error]).toEqual([404, 'not_found']);
    const cancelled = await call('POST', `/api/redemptions/${request.id}/cancel`, player.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(Redemption.parse(cancelled.json())).toMatchObject({ status: 'cancelled', canCancel: false });
    const twice = await call('POST', `/api/redemptions/${request.id}/cancel`, player.cookie);
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'conflict']);
    expect(
      Playthrough.parse((await call('GET', '/api/redemptions/playthrough', player.cookie)).json()),
    ).toEqual(before);

    const list = RedemptionList.parse((await call('GET', '/api/redemptions', player.cookie)).json());
    expect(list.requests.map((r) => [r.id, r.status, r.steps.map((s) => s.kind)])).toEqual([
      [request.id, 'cancelled', ['requested', 'cancelled']],
    ]);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it.each([
    ['not a number', 'abc'],
    ['zero', '0'],
    ['too large', '9007199254740993'],
  ])('refuses a request id that is %s (400)', async (_name, id) => {
    const player = await signedInAs(api, 'player');
    const response = await call('POST', `/api/redemptions/${id}/cancel`, player.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.redemptionId/);
  });
});

describe('mail-in entry codes', () => {
  it('gives a registered player two codes a day (as configured) with the mailing address; refuses a guest', async () => {
    expect((await call('POST', '/api/amoe/entries')).statusCode).toBe(401);
    const guest = await call('POST', '/api/amoe/entries', await guestCookie());
    expect([guest.statusCode, guest.json().error]).toEqual([403, 'forbidden']);

    const player = await signedInAs(api, 'player');
    const first = await call('POST', '/api/amoe/entries', player.cookie);
    expect(first.statusCode).toBe(201);
    expect(AmoeEntry.parse(first.json())).toMatchObject({ status: 'issued', coins: null });
    expect((await call('POST', '/api/amoe/entries', player.cookie)).statusCode).toBe(201);
    const third = await call('POST', '/api/amoe/entries', player.cookie);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(
      /^You have requested all 2 of today's mail-in entry codes \(2 a day\)/,
    );
    const odd = await call('POST', '/api/amoe/entries', player.cookie, { coins: '1000.00' });
    expect([odd.statusCode, odd.json().error]).toEqual([400, 'validation_error']);
    const entries = AmoeEntries.parse((await call('GET', '/api/amoe/entries', player.cookie)).json());
    expect(entries).toMatchObject({
      dailyLimit: 2,
      requestedToday: 2,
      coinsPerEntry: '7.50',
      mailingAddress: 'Sweepstakes Entries, PO Box 77, Albany, NY 12207, USA',
    });
    expect(entries.entries).toHaveLength(2);
    expect(entries.nextRequestAt).not.toBeNull();
  });
});
