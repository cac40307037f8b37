import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withSiteLinks } from './site-links';

const ORIGIN = 'http://localhost:3000';
const hrefs = (nodes: ReturnType<typeof withSiteLinks>) =>
  nodes.flatMap((n) => (isValidElement<{ href: string }>(n) ? [n.props.href] : []));
const text = (nodes: ReturnType<typeof withSiteLinks>) =>
  nodes
    .map((n) => (isValidElement<{ href: string }>(n) ? n.props.href : typeof n === 'string' ? n : ''))
    .join('');

describe('withSiteLinks', () => {
  it.each([
    [
      'a reset link of this site',
      `Open this link:\n\n${ORIGIN}/reset-password?token=abc_DEF-123\n\nThanks`,
      [`${ORIGIN}/reset-password?token=abc_DEF-123`],
    ],
    ['a link to another site', 'See https://evil.example/login now', []],
    ['a look-alike host', `Go to ${ORIGIN}.evil.example/x`, []],
    ['two links of this site', `${ORIGIN}/a and ${ORIGIN}/b`, [`${ORIGIN}/a`, `${ORIGIN}/b`]],
    ['no link', 'Just words.', []],
  ])('%s', (_name, input, links) => {
    const nodes = withSiteLinks(input, ORIGIN);
    expect(hrefs(nodes)).toEqual(links);
    expect(text(nodes)).toBe(input);
  });
});
