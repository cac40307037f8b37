import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardToString, DECK_SIZE } from '../../cards.js';
import { createFloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';
import {
  cardCommitment,
  commitDeck,
  dealPermutation,
  deckCommitmentOf,
  mixDeal,
  openingAt,
  playerEntropy,
  type CardOpening,
} from './committed-deck.js';

// The README's worked vector (table "1", hand 7) and an independent recomputation of the
// construction with node:crypto, so an outside verifier's code can be checked against either.
const SERVER_SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const SEEDS = [
  { seat: 0, seed: 'alice-seed' },
  { seat: 1, seed: 'bob-seed' },
  { seat: 2, seed: 'carol-seed' },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The construction as README.md states it, written again with node:crypto. */
function independently(tableId: string, handNumber: number, serverSeed: string) {
  const deck = shuffledDeck(
    createFloatStream({ serverSeed, clientSeed: `deck:${tableId}`, nonce: handNumber }),
  );
  const salts: string[] = [];
  for (let round = 0; round < DECK_SIZE / 2; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`salt:${tableId}:${handNumber}:${round}`).digest();
    salts.push(bytes.subarray(0, 16).toString('hex'), bytes.subarray(16, 32).toString('hex'));
  }
  const commitments = deck.map((card, j) =>
    sha256(`${tableId}:${handNumber}:${j}:${cardToString(card)}:${salts[j]}`),
  );
  return { deck, salts, commitments, deckCommitment: sha256(commitments.join('')) };
}

describe('the committed deck: worked vector', () => {
  const committed = commitDeck('1', 7, SERVER_SEED);

  it('commits the server deck position by position', () => {
    expect(committed.deck.slice(0, 8).map(cardToString).join(' ')).toBe('4h Qs Kh 3s Th As 2c Kd');
    expect(committed.salts[0]).toBe('a7b6b44e686fd7dc2ea9b8a0eed6d4e3');
    expect(committed.commitments[0]).toBe(sha256(`1:7:0:4h:a7b6b44e686fd7dc2ea9b8a0eed6d4e3`));
    expect(committed.commitments[0]).toBe('951e6b20a085bcbb06a214d9f4e54712db7e1fa0fdc0e863b67732cc34f362f8');
    expect(committed.deckCommitment).toBe('4e832a9629e82086692a242997aa1127b9a156c478543512104888373603434f');
    expect(committed).toEqual(independently('1', 7, SERVER_SEED));
  });

  it('mixes it with the players’ entropy', () => {
    const entropy = playerEntropy(SEEDS);
    expect(entropy).toBe(sha256('0:alice-seed\n1:bob-seed\n2:carol-seed'));
    expect(entropy).toBe('1b80afb85cf633373bd9d2a26edc53bcb944aafafdc70836605192850a2cdee6');
    // Seat order, whatever order the seeds come in.
    expect(playerEntropy([...SEEDS].reverse())).toBe(entropy);
    const positions = dealPermutation(entropy, committed.deckCommitment, 7);
    expect(positions.slice(0, 8)).toEqual([26, 39, 14, 28, 34, 8, 3, 16]);
    const { deck } = mixDeal('1', 7, SERVER_SEED, SEEDS, [1, 2, 0]);
    expect(deck.slice(0, 14).map(cardToString).join(' ')).toBe('Td Ad Tc 6h 5h 6c 3s 4s 5c 6d 8c Qd Ac 8d');
  });
});

describe('the committed deck: properties over random seeds', () => {
  const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
  const tableSeed = fc.stringMatching(/^[\x21-\x7e]{1,64}$/);
  const hand = fc.record({
    tableId: fc.stringMatching(/^[0-9]{1,4}$/),
    handNumber: fc.integer({ min: 1, max: 10_000_000 }),
    serverSeed: hex64,
    seeds: fc.uniqueArray(fc.record({ seat: fc.integer({ min: 0, max: 9 }), seed: tableSeed }), {
      minLength: 2,
      maxLength: 10,
      selector: (s) => s.seat,
    }),
  });

  it('agrees with node:crypto, deals a permutation of the committed deck, and every opening verifies', () => {
    fc.assert(
      fc.property(hand, ({ tableId, handNumber, serverSeed, seeds }) => {
        const committed = commitDeck(tableId, handNumber, serverSeed);
        expect(committed).toEqual(independently(tableId, handNumber, serverSeed));
        const dealOrder = seeds.map((s) => s.seat);
        const { deal, deck } = mixDeal(tableId, handNumber, serverSeed, seeds, dealOrder);
        expect([...deal.positions].sort((a, b) => a - b)).toEqual([...Array(DECK_SIZE).keys()]);
        expect([...deck].sort((a, b) => a - b)).toEqual([...Array(DECK_SIZE).keys()]);
        deck.forEach((card, k) => expect(card).toBe(committed.deck[deal.positions[k]!]));
        expect(deckCommitmentOf(deal.commitments)).toBe(deal.deckCommitment);
        for (let k = 0; k < DECK_SIZE; k++) {
          const o = openingAt(deal, deck, k) as CardOpening;
          expect(cardCommitment(tableId, handNumber, o.position, o.card, o.salt)).toBe(
            deal.commitments[o.position],
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('any change of one seed gives another deal', () => {
    fc.assert(
      fc.property(hand, tableSeed, ({ tableId, handNumber, serverSeed, seeds }, other) => {
        fc.pre(other !== seeds[0]!.seed);
        const order = seeds.map((s) => s.seat);
        const changed = [{ ...seeds[0]!, seed: other }, ...seeds.slice(1)];
        const a = mixDeal(tableId, handNumber, serverSeed, seeds, order);
        const b = mixDeal(tableId, handNumber, serverSeed, changed, order);
        expect(b.deal.deckCommitment).toBe(a.deal.deckCommitment);
        expect(b.deck).not.toEqual(a.deck);
      }),
      { numRuns: 30 },
    );
  });
});
