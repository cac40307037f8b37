import { describe, expect, it } from 'vitest';
import { fairnessBadge } from './round-fairness';

describe('fairnessBadge', () => {
  it.each([
    ['recomputed and equal', true, { text: 'Verified', tone: 'ok' }],
    ['recomputed and different', false, { text: 'Does not verify', tone: 'bad' }],
    ['the seed still secret', null, { text: 'Not yet revealed', tone: 'wait' }],
  ] as const)('%s', (_name, verified, badge) => {
    expect(fairnessBadge({ verified })).toEqual(badge);
  });
});
