import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  COUNTRY_CODES,
  countryName,
  US_STATES,
} from '@casino/contracts';

// The account pages' rules that are not React (issue 18): what a session's browser is called, which
// picture may be sent, how the region lists read. The server checks everything again.

/** "Chrome on Windows" from a user agent, "Unknown browser" when it says nothing we know. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}

/** Why a chosen file cannot be an avatar (the server also checks its content), or null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > AVATAR_MAX_BYTES)
    return `That picture is ${Math.ceil(file.size / 1024)} KB; the most is ${AVATAR_MAX_BYTES / 1024} KB.`;
  return null;
}

/** A file's bytes as base64 (for POST /api/account/avatar/upload). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Countries by English name, the United States first (most players declare it). */
export function countryOptions(): Array<{ code: string; name: string }> {
  const all = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) }));
  const us = all.filter((c) => c.code === 'US');
  return [...us, ...all.filter((c) => c.code !== 'US').sort((a, b) => a.name.localeCompare(b.name))];
}

export const stateOptions = (): Array<{ code: string; name: string }> =>
  Object.entries(US_STATES)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
