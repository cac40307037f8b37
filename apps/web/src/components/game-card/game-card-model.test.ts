import { describe, expect, it } from 'vitest';
import { betLimits, cardKind, cardTheme, playLink, rtpLabel } from './game-card-model';

describe('playLink', () => {
  const cases = [
    { name: 'slot names the machine', game: { id: 6, type: 'slot' }, to: '/slots?game=6' },
    { name: 'table', game: { id: 2, type: 'table' }, to: '/table-games' },
    { name: 'live', game: { id: 9, type: 'live' }, to: '/live-casino' },
    { name: 'unknown type goes to the lobby', game: { id: 99, type: 'scratch' }, to: '/lobby' },
    { name: 'empty type goes to the lobby', game: { id: 98, type: '' }, to: '/lobby' },
  ];
  for (const c of cases) it(c.name, () => expect(playLink(c.game)).toBe(c.to));
});

describe('cardKind and cardTheme', () => {
  const kinds = [
    ['slot', 'slot'],
    ['table', 'table'],
    ['live', 'live'],
    ['bingo', 'other'],
  ] as const;
  for (const [type, kind] of kinds) it(`type ${type} → ${kind}`, () => expect(cardKind(type)).toBe(kind));

  const themes = [
    ['luxury', 'luxury'],
    ['ancient', 'ancient'],
    ['space', 'space'],
    ['classic', 'classic'],
    ['premium', 'premium'],
    ['default', 'default'],
    ['neon', 'default'],
  ] as const;
  for (const [theme, css] of themes) it(`theme ${theme} → ${css}`, () => expect(cardTheme(theme)).toBe(css));
});

describe('labels', () => {
  const rtps = [
    { name: 'one decimal', rtp: 96.5, label: '96.5% RTP' },
    { name: 'whole number', rtp: 96, label: '96% RTP' },
    { name: 'two decimals', rtp: 99.54, label: '99.54% RTP' },
    { name: 'float noise rounds away', rtp: 97.30000000001, label: '97.3% RTP' },
  ];
  for (const c of rtps) it(`rtp: ${c.name}`, () => expect(rtpLabel(c.rtp)).toBe(c.label));

  const limits = [
    { name: 'both', game: { minBet: '0.25', maxBet: '100.00' }, out: ['Min 0.25 GC', 'Max 100.00 GC'] },
    {
      name: 'thousands',
      game: { minBet: '25.00', maxBet: '2500.00' },
      out: ['Min 25.00 GC', 'Max 2,500.00 GC'],
    },
    { name: 'min only', game: { minBet: '5.00', maxBet: null }, out: ['Min 5.00 GC'] },
    { name: 'max only', game: { minBet: null, maxBet: '50.00' }, out: ['Max 50.00 GC'] },
    { name: 'none', game: { minBet: null, maxBet: null }, out: [] },
  ];
  for (const c of limits)
    it(`bet limits: ${c.name}`, () =>
      expect(betLimits(c.game).map((l) => `${l.label} ${l.value}`)).toEqual(c.out));
});
