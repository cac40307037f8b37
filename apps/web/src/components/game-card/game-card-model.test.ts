import { describe, expect, it } from 'vitest';
import { GAMES, gameOf } from '@casino/games';
import { betLimits, cardKind, cardTheme, playLink, rtpLabel } from './game-card-model';

describe('playLink', () => {
  const slot = gameOf('cosmic-spins');
  const cases = [
    {
      name: 'a slot opens its own machine',
      game: { id: slot.id, type: 'slot' },
      to: `/slots?game=${slot.id}`,
    },
    {
      name: 'Classic Blackjack opens the blackjack tab',
      game: { id: gameOf('blackjack').id, type: 'table' },
      to: '/table-games?tab=blackjack',
    },
    {
      name: 'Jacks or Better opens the video poker tab',
      game: { id: gameOf('video-poker').id, type: 'table' },
      to: '/table-games?tab=video-poker',
    },
    {
      name: 'Street Craps opens the craps tab',
      game: { id: gameOf('craps').id, type: 'table' },
      to: '/table-games?tab=craps',
    },
    {
      name: "Live Texas Hold'em opens the poker lobby",
      game: { id: gameOf('holdem').id, type: 'live' },
      to: '/poker',
    },
    {
      name: 'an unregistered table goes to the table games',
      game: { id: 97, type: 'table' },
      to: '/table-games',
    },
    { name: 'an unregistered slot goes to the slots', game: { id: 96, type: 'slot' }, to: '/slots' },
    { name: 'unknown type goes to the lobby', game: { id: 99, type: 'scratch' }, to: '/lobby' },
    { name: 'empty type goes to the lobby', game: { id: 98, type: '' }, to: '/lobby' },
  ];
  for (const c of cases) it(c.name, () => expect(playLink(c.game)).toBe(c.to));

  it('every registered game opens its registry play path', () => {
    for (const game of GAMES) expect(playLink({ id: game.id, type: game.catalogueType })).toBe(game.playPath);
  });
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
    { name: 'both', game: { minBet: '0.25', maxBet: '100.00' }, out: ['Min 0.25', 'Max 100.00'] },
    { name: 'thousands', game: { minBet: '25.00', maxBet: '2500.00' }, out: ['Min 25.00', 'Max 2,500.00'] },
    { name: 'min only', game: { minBet: '5.00', maxBet: null }, out: ['Min 5.00'] },
    { name: 'max only', game: { minBet: null, maxBet: '50.00' }, out: ['Max 50.00'] },
    { name: 'none', game: { minBet: null, maxBet: null }, out: [] },
  ];
  for (const c of limits)
    it(`bet limits: ${c.name}`, () =>
      expect(betLimits(c.game).map((l) => `${l.label} ${l.value}`)).toEqual(c.out));
});
