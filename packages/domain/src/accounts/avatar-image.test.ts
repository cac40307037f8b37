import { deflateSync } from 'node:zlib';
import { AVATAR_MAX_BYTES } from '@casino/contracts';
import fc from 'fast-check';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { checkAvatarImage } from './avatar-image.js';
import { JPEG_40X48, PNG_40X48, WEBP_40X48 } from './avatar-image.fixtures.js';

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const SECRET = 'GPS 47.6062N 122.3321W Pixel 8';

// A PNG of any size, drawn here (one grey row repeated), with optional extra chunks before IDAT.
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}
function png(width: number, height: number, extra: Buffer[] = []): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      ...extra,
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** The JPEG with an EXIF segment (a secret and an orientation) right after SOI, and junk after its end. */
function jpegWithExif(orientation: number): Uint8Array {
  const base = bytesOf(JPEG_40X48);
  const tiff = [
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const payload = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff, ...Buffer.from(SECRET, 'latin1')];
  const app1 = [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
  const comment = [0xff, 0xfe, 0, SECRET.length + 2, ...Buffer.from(SECRET, 'latin1')];
  return Uint8Array.from([
    ...base.subarray(0, 2),
    ...app1,
    ...comment,
    ...base.subarray(2),
    ...Buffer.from(`<script>${SECRET}</script>`),
  ]);
}

/** The WebP with EXIF and XMP chunks appended and their flags set in VP8X. */
function webpWithMetadata(): Uint8Array {
  const base = Buffer.from(bytesOf(WEBP_40X48));
  const exif = Buffer.concat([Buffer.from('EXIF'), Buffer.alloc(4), Buffer.from(SECRET)]);
  exif.writeUInt32LE(SECRET.length, 4);
  const xmp = Buffer.concat([Buffer.from('XMP '), Buffer.alloc(4), Buffer.from(`${SECRET}!`)]);
  xmp.writeUInt32LE(SECRET.length + 1, 4);
  const padded = (b: Buffer) => (b.length % 2 ? Buffer.concat([b, Buffer.alloc(1)]) : b);
  const out = Buffer.concat([base, padded(exif), padded(xmp)]);
  out.writeUInt32LE(out.length - 8, 4);
  out[20] = (out[20] ?? 0) | 0x0c;
  return new Uint8Array(out);
}

describe('checkAvatarImage: accepted pictures', () => {
  it.each([
    ['a JPEG', bytesOf(JPEG_40X48), 'image/jpeg'],
    ['a WebP', bytesOf(WEBP_40X48), 'image/webp'],
    ['a PNG from a canvas', bytesOf(PNG_40X48), 'image/png'],
  ])('%s: its type from its bytes and its size from its header', (_name, bytes, contentType) => {
    const checked = checkAvatarImage(bytes);
    expect(checked).toMatchObject({ contentType, width: 40, height: 48 });
    expect(imageSize(checked.bytes)).toMatchObject({ width: 40, height: 48 });
  });

  it.each([
    ['the smallest', 32, 32],
    ['the largest', 1024, 1024],
    ['a tall one', 32, 1024],
  ])('%s allowed size (%d×%d)', (_name, width, height) => {
    expect(checkAvatarImage(png(width, height))).toMatchObject({ width, height });
  });
});

describe('checkAvatarImage: metadata is cut out', () => {
  it('a JPEG loses its EXIF, comments and anything after its end, and keeps its orientation', () => {
    const checked = checkAvatarImage(jpegWithExif(6));
    expect(text(checked.bytes)).not.toContain(SECRET);
    expect(text(checked.bytes)).toContain('ICC_PROFILE');
    expect(imageSize(checked.bytes)).toMatchObject({ width: 40, height: 48, orientation: 6 });
    expect(checked.bytes.at(-2)).toBe(0xff);
    expect(checked.bytes.at(-1)).toBe(0xd9);
  });

  it('an upright JPEG gets no EXIF at all', () => {
    const checked = checkAvatarImage(jpegWithExif(1));
    expect(text(checked.bytes)).not.toContain('Exif');
  });

  it('a PNG loses its text, EXIF and time chunks', () => {
    const extra = [
      chunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')),
      chunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${SECRET}`, 'latin1')),
      chunk('eXIf', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
      chunk('tIME', Buffer.from([7, 0xe9, 1, 2, 3, 4, 5])),
    ];
    const checked = checkAvatarImage(png(64, 64, extra));
    expect(text(checked.bytes)).not.toContain(SECRET);
    expect(text(checked.bytes)).not.toContain('tIME');
    expect(imageSize(checked.bytes)).toMatchObject({ width: 64, height: 64, type: 'png' });
  });

  it('a WebP loses its EXIF and XMP chunks and the flags that announced them', () => {
    const checked = checkAvatarImage(webpWithMetadata());
    const out = Buffer.from(checked.bytes);
    expect(out.toString('latin1')).not.toContain(SECRET);
    expect((out[20] ?? 0) & 0x0c).toBe(0);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(out).toEqual(Buffer.from(bytesOf(WEBP_40X48)));
  });
});

describe('checkAvatarImage: refusals name the field', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const truncatedJpeg = bytesOf(JPEG_40X48).subarray(0, 300);
  it.each([
    ['nothing', new Uint8Array(), 'is empty'],
    ['an SVG (scripts)', svg, 'must be a PNG, JPEG or WebP image'],
    ['a GIF', gif, 'must be a PNG, JPEG or WebP image'],
    [
      'HTML with a PNG name',
      Buffer.from('<html><body>hi</body></html>'),
      'must be a PNG, JPEG or WebP image',
    ],
    ['a PNG signature and nothing else', png(40, 40).subarray(0, 12), 'is not a readable image'],
    ['a JPEG cut short', truncatedJpeg, 'is not a readable image'],
    ['too small', png(31, 40), 'must be at least 32×32 pixels'],
    ['too large', png(1025, 40), 'must be at most 1024×1024 pixels'],
    ['over the size cap', Buffer.concat([png(40, 40), Buffer.alloc(AVATAR_MAX_BYTES)]), 'at most 200 KB'],
  ])('%s', (_name, bytes, message) => {
    let thrown: unknown;
    try {
      checkAvatarImage(new Uint8Array(bytes));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'validation_error' });
    expect((thrown as Error).message).toMatch(/^body\.image: /);
    expect((thrown as Error).message).toContain(message);
  });

  /** Accepted (and then readable) or refused with a 400 naming body.image: never anything else. */
  const acceptedOrRefused = (bytes: Uint8Array) => {
    try {
      const checked = checkAvatarImage(bytes);
      expect(imageSize(checked.bytes).width).toBe(checked.width);
    } catch (error) {
      expect((error as Error).message).toMatch(/^body\.image: /);
    }
  };

  it('random bytes, and random bytes behind each signature, are only accepted or refused', () => {
    const signatures = [
      [],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff],
      [...Buffer.from('RIFF\0\0\0\0WEBP')],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 2_000 }), (head, tail) =>
        acceptedOrRefused(Uint8Array.from([...head, ...tail])),
      ),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ['JPEG', JPEG_40X48],
    ['WebP', WEBP_40X48],
    ['PNG', PNG_40X48],
  ])('a real %s with corrupted bytes is only accepted or refused', (_name, fixture) => {
    fc.assert(
      fc.property(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 }), (at, junk) => {
        const bytes = bytesOf(fixture);
        const from = at % bytes.length;
        bytes.set(junk.subarray(0, bytes.length - from), from);
        acceptedOrRefused(bytes);
      }),
      { numRuns: 500 },
    );
  });
});
