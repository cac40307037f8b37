import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

describe('formatWhen', () => {
  it.each([
    { name: 'an instant, in UTC', iso: '2026-11-24T21:40:05.123Z', text: 'Nov 24, 2026, 21:40:05 UTC' },
    {
      name: 'an offset is turned into UTC',
      iso: '2026-11-24T23:40:05+02:00',
      text: 'Nov 24, 2026, 21:40:05 UTC',
    },
    { name: 'nothing', iso: null, text: '—' },
    { name: 'not a date', iso: 'soon', text: 'soon' },
  ])('$name', ({ iso, text }) => {
    expect(formatWhen(iso)).toBe(text);
  });
});
