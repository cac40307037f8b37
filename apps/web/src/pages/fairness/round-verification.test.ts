import { describe, expect, it } from 'vitest';
import type { GameSession, RevealedSeed } from '@casino/contracts';
import { sha256Hex, verify, type FairGame, type VerifyOptions } from '@casino/engine';
import { cardText, roundCheckOf, verifiableGameOf, verifyRound } from './round-verification';

const SERVER_SEED = 'a'.repeat(64);
const HASH = sha256Hex(SERVER_SEED);
const CLIENT_SEED = 'lucky-player';
const fairness = (nonce: number, serverSeedHash = HASH) => ({
  serverSeedHash,
  clientSeed: CLIENT_SEED,
  nonce,
});

const REVEALED: RevealedSeed = {
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: CLIENT_SEED,
  roundsPlayed: 10,
  revealedAt: '2026-11-21T12:00:00.000Z',
};

function session(gameSlug: string, gameData: Record<string, unknown>): GameSession {
  return {
    id: '1',
    gameId: 1,
    gameSlug,
    currency: 'coins',
    betAmount: '1.00',
    winAmount: '0.00',
    createdAt: '2026-11-21T11:00:00.000Z',
    gameData,
  };
}

/** What the server stores for a round, built from the engine's own replay (the honest record). */
function honestData(game: FairGame, nonce: number, options: VerifyOptions = {}): Record<string, unknown> {
  const r = verify(game, SERVER_SEED, CLIENT_SEED, nonce, options);
  if (!r.ok) throw new Error(r.error);
  const o = r.outcome;
  const base = { fairness: fairness(nonce) };
  switch (o.game) {
    case 'slots':
      return { ...base, slot: options.slot, reels: o.reels, stops: o.stops, winMultiplier: o.winMultiplier };
    case 'roulette':
      return { ...base, number: o.number, color: o.color, betType: 'red', betValue: null };
    case 'baccarat':
      return { ...base, playerCards: o.playerCards, bankerCards: o.bankerCards, winner: o.winner };
    case 'craps':
      return { ...base, dice: o.dice, total: o.total };
    case 'blackjack':
      return {
        ...base,
        actions: options.actions,
        hands: o.final!.hands.map((cards) => ({ cards })),
        dealerCards: o.final!.dealerCards,
        result: o.final!.result,
      };
    case 'video-poker':
      return { ...base, holds: options.holds, cards: o.final!.hand, hand: o.final!.handName };
  }
}

describe('verifiableGameOf', () => {
  const cases = [
    {
      name: 'featured slot by slug',
      slug: 'cosmic-spins',
      data: {},
      game: 'slots',
      options: { slot: 'cosmic-spins' },
    },
    {
      name: 'slot named in gameData wins',
      slug: 'mystery',
      data: { slot: 'diamond-deluxe' },
      game: 'slots',
      options: { slot: 'diamond-deluxe' },
    },
    { name: 'european roulette', slug: 'european-roulette', data: {}, game: 'roulette', options: {} },
    { name: 'live roulette', slug: 'live-roulette', data: {}, game: 'roulette', options: {} },
    { name: 'baccarat', slug: 'baccarat', data: {}, game: 'baccarat', options: {} },
    { name: 'craps', slug: 'craps', data: {}, game: 'craps', options: {} },
    {
      name: 'blackjack with actions',
      slug: 'blackjack',
      data: { actions: ['hit', 'stand'] },
      game: 'blackjack',
      options: { actions: ['hit', 'stand'] },
    },
    {
      name: 'video poker with holds',
      slug: 'jacks-or-better',
      data: { holds: [true, false, false, true, false] },
      game: 'video-poker',
      options: { holds: [true, false, false, true, false] },
    },
  ];
  for (const c of cases)
    it(c.name, () =>
      expect(verifiableGameOf({ gameSlug: c.slug, gameData: c.data })).toEqual({
        game: c.game,
        options: c.options,
      }),
    );

  const unsupported = [
    { name: 'unknown game', slug: 'live-holdem', data: {} },
    { name: 'blackjack with a bad action', slug: 'blackjack', data: { actions: ['surrender'] } },
    { name: 'video poker without holds', slug: 'jacks-or-better', data: {} },
  ];
  for (const c of unsupported)
    it(`${c.name}: not verifiable`, () =>
      expect(verifiableGameOf({ gameSlug: c.slug, gameData: c.data })).toBeNull());
});

describe('roundCheckOf', () => {
  it('no fairness record: unsupported', () => {
    expect(roundCheckOf(session('cosmic-spins', {}), [REVEALED]).status).toBe('unsupported');
  });
  it('seed not revealed yet: unrevealed', () => {
    const s = session('cosmic-spins', { fairness: fairness(0, sha256Hex('still-secret')) });
    expect(roundCheckOf(s, [REVEALED]).status).toBe('unrevealed');
  });
  it('seed revealed (hash compared case-insensitively): ready', () => {
    const s = session('cosmic-spins', { fairness: fairness(0, HASH.toUpperCase()) });
    expect(roundCheckOf(s, [REVEALED]).status).toBe('ready');
  });
});

describe('verifyRound', () => {
  const honest: { name: string; slug: string; game: FairGame; nonce: number; options?: VerifyOptions }[] = [
    { name: 'slots', slug: 'diamond-deluxe', game: 'slots', nonce: 0, options: { slot: 'diamond-deluxe' } },
    {
      name: 'slots, later nonce',
      slug: 'pharaohs-fortune',
      game: 'slots',
      nonce: 7,
      options: { slot: 'pharaohs-fortune' },
    },
    { name: 'roulette', slug: 'european-roulette', game: 'roulette', nonce: 1 },
    { name: 'baccarat', slug: 'baccarat', game: 'baccarat', nonce: 2 },
    { name: 'craps', slug: 'craps', game: 'craps', nonce: 3 },
    {
      name: 'blackjack replayed',
      slug: 'blackjack',
      game: 'blackjack',
      nonce: 4,
      options: { actions: ['stand'] },
    },
    {
      name: 'video poker replayed',
      slug: 'jacks-or-better',
      game: 'video-poker',
      nonce: 5,
      options: { holds: [true, true, false, false, false] },
    },
  ];
  for (const c of honest)
    it(`honest ${c.name} round: Verified`, () => {
      const s = session(c.slug, honestData(c.game, c.nonce, c.options));
      const check = roundCheckOf(s, [REVEALED]);
      if (check.status !== 'ready') throw new Error(check.status);
      const v = verifyRound(s, check.seed, check.fairness, check.game);
      expect(v.hashMatches).toBe(true);
      expect(v.recorded).toBe(v.recomputed);
      expect(v.verified).toBe(true);
    });

  const tampered: {
    name: string;
    slug: string;
    game: FairGame;
    options?: VerifyOptions;
    edit: (d: Record<string, unknown>) => void;
  }[] = [
    {
      name: 'slot reels changed',
      slug: 'cosmic-spins',
      game: 'slots',
      options: { slot: 'cosmic-spins' },
      edit: (d) => void (d.reels = ['seven', 'seven', 'seven', 'seven', 'seven']),
    },
    {
      name: 'slot multiplier inflated',
      slug: 'cosmic-spins',
      game: 'slots',
      options: { slot: 'cosmic-spins' },
      edit: (d) => void (d.winMultiplier = 50),
    },
    {
      name: 'roulette number moved',
      slug: 'european-roulette',
      game: 'roulette',
      edit: (d) => void (d.number = ((d.number as number) + 1) % 37),
    },
    {
      name: 'baccarat winner flipped',
      slug: 'baccarat',
      game: 'baccarat',
      edit: (d) => void (d.winner = d.winner === 'player' ? 'banker' : 'player'),
    },
    {
      name: 'record missing fields',
      slug: 'european-roulette',
      game: 'roulette',
      edit: (d) => void delete d.color,
    },
  ];
  for (const c of tampered)
    it(`${c.name}: Mismatch`, () => {
      const data = honestData(c.game, 9, c.options);
      c.edit(data);
      const s = session(c.slug, data);
      const check = roundCheckOf(s, [REVEALED]);
      if (check.status !== 'ready') throw new Error(check.status);
      const v = verifyRound(s, check.seed, check.fairness, check.game);
      expect(v.hashMatches).toBe(true);
      expect(v.outcomeMatches).toBe(false);
      expect(v.verified).toBe(false);
    });

  it('a revealed seed that does not hash to the commitment: Mismatch', () => {
    const s = session('european-roulette', honestData('roulette', 0));
    const forged = { ...REVEALED, serverSeed: 'b'.repeat(64) };
    const check = roundCheckOf(s, [forged]);
    if (check.status !== 'ready') throw new Error(check.status);
    const v = verifyRound(s, check.seed, check.fairness, check.game);
    expect(v.computedHash).toBe(sha256Hex('b'.repeat(64)));
    expect(v.hashMatches).toBe(false);
    expect(v.verified).toBe(false);
  });
});

describe('cardText', () => {
  const cases = [
    [{ rank: 'A', suit: 'spades' }, 'A♠'],
    [{ rank: '10', suit: 'hearts' }, '10♥'],
    [{ rank: 'Q', suit: 'diamonds' }, 'Q♦'],
    [{ rank: '2', suit: 'clubs' }, '2♣'],
  ] as const;
  for (const [card, text] of cases) it(text, () => expect(cardText(card)).toBe(text));
});
