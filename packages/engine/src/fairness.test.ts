import { createHmac, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardToString, fromCard, freshDeck, type Card } from './cards.js';
import { bytesToFloat, createFloatStream, fairFloats, roundBytes, toHex } from './fairness-stream.js';
import {
  dieFromFloat,
  drawIndexFromFloat,
  pocketFromFloat,
  reelStopFromFloat,
  shuffleWithStream,
  shuffledDeck,
} from './fair-mappings.js';
import {
  commitServerSeed,
  createSeedPair,
  incrementNonce,
  rotateSeedPair,
  verifyCommitment,
} from './seed-pair.js';
import { verify } from './verify.js';

const SEED_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const short = (cards: Card[]) => cards.map((c) => cardToString(fromCard(c))).join(' ');

// Published test vectors (also in README.md). Anyone re-implementing the stream must match them.
const VECTORS = [
  {
    seeds: { serverSeed: SEED_A, clientSeed: 'lucky-player', nonce: 0 },
    commitment: '79175e70eb2236876b0c003be58294690c0e36b44c0947ae80f599ea9d039833',
    round0: '8aaf8b0947f5f6bc427f233d0fd26cc4ab2745a59a2a2a93658d07ed848a72ab',
    floats: [
      0.5417410752270371, 0.28109685983508825, 0.2597524665761739, 0.0618045786395669, 0.6685679939109832,
      0.6022059067618102, 0.3966832116711885, 0.5177375476341695, 0.9699739166535437,
    ],
    dice: [4, 2],
    pocket: 20,
    stops: [10, 5, 5, 1, 13],
    deckTop: '9c 5h 5c 2s Jc Tc 7d 8s',
    baccarat: { player: '9c 5c Jc', banker: '5h 2s', winner: 'banker' },
  },
  {
    seeds: { serverSeed: SEED_A, clientSeed: 'lucky-player', nonce: 1 },
    commitment: '79175e70eb2236876b0c003be58294690c0e36b44c0947ae80f599ea9d039833',
    round0: 'c58d5725e365306cb3a056f64179080e836cd8a1656ba15a8e8ac397b63725d4',
    floats: [
      0.7716879334766418, 0.8882627738639712, 0.701665339525789, 0.2557530435733497, 0.5133796113077551,
      0.39617355773225427, 0.5568048709537834, 0.7117789881303906, 0.21615992835722864,
    ],
    dice: [5, 6],
    pocket: 28,
    stops: [15, 17, 14, 5, 10],
    deckTop: 'Qc Kh Ts 5c 8d 6s 9c Jd',
    baccarat: { player: 'Qc Ts 8d', banker: 'Kh 5c', winner: 'player' },
  },
  {
    seeds: { serverSeed: 'server-seed-for-tests', clientSeed: 'client', nonce: 42 },
    commitment: 'de4bd4d8ff0fa8e3f7e74caec805da42aa25fa6e17fd86ce45f82564d3e3bcf4',
    round0: 'ca6bae27da22ae55bc2b05151e8dd09a8c2d990130e54db0151308a47c7b3154',
    floats: [
      0.7907055707182735, 0.8520916898269206, 0.7350314308423549, 0.1193514228798449, 0.5475707652512938,
      0.1909988932311535, 0.08232168201357126, 0.48625477124005556, 0.6795220603235066,
    ],
    dice: [5, 6],
    pocket: 29,
    stops: [15, 17, 14, 2, 10],
    deckTop: 'Qd Kc Jc 3d 8s 4d 2s 8c',
    baccarat: { player: 'Qd Jc 8s', banker: 'Kc 3d', winner: 'player' },
  },
];

describe('published test vectors', () => {
  it.each(VECTORS.map((v) => [`${v.seeds.clientSeed}:${v.seeds.nonce}`, v] as const))('%s', (_name, v) => {
    const { serverSeed, clientSeed, nonce } = v.seeds;
    expect(commitServerSeed(serverSeed)).toBe(v.commitment);
    expect(toHex(roundBytes(v.seeds, 0))).toBe(v.round0);
    expect(fairFloats(v.seeds, 9)).toEqual(v.floats);
    const craps = verify('craps', serverSeed, clientSeed, nonce);
    expect(craps.ok && craps.outcome).toMatchObject({ dice: v.dice });
    const roulette = verify('roulette', serverSeed, clientSeed, nonce);
    expect(roulette.ok && roulette.outcome).toMatchObject({ number: v.pocket });
    const slots = verify('slots', serverSeed, clientSeed, nonce, { slot: 'diamond-deluxe' });
    expect(slots.ok && slots.outcome).toMatchObject({ stops: v.stops });
    for (const game of ['blackjack', 'video-poker', 'baccarat'] as const) {
      const r = verify(game, serverSeed, clientSeed, nonce);
      if (!r.ok) throw new Error(r.error);
      if (!('deck' in r.outcome)) throw new Error('no deck');
      expect(short(r.outcome.deck.slice(0, 8))).toBe(v.deckTop);
      expect(r.floatsUsed).toBe(51);
    }
    const bac = verify('baccarat', serverSeed, clientSeed, nonce);
    if (!bac.ok || bac.outcome.game !== 'baccarat') throw new Error('baccarat');
    expect([short(bac.outcome.playerCards), short(bac.outcome.bankerCards), bac.outcome.winner]).toEqual([
      v.baccarat.player,
      v.baccarat.banker,
      v.baccarat.winner,
    ]);
  });
});

describe('fairness stream', () => {
  it('equals an independent HMAC-SHA256 (node:crypto) for any seeds, across rounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (serverSeed, clientSeed, nonce) => {
        const seeds = { serverSeed, clientSeed, nonce };
        const floats = fairFloats(seeds, 20); // rounds 0, 1, 2
        for (let i = 0; i < 20; i++) {
          const round = Math.floor(i / 8);
          const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
          const o = (i % 8) * 4;
          const f =
            bytes[o]! / 256 + bytes[o + 1]! / 256 ** 2 + bytes[o + 2]! / 256 ** 3 + bytes[o + 3]! / 256 ** 4;
          expect(floats[i]).toBe(f);
        }
        expect(commitServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
      }),
      { numRuns: 100 },
    );
  });

  it('maps the extreme byte patterns into [0, 1)', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    const stream = createFloatStream({ serverSeed: 's', clientSeed: 'c', nonce: 0 });
    stream.next();
    expect(stream.used).toBe(1);
  });
});

describe('mappings', () => {
  const float = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => n / 2 ** 32);
  it.each([
    ['die', (f: number) => dieFromFloat(f), 1, 6],
    ['roulette pocket', (f: number) => pocketFromFloat(f), 0, 36],
    ['draw from 52', (f: number) => drawIndexFromFloat(f, 52), 0, 51],
    ['reel stop on 20', (f: number) => reelStopFromFloat(f, 20), 0, 19],
  ])('%s stays in range for every 32-bit float', (_name, map, min, max) => {
    fc.assert(
      fc.property(float, (f) => {
        const v = map(f);
        expect(Number.isInteger(v) && v >= min && v <= max).toBe(true);
      }),
    );
    expect(map(0)).toBe(min);
    expect(map(1 - 2 ** -32)).toBe(max);
  });

  it('gives every die face exactly the same number of 32-bit floats (2^32 is not a multiple of 6, so within one)', () => {
    // floor(f * 6) over f = k / 2^32: face i gets the k with i * 2^32 / 6 <= k < (i + 1) * 2^32 / 6.
    const counts = Array.from(
      { length: 6 },
      (_, i) => Math.ceil(((i + 1) * 2 ** 32) / 6) - Math.ceil((i * 2 ** 32) / 6),
    );
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2 ** 32);
  });

  it('shuffles into a permutation, using one float per card but the last', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        const stream = createFloatStream({ serverSeed: 'x', clientSeed, nonce });
        const deck = shuffledDeck(stream);
        expect(deck.slice().sort((a, b) => a - b)).toEqual(freshDeck());
        expect(stream.used).toBe(51);
      }),
      { numRuns: 100 },
    );
  });

  it('draws without replacement exactly as documented', () => {
    const floats = [0.99, 0, 0.5];
    let i = 0;
    const stream = { next: () => floats[i++]!, used: 0 };
    // [a b c d]: floor(.99*4)=3 -> d; [a b c]: 0 -> a; [b c]: floor(.5*2)=1 -> c; last b.
    expect(shuffleWithStream(['a', 'b', 'c', 'd'], stream)).toEqual(['d', 'a', 'c', 'b']);
  });
});

describe('verify replays player decisions', () => {
  it('recomputes the final video poker hand from the holds (replacements are deck cards 6, 7, ...)', () => {
    const r = verify('video-poker', SEED_A, 'lucky-player', 0, { holds: [true, false, true, false, false] });
    if (!r.ok || r.outcome.game !== 'video-poker') throw new Error('video poker');
    // Deck 9c 5h 5c 2s Jc Tc 7d 8s: keep 9c and 5c; Tc, 7d, 8s fill positions 2, 4, 5.
    expect(short(r.outcome.final!.hand)).toBe('9c Tc 5c 7d 8s');
    expect(r.outcome.final!.handName).toBe('nothing');
  });

  it('replays a blackjack round to its end', () => {
    // Player 9c 5c (14) against dealer 5h with hole 2s: a hit draws Jc -> 24, bust.
    const r = verify('blackjack', SEED_A, 'lucky-player', 0, { actions: ['hit'] });
    if (!r.ok || r.outcome.game !== 'blackjack') throw new Error('blackjack');
    expect(r.outcome.final).toMatchObject({ result: 'bust' });
    expect(r.outcome.final!.hands.map(short)).toEqual(['9c 5c Jc']);
    expect(verify('blackjack', SEED_A, 'lucky-player', 0, { actions: ['hit', 'split'] })).toEqual({
      ok: false,
      error: 'invalid_replay',
    });
  });
});

describe('seed pairs', () => {
  const bytes = (fill: number) => (n: number) => new Uint8Array(n).fill(fill);

  it('commits, increments and rotates', () => {
    const pair = createSeedPair(bytes(1), 'my-seed');
    expect(pair.serverSeed).toBe('01'.repeat(32));
    expect(verifyCommitment(pair.serverSeed, pair.serverSeedHash)).toBe(true);
    expect(pair.nonce).toBe(0);
    const after = incrementNonce(incrementNonce(pair));
    expect(after.nonce).toBe(2);
    const { revealed, next } = rotateSeedPair(after, bytes(2));
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'my-seed',
      noncesUsed: 2,
    });
    expect(next).toMatchObject({ serverSeed: '02'.repeat(32), clientSeed: 'my-seed', nonce: 0 });
    expect(createSeedPair(bytes(3)).clientSeed).toBe('03'.repeat(16));
  });

  it('rejects a CSPRNG that returns the wrong length', () => {
    expect(() => createSeedPair(() => new Uint8Array(3))).toThrow(RangeError);
  });

  it.each([
    ['unknown slot', () => verify('slots', 's', 'c', 0, { slot: 99 }), 'unknown_slot'],
    ['negative nonce', () => verify('roulette', 's', 'c', -1), 'invalid_nonce'],
    ['unknown game', () => verify('keno' as 'craps', 's', 'c', 0), 'unknown_game'],
  ])('verify rejects %s', (_name, run, error) => {
    expect(run()).toEqual({ ok: false, error });
  });
});
