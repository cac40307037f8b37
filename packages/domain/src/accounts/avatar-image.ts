import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, AVATAR_MIN_SIDE, ErrorCode } from '@casino/contracts';
import type { AvatarContentType } from '@casino/db';
import { imageSize } from 'image-size';
import { DomainError } from '../errors.js';

/**
 * An uploaded avatar is judged by its bytes, never by a name or a declared type (issue 18): it must
 * be a PNG, JPEG or WebP file (magic number), whose header the image-size library reads as the same
 * format, of at most AVATAR_MAX_BYTES and AVATAR_MIN_SIDE..AVATAR_MAX_SIDE pixels a side. Metadata
 * that can say where and with what a picture was taken (EXIF with GPS, XMP, comments, text chunks)
 * is cut out before it is stored, since other players see avatars; a JPEG keeps its orientation.
 */

export interface CheckedAvatar {
  contentType: AvatarContentType;
  width: number;
  height: number;
  bytes: Uint8Array;
}

const refuse = (message: string) =>
  new DomainError(ErrorCode.validation, `body.image: ${message}`, { field: 'image' });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

function formatOf(bytes: Uint8Array): AvatarContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}

const IMAGE_SIZE_TYPES: Record<AvatarContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function checkAvatarImage(bytes: Uint8Array): CheckedAvatar {
  if (bytes.length === 0) throw refuse('is empty');
  if (bytes.length > AVATAR_MAX_BYTES)
    throw refuse(`must be an image of at most ${AVATAR_MAX_BYTES / 1024} KB`);
  const contentType = formatOf(bytes);
  if (contentType === null) throw refuse('must be a PNG, JPEG or WebP image');
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse('is not a readable image');
  }
  if (size.type !== IMAGE_SIZE_TYPES[contentType] || !size.width || !size.height)
    throw refuse('is not a readable image');
  const { width, height } = size;
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE)
    throw refuse(`must be at least ${AVATAR_MIN_SIDE}×${AVATAR_MIN_SIDE} pixels`);
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE)
    throw refuse(`must be at most ${AVATAR_MAX_SIDE}×${AVATAR_MAX_SIDE} pixels`);
  const stripped = stripMetadata(bytes, contentType, size.orientation ?? 1);
  if (stripped === null) throw refuse('is not a readable image');
  return { contentType, width, height, bytes: stripped };
}

function stripMetadata(bytes: Uint8Array, type: AvatarContentType, orientation: number): Uint8Array | null {
  if (type === 'image/png') return stripPng(bytes);
  if (type === 'image/jpeg') return stripJpeg(bytes, orientation);
  return stripWebp(bytes);
}

const u32be = (b: Uint8Array, at: number) =>
  ((b[at] ?? 0) * 0x1000000 + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0)) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  u32be(Uint8Array.of(b[at + 3] ?? 0, b[at + 2] ?? 0, b[at + 1] ?? 0, b[at] ?? 0), 0);

/** PNG: the chunks that carry text, EXIF or a timestamp are dropped; the image chunks are kept as they are. */
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
function stripPng(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let sawEnd = false;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  return sawEnd ? concat(kept) : null;
}

/**
 * JPEG: the header segments before the scan are walked; APP1 (EXIF, XMP), APP3-APP13, APP15 and
 * comments are dropped; JFIF (APP0), the colour profile (APP2) and Adobe's (APP14) are kept. An
 * orientation other than upright is written back as a minimal EXIF segment carrying only it.
 */
function stripJpeg(bytes: Uint8Array, orientation: number): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  if (orientation >= 2 && orientation <= 8) kept.push(orientationExif(orientation));
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    // Start of scan: the compressed image is kept as it is, up to its end marker (anything appended
    // after the image is dropped; 0xFF 0xD9 cannot occur inside the entropy-coded data).
    if (marker === 0xda) {
      const eoi = indexOfPair(bytes, 0xff, 0xd9, end);
      if (eoi < 0) return null;
      kept.push(bytes.subarray(at, eoi + 2));
      return concat(kept);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keepApp = marker === 0xe0 || marker === 0xe2 || marker === 0xee;
    if ((!isApp || keepApp) && marker !== 0xfe) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

function indexOfPair(bytes: Uint8Array, first: number, second: number, from: number): number {
  for (let i = from; i + 1 < bytes.length; i++) if (bytes[i] === first && bytes[i + 1] === second) return i;
  return -1;
}

/** An APP1 EXIF segment holding one tag, Orientation (0x0112), in big-endian TIFF. */
function orientationExif(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
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
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** WebP: the EXIF and XMP chunks are dropped and the extended header's flags for them cleared. */
function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const riffEnd = u32le(bytes, 4) + 8;
  if (riffEnd > bytes.length) return null;
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return null;
    if (type === 'VP8X') {
      const chunk = Uint8Array.from(bytes.subarray(at, Math.min(end, riffEnd)));
      // Flags: 0x08 EXIF present, 0x04 XMP present.
      chunk[8] = (chunk[8] ?? 0) & ~0x0c;
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  const riffSize = body.length + 4;
  header.set([riffSize & 0xff, (riffSize >> 8) & 0xff, (riffSize >> 16) & 0xff, (riffSize >>> 24) & 0xff], 4);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
