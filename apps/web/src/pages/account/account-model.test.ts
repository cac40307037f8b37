import { AVATAR_MAX_BYTES, COUNTRY_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem, base64Of, countryOptions, deviceLabel, stateOptions } from './account-model';

describe('deviceLabel', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
    ],
    [
      'Safari on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    ],
    ['Unknown browser', null],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s', (label, userAgent) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('avatarFileProblem', () => {
  it.each([
    ['a PNG', { type: 'image/png', size: 10_000 }, null],
    ['a WebP at the limit', { type: 'image/webp', size: AVATAR_MAX_BYTES }, null],
    ['a GIF', { type: 'image/gif', size: 10 }, 'Choose a PNG, JPEG or WebP picture.'],
    ['an SVG', { type: 'image/svg+xml', size: 10 }, 'Choose a PNG, JPEG or WebP picture.'],
    [
      'a JPEG one byte too big',
      { type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 },
      'That picture is 201 KB; the most is 200 KB.',
    ],
  ])('%s', (_name, file, problem) => {
    expect(avatarFileProblem(file)).toBe(problem);
  });
});

describe('base64Of', () => {
  it('encodes every byte value, in chunks larger than one call can spread', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    const encoded = await base64Of(new Blob([bytes]));
    expect(Buffer.from(encoded, 'base64')).toEqual(Buffer.from(bytes));
  });
});

describe('region lists', () => {
  it('offers every country once, the United States first, and the 50 states with DC', () => {
    const countries = countryOptions();
    expect(countries).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(countries.map((c) => c.code)).size).toBe(COUNTRY_CODES.length);
    expect(countries[0]).toEqual({ code: 'US', name: 'United States' });
    expect(countries.find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
    expect(stateOptions()).toHaveLength(51);
    expect(stateOptions()[0]).toEqual({ code: 'AL', name: 'Alabama' });
  });
});
