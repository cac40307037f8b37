import { describe, expect, it } from 'vitest';
import {
  gamesByIdOf,
  latestSessions,
  sessionGameName,
  sessionResult,
  titleFromSlug,
  toCents,
} from './recent-activity';

const s = (id: string, createdAt: string) => ({ id, createdAt });

describe('latestSessions', () => {
  const cases = [
    {
      name: 'keeps the newest five',
      sessions: ['1', '2', '3', '4', '5', '6', '7'].map((id) => s(id, `2026-11-2${id}T10:00:00.000Z`)),
      ids: ['7', '6', '5', '4', '3'],
    },
    {
      name: 'sorts out-of-order input, newest first',
      sessions: [
        s('a', '2026-01-02T00:00:00Z'),
        s('b', '2026-03-01T00:00:00Z'),
        s('c', '2026-02-01T00:00:00Z'),
      ],
      ids: ['b', 'c', 'a'],
    },
    {
      name: 'same instant: higher id first (numeric, not text order)',
      sessions: [s('9', '2026-01-01T00:00:00Z'), s('10', '2026-01-01T00:00:00Z')],
      ids: ['10', '9'],
    },
    { name: 'fewer than five', sessions: [s('1', '2026-01-01T00:00:00Z')], ids: ['1'] },
    { name: 'none', sessions: [], ids: [] },
  ];
  for (const c of cases) it(c.name, () => expect(latestSessions(c.sessions).map((x) => x.id)).toEqual(c.ids));
});

describe('sessionGameName', () => {
  const games = gamesByIdOf([{ id: 6, name: 'Diamond Deluxe' }]);
  const cases = [
    { name: 'catalogue name', session: { gameId: 6, gameSlug: 'diamond-deluxe' }, out: 'Diamond Deluxe' },
    {
      name: 'slug as words when not in the catalogue',
      session: { gameId: 1, gameSlug: 'european-roulette' },
      out: 'European Roulette',
    },
    { name: 'id when there is nothing else', session: { gameId: 42, gameSlug: '' }, out: 'Game #42' },
  ];
  for (const c of cases) it(c.name, () => expect(sessionGameName(c.session, games)).toBe(c.out));
  it('titleFromSlug handles underscores and spaces', () =>
    expect(titleFromSlug('video_poker  deluxe')).toBe('Video Poker Deluxe'));
});

describe('sessionResult and toCents', () => {
  const cases = [
    { name: 'win', bet: '1.00', win: '2.50', out: 'win' },
    { name: 'loss', bet: '5.00', win: '0.00', out: 'loss' },
    { name: 'push', bet: '10.00', win: '10.00', out: 'push' },
    { name: 'partial return is a loss', bet: '10.00', win: '9.99', out: 'loss' },
    { name: 'one decimal', bet: '0.1', win: '0.10', out: 'push' },
  ] as const;
  for (const c of cases)
    it(c.name, () => expect(sessionResult({ betAmount: c.bet, winAmount: c.win })).toBe(c.out));

  const cents = [
    ['0', 0n],
    ['12.5', 1250n],
    ['1234.56', 123456n],
    ['9999999999999.99', 999999999999999n],
  ] as const;
  for (const [text, value] of cents) it(`toCents ${text}`, () => expect(toCents(text)).toBe(value));
});
