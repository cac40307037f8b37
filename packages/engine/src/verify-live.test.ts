import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardToString, fromCard, type Card } from './cards.js';
import { liveBaccaratCoup } from './games/live-baccarat/live-baccarat.js';
import { commitServerSeed } from './seed-pair.js';
import { liveRoundSeedsOf, shoeSeedsOf, shuffledShoe } from './shoe.js';
import { verify } from './verify.js';
import { liveShoeCards, verifyLiveRound, type LiveRoundProof } from './verify-live.js';

const SEED_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const short = (cards: readonly Card[]) => cards.map((c) => cardToString(fromCard(c))).join(' ');

describe('live roulette', () => {
  it('recomputes the pocket verify("roulette") gives, and checks the commitment', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 999 }), fc.nat(), (seed, tableId, round) => {
        const seeds = liveRoundSeedsOf(seed, tableId, round);
        const r = verifyLiveRound({ game: 'live-roulette', seeds, seedHash: commitServerSeed(seed) });
        const floor = verify('roulette', seeds.serverSeed, seeds.clientSeed, seeds.nonce);
        expect(r.ok && r.outcome).toMatchObject({
          pocket: floor.ok && floor.outcome.game === 'roulette' && floor.outcome.number,
        });
        expect(r.ok && r.commitmentMatches).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('reports a seed that does not match the published hash', () => {
    const seeds = liveRoundSeedsOf(SEED_A, 1, 1);
    const r = verifyLiveRound({ game: 'live-roulette', seeds, seedHash: commitServerSeed('another seed') });
    expect(r).toMatchObject({ ok: true, commitmentMatches: false, outcome: { pocket: 22, color: 'black' } });
    expect(verifyLiveRound({ game: 'live-roulette', seeds })).toMatchObject({ commitmentMatches: null });
  });
});

describe('live baccarat', () => {
  it('plays the coup from the revealed shoe at the round position', () => {
    const seeds = shoeSeedsOf(SEED_A, 3, 7);
    const shoe = shuffledShoe(seeds, 8);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 312 }), (position) => {
        const r = verifyLiveRound({ game: 'live-baccarat', seeds, shoe: { decks: 8, position } });
        const coup = liveBaccaratCoup(shoe, position)!;
        if (!r.ok || r.outcome.game !== 'live-baccarat') throw new Error('not verified');
        expect(short(r.outcome.playerCards)).toBe(coup.playerCards.map(cardToString).join(' '));
        expect(short(r.outcome.bankerCards)).toBe(coup.bankerCards.map(cardToString).join(' '));
        expect(r.outcome).toMatchObject({
          winner: coup.winner,
          playerPair: coup.playerPair,
          bankerPair: coup.bankerPair,
          cardsUsed: coup.cardsUsed,
        });
      }),
      { numRuns: 50 },
    );
  });

  it('matches the published vector (seed A, table 3, shoe 7, first coup)', () => {
    // The shoe starts 9c Th 8h 6h 2s: player 9c 8h = 7, banker Th 6h = 6; both stand.
    const r = verifyLiveRound({
      game: 'live-baccarat',
      seeds: shoeSeedsOf(SEED_A, 3, 7),
      shoe: { decks: 8, position: 0 },
    });
    if (!r.ok || r.outcome.game !== 'live-baccarat') throw new Error('not verified');
    expect([short(r.outcome.playerCards), short(r.outcome.bankerCards), r.outcome.winner]).toEqual([
      '9c 8h',
      'Th 6h',
      'player',
    ]);
  });
});

describe('live blackjack', () => {
  it('gives the cards the round took, in dealing order from its position', () => {
    const seeds = shoeSeedsOf(SEED_A, 1, 1);
    const r = verifyLiveRound({ game: 'live-blackjack', seeds, shoe: { decks: 6, position: 3 }, cards: 7 });
    if (!r.ok || r.outcome.game !== 'live-blackjack') throw new Error('not verified');
    // The shoe starts Jc Ad 2c 9s 8s 4h 5h 6s 5s 3s.
    expect(short(r.outcome.cards)).toBe('9s 8s 4h 5h 6s 5s 3s');
  });
});

describe('refusals', () => {
  const seeds = shoeSeedsOf(SEED_A, 1, 1);
  it.each<[string, LiveRoundProof, string]>([
    ['a negative nonce', { game: 'live-roulette', seeds: { ...seeds, nonce: -1 } }, 'invalid_nonce'],
    ['a fractional nonce', { game: 'live-roulette', seeds: { ...seeds, nonce: 1.5 } }, 'invalid_nonce'],
    ['nine decks', { game: 'live-baccarat', seeds, shoe: { decks: 9, position: 0 } }, 'invalid_shoe'],
    [
      'a negative position',
      { game: 'live-baccarat', seeds, shoe: { decks: 8, position: -1 } },
      'invalid_shoe',
    ],
    [
      'a coup past the shoe end',
      { game: 'live-baccarat', seeds, shoe: { decks: 1, position: 48 } },
      'shoe_exhausted',
    ],
    [
      'cards past the shoe end',
      { game: 'live-blackjack', seeds, shoe: { decks: 1, position: 50 }, cards: 3 },
      'shoe_exhausted',
    ],
    ['an unknown game', { game: 'roulette', seeds } as unknown as LiveRoundProof, 'unknown_game'],
  ])('%s', (_name, proof, error) => {
    expect(verifyLiveRound(proof)).toEqual({ ok: false, error });
  });

  it('has no cards for a negative count', () => {
    expect(liveShoeCards(seeds, { decks: 6, position: 0 }, -1)).toBeNull();
    expect(liveShoeCards(seeds, { decks: 1, position: 50 }, 2)).toHaveLength(2);
  });
});
