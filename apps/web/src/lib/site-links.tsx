import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

function isOfOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Text with this site's own links made clickable (a verification or reset link in the local
 * mailbox, issue 18); links to other sites stay plain text, since mail can carry words other players
 * wrote.
 */
export function withSiteLinks(text: string, origin: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const at = match.index;
    if (!isOfOrigin(url, origin)) continue;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={url}>
        {url}
      </a>,
    );
    last = at + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
