import { describe, expect, it } from 'vitest';
import { cardToString, type CardId } from '../../cards.js';
import { createFloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';
import {
  cardCommitment,
  dealPermutation,
  deckCommitmentOf,
  holeCardOpenings,
  playerEntropy,
  type CardOpening,
  type DealProof,
} from './committed-deck.js';
import { verifyDeal, type DealCheck, type DealClaims } from './deal-verification.js';
import { applyTableAction } from './table-reducer.js';
import { publicTableView } from './table-views.js';
import type { HoldemEvent } from './table-actions.js';
import { handEnded, must, play, playerSeedsOf, tableWith } from './table-test-kit.js';

// A real hand on the committed path: seat 2 folds before the flop, seats 0 and 1 check it down to a
// showdown. Then what a player can verify, what tampering each check catches, and that nothing a
// spectator or another player reads determines the folded cards.
const SERVER_SEED = '5eed'.repeat(16);
const table = tableWith([
  [0, 5_000],
  [1, 5_000],
  [2, 5_000],
]);
const started = must(
  applyTableAction(table, {
    type: 'start-hand',
    serverSeed: SERVER_SEED,
    playerSeeds: playerSeedsOf(table),
    now: 1,
  }),
);
const hand = started.state.hand!;
const before = hand.deal.deckCommitment;
let played = play({ state: started.state, events: [...started.events] }, [
  [0, 'call'],
  [1, 'call'],
  [2, 'fold'],
]);
while (played.state.hand) played = play(played, [[played.state.hand.actionOn!, 'check']]);
const result = handEnded(played.events);
const history = result.history;
const proof = history.proof;
const board = history.board.map(cardToString);
const shown = history.shown.map((s) => ({ seat: s.seat, cards: s.cards.map(cardToString) }));
const own = (seat: number) => ({
  seat,
  seed: `seed-p${seat}`,
  cards: hand.players[seat]!.cards.map(cardToString),
  openings: holeCardOpenings(hand.deal, hand.deck, seat),
});
const claims: DealClaims = { seenBeforeDeal: before, board, shown, own: own(2) };
const folded = hand.players[2]!.cards;

describe('verifying a hand', () => {
  it('passes every check for the honest hand, from the folded player’s own point of view', () => {
    expect(verifyDeal(proof, claims)).toEqual({
      ok: true,
      checks: {
        'deck-commitment': 'pass',
        'seen-before-deal': 'pass',
        seeds: 'pass',
        'own-seed': 'pass',
        openings: 'pass',
        board: 'pass',
        shown: 'pass',
        'own-cards': 'pass',
        distinct: 'pass',
      },
    });
    // A spectator has only the public proof: the checks that need more are skipped, not failed.
    expect(verifyDeal(proof).checks).toMatchObject({
      'seen-before-deal': 'skipped',
      'own-seed': 'skipped',
      board: 'skipped',
      'own-cards': 'skipped',
    });
    expect(verifyDeal(proof).ok).toBe(true);
  });

  const swap = (o: CardOpening, card: string) => ({ ...o, card });
  const firstBoard = proof.openings.find((o) => o.deal === 7)!;
  const cases: [name: string, proof: DealProof, claims: DealClaims, failed: DealCheck][] = [
    [
      'a card commitment replaced after the deal',
      { ...proof, commitments: proof.commitments.map((c, j) => (j === 0 ? 'f'.repeat(64) : c)) },
      claims,
      'deck-commitment',
    ],
    [
      'a different commitment shown before the deal',
      proof,
      { ...claims, seenBeforeDeal: 'a'.repeat(64) },
      'seen-before-deal',
    ],
    [
      'a seed changed after the deal',
      { ...proof, playerSeeds: proof.playerSeeds.map((s) => (s.seat === 0 ? { ...s, seed: 'other' } : s)) },
      claims,
      'seeds',
    ],
    [
      'a dealt-in seat left out of the seeds',
      {
        ...proof,
        playerSeeds: proof.playerSeeds.slice(1),
        entropy: playerEntropy(proof.playerSeeds.slice(1)),
      },
      claims,
      'seeds',
    ],
    ['my seed not the one used', proof, { ...claims, own: { ...own(2), seed: 'what-i-sent' } }, 'own-seed'],
    [
      'an opened board card swapped for another',
      { ...proof, openings: proof.openings.map((o) => (o === firstBoard ? swap(o, '2c') : o)) },
      { ...claims, board: ['2c', ...board.slice(1)] },
      'openings',
    ],
    [
      'an opening at a position the permutation did not give',
      {
        ...proof,
        openings: proof.openings.map((o) =>
          o === firstBoard ? { ...o, position: (o.position + 1) % 52 } : o,
        ),
      },
      claims,
      'openings',
    ],
    ['a board recorded unlike its openings', proof, { ...claims, board: [...board].reverse() }, 'board'],
    [
      'a shown hand recorded unlike its openings',
      proof,
      { ...claims, shown: shown.map((s) => ({ ...s, cards: [...s.cards].reverse() })) },
      'shown',
    ],
    [
      'my cards unlike my openings',
      proof,
      { ...claims, own: { ...own(2), cards: ['2c', '2d'] } },
      'own-cards',
    ],
  ];
  it.each(cases)('catches %s', (_name, tampered, tamperedClaims, failed) => {
    const verdict = verifyDeal(tampered, tamperedClaims);
    expect(verdict.ok).toBe(false);
    expect(verdict.checks[failed]).toBe('fail');
  });

  it('proves cheating when a committed deck holds a card twice and both copies are opened', () => {
    // The server commits the ace of spades at two positions; the commitments themselves are valid.
    const t = proof.tableId;
    const h = proof.handNumber;
    const deck: CardId[] = shuffledDeck(
      createFloatStream({ serverSeed: 'cheat', clientSeed: 'x', nonce: 0 }),
    );
    const [a, b] = [3, 40];
    deck[a] = 51;
    deck[b] = 51;
    const salt = (j: number) => j.toString(16).padStart(32, '0');
    const commitments = deck.map((c, j) => cardCommitment(t, h, j, cardToString(c), salt(j)));
    const cheat: DealProof = {
      ...proof,
      deckCommitment: deckCommitmentOf(commitments),
      commitments,
      openings: [],
    };
    const p = dealPermutation(cheat.entropy, cheat.deckCommitment, h);
    const open = (k: number): CardOpening => ({
      deal: k,
      position: p[k]!,
      card: cardToString(deck[p[k]!]!),
      salt: salt(p[k]!),
    });
    // The deal positions the permutation maps to the two copies (a cheat would need them dealt).
    const kA = p.indexOf(a);
    const kB = p.indexOf(b);
    const verdict = verifyDeal({ ...cheat, openings: [open(kA), open(kB)] });
    expect(verdict.checks.openings).toBe('pass');
    expect(verdict.checks.distinct).toBe('fail');
    expect(verdict.ok).toBe(false);
  });
});

describe('a rebuild attempt from what others can read', () => {
  // Everything a spectator or the other players get: every event, the public view, the history.
  const publicEvents: HoldemEvent[] = played.events;
  const published = JSON.stringify([publicEvents, publicTableView(played.state, 99), history]);
  const strings = [...new Set(published.match(/[0-9a-zA-Z:._-]{8,}/g) ?? [])];

  it('contains no server seed, no closed salt and no opening of the folded hand', () => {
    expect(published).not.toContain(SERVER_SEED);
    const opened = new Set(proof.openings.map((o) => o.position));
    hand.deal.salts.forEach((salt, j) => {
      if (!opened.has(j)) expect(published).not.toContain(salt);
    });
    const foldedDeals = holeCardOpenings(hand.deal, hand.deck, 2).map((o) => o.deal);
    expect(proof.openings.filter((o) => foldedDeals.includes(o.deal))).toEqual([]);
    expect(history.shown.map((s) => s.seat)).not.toContain(2);
  });

  it('the old reconstruction (a revealed seed and a public client seed) no longer finds the folded cards', () => {
    const clientSeeds = ['casino-table-t1', `deck:${proof.tableId}`];
    for (const serverSeed of strings)
      for (const clientSeed of clientSeeds) {
        const deck = shuffledDeck(createFloatStream({ serverSeed, clientSeed, nonce: proof.handNumber }));
        const p = dealPermutation(proof.entropy, proof.deckCommitment, proof.handNumber);
        const n = proof.dealOrder.length;
        const i = proof.dealOrder.indexOf(2);
        for (const dealt of [deck, p.map((j) => deck[j]!)])
          expect([dealt[i], dealt[n + i]]).not.toEqual(folded);
      }
  });

  it('no public string opens a folded card’s commitment, whichever card is tried', () => {
    const mine = holeCardOpenings(hand.deal, hand.deck, 2);
    for (const o of mine)
      for (let card = 0; card < 52; card++)
        for (const salt of strings)
          expect(
            cardCommitment(proof.tableId, proof.handNumber, o.position, cardToString(card), salt),
          ).not.toBe(proof.commitments[o.position]);
    // The folded player's own openings do open them (they hold them privately).
    expect(verifyDeal(proof, { own: own(2) }).checks['own-cards']).toBe('pass');
  });
});
