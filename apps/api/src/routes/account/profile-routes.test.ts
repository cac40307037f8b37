import { deflateSync } from 'node:zlib';
import type { AccountProfile, SweepsEligibilityResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';
import { AVATAR_UPLOAD_BODY_LIMIT } from './profile-routes.js';

// The profile, avatar and eligibility calls (issue 18) on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    config: { sweepsExcludedRegions: ['US-WA', 'US-NV', 'CA'], logLevel: 'error' },
  });
});
afterAll(() => api.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const guest = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
let registered = 0;
async function player(): Promise<string> {
  const cookie = await guest();
  const id = (await call(cookie, 'GET', '/api/auth/user')).json<{ id: string }>().id;
  await api.t.db
    .updateTable('users')
    .set({
      is_guest: false,
      email: `profile-${++registered}@casino.test`,
      password_hash: 'scrypt$131072$8$1$c2FsdA==$aGFzaA==',
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '1990-12-10',
    })
    .where('id', '=', id)
    .execute();
  return cookie;
}
const profileOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/account/profile')).json<AccountProfile>();
const eligibilityOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/account/eligibility')).json<SweepsEligibilityResponse>();

/** A greyscale PNG of the given size (a real, decodable file). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height, 0x40);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('Location\0Seattle, 47.6N 122.3W')),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`account profile api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['GET', '/api/account/profile'],
    ['PUT', '/api/account/profile', { firstName: 'A', lastName: 'B', region: null }],
    ['GET', '/api/account/eligibility'],
    ['PUT', '/api/account/avatar', { avatar: 'spade' }],
    ['POST', '/api/account/avatar/upload', { image: 'AAAA' }],
    ['POST', '/api/account/email', { email: 'a@b.test', password: 'x' }],
    ['POST', '/api/account/email/verification'],
    ['POST', '/api/account/password', { currentPassword: 'x', newPassword: 'long-enough' }],
    ['GET', '/api/account/sessions'],
    ['POST', '/api/account/sessions/end-others'],
    ['DELETE', `/api/account/sessions/${'a'.repeat(32)}`],
    ['GET', '/api/account/preferences'],
  ] as const)('%s %s needs sign-in', async (method, url, payload?: unknown) => {
    const response = await call(null, method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
  });

  it('names the excluded regions to anyone, signed in or not', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/account/sweeps-regions' });
    expect(response.json()).toEqual({
      excludedRegions: [
        { code: 'US-WA', name: 'Washington, United States' },
        { code: 'US-NV', name: 'Nevada, United States' },
        { code: 'CA', name: 'Canada' },
      ],
    });
  });

  it("shows a guest's profile: no email, no password, must register for sweepstakes", async () => {
    const cookie = await guest();
    expect(await profileOf(cookie)).toMatchObject({
      isGuest: true,
      email: null,
      emailVerified: false,
      hasPassword: false,
      region: null,
      profileImageUrl: null,
      eligibility: { eligible: false, reason: 'guest', region: null },
    });
  });

  it.each([
    ['a state in the list', { country: 'US', state: 'WA' }, 'region_excluded', 'Washington, United States'],
    ['a country in the list', { country: 'CA' }, 'region_excluded', 'Canada'],
    ['a state not in the list', { country: 'US', state: 'NJ' }, null, 'New Jersey, United States'],
    ['a country not in the list', { country: 'GB' }, null, 'United Kingdom'],
  ])('declaring %s decides eligibility', async (_name, region, reason, regionName) => {
    const cookie = await player();
    expect(await eligibilityOf(cookie)).toMatchObject({ eligible: false, reason: 'region_required' });
    const saved = await call(cookie, 'PUT', '/api/account/profile', {
      firstName: '  Grace ',
      lastName: 'Hopper',
      region,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AccountProfile>()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      region: { country: region.country, state: 'state' in region ? region.state : null },
      eligibility: { eligible: reason === null, reason, regionName },
    });
    expect(await eligibilityOf(cookie)).toEqual(saved.json<AccountProfile>().eligibility);
    const me = (await call(cookie, 'GET', '/api/auth/user')).json<{ firstName: string }>();
    expect(me.firstName).toBe('Grace');
  });

  it.each([
    ['an empty first name', { firstName: ' ', lastName: 'B', region: null }, 'body.firstName'],
    ['a name with a line break', { firstName: 'A\nB', lastName: 'B', region: null }, 'body.firstName'],
    ['a name of 51 letters', { firstName: 'A', lastName: 'x'.repeat(51), region: null }, 'body.lastName'],
    [
      'an unknown country',
      { firstName: 'A', lastName: 'B', region: { country: 'XX' } },
      'body.region.country',
    ],
    [
      'the US without a state',
      { firstName: 'A', lastName: 'B', region: { country: 'US' } },
      'body.region.state',
    ],
    [
      'a state outside the US',
      { firstName: 'A', lastName: 'B', region: { country: 'GB', state: 'WA' } },
      'body.region.state',
    ],
    [
      'an unknown state',
      { firstName: 'A', lastName: 'B', region: { country: 'US', state: 'ZZ' } },
      'body.region.state',
    ],
    [
      'a lower-case country',
      { firstName: 'A', lastName: 'B', region: { country: 'us', state: 'WA' } },
      'body.region.country',
    ],
    ['no region field', { firstName: 'A', lastName: 'B' }, 'body.region'],
    ['an extra field', { firstName: 'A', lastName: 'B', region: null, email: 'x@y.z' }, 'body'],
  ])('refuses %s, naming the field, and changes nothing', async (_name, body, field) => {
    const cookie = await player();
    const response = await call(cookie, 'PUT', '/api/account/profile', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string; message: string }>()).toMatchObject({ error: 'validation_error' });
    expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
    expect(await profileOf(cookie)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', region: null });
  });

  it('chooses a bundled avatar or none; anything else is refused', async () => {
    const cookie = await player();
    const chosen = await call(cookie, 'PUT', '/api/account/avatar', { avatar: 'crown' });
    expect(chosen.json()).toEqual({ profileImageUrl: '/avatars/crown.svg' });
    expect((await call(cookie, 'GET', '/api/auth/user')).json()).toMatchObject({
      profileImageUrl: '/avatars/crown.svg',
    });
    for (const avatar of ['https://evil.test/x.png', '../crown', 'CROWN', 42]) {
      const refused = await call(cookie, 'PUT', '/api/account/avatar', { avatar });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/^body\.avatar/);
    }
    expect((await call(cookie, 'PUT', '/api/account/avatar', { avatar: null })).json()).toEqual({
      profileImageUrl: null,
    });
  });

  it('uploads a picture, serves it from this origin without its metadata, and keeps only the latest', async () => {
    const cookie = await player();
    const image = png(64, 64);
    const uploaded = await call(cookie, 'POST', '/api/account/avatar/upload', {
      image: image.toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(url).toMatch(/^\/api\/account\/avatar-images\/[a-f0-9]{32}$/);
    // Anyone may load an avatar (other players see it), signed in or not.
    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 8)).toEqual(image.subarray(0, 8));
    expect(served.rawPayload.toString('latin1')).not.toContain('Seattle');
    expect(served.rawPayload.length).toBeLessThan(image.length);

    const again = await call(cookie, 'POST', '/api/account/avatar/upload', {
      image: png(40, 40).toString('base64'),
    });
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await profileOf(cookie)).profileImageUrl).toBe(
      again.json<{ profileImageUrl: string }>().profileImageUrl,
    );
    await call(cookie, 'PUT', '/api/account/avatar', { avatar: 'dice' });
    const left = await api.t.db
      .selectFrom('avatar_images')
      .select('id')
      .where('id', '=', url.split('/').at(-1) ?? '')
      .execute();
    expect(left).toEqual([]);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  it.each([
    ['an SVG', svg.toString('base64'), 400, 'body.image: must be a PNG, JPEG or WebP image'],
    ['a picture too small', png(16, 16).toString('base64'), 400, 'body.image: must be at least 32×32 pixels'],
    [
      'a picture too large',
      png(1500, 40).toString('base64'),
      400,
      'body.image: must be at most 1024×1024 pixels',
    ],
    ['not base64', 'not base64!', 400, 'body.image: must be base64'],
    ['nothing', '', 400, 'body.image: is required'],
    ['over 200 KB', 'A'.repeat(280_000), 400, 'body.image: must be an image of at most 200 KB'],
  ])('refuses %s', async (_name, image, status, message) => {
    const cookie = await player();
    const response = await call(cookie, 'POST', '/api/account/avatar/upload', { image });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await profileOf(cookie)).profileImageUrl).toBeNull();
  });

  it('refuses a body over the upload limit with 413, and unknown or malformed image ids', async () => {
    const cookie = await player();
    const huge = await call(cookie, 'POST', '/api/account/avatar/upload', {
      image: 'A'.repeat(AVATAR_UPLOAD_BODY_LIMIT),
    });
    expect(huge.statusCode).toBe(413);
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/account/avatar-images/${'0'.repeat(32)}` }))
        .statusCode,
    ).toBe(404);
    const bad = await api.app.inject({ method: 'GET', url: '/api/account/avatar-images/..%2F..%2Fetc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^params\.imageId/);
  });
});
