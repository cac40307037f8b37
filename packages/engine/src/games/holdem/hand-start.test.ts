import { describe, expect, it } from 'vitest';
import { cardToString } from '../../cards.js';
import { commitDeck } from './committed-deck.js';
import { verifyDeal } from './deal-verification.js';
import { applyTableAction } from './table-reducer.js';
import type { HoldemTableState } from './table-state.js';
import { foldAround, handEnded, must, play, tableWith } from './table-test-kit.js';

// The README's worked vector: table "1", hand 7, three players (button on seat 0).
const SERVER_SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const SEEDS = { p0: 'alice-seed', p1: 'bob-seed', p2: 'carol-seed' };
const DECK_COMMITMENT = '4e832a9629e82086692a242997aa1127b9a156c478543512104888373603434f';

const table: HoldemTableState = {
  ...tableWith(
    [
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ],
    { tableId: '1' },
  ),
  handsStarted: 6,
};
const start = (extra: object = {}, state = table) =>
  applyTableAction(state, {
    type: 'start-hand',
    serverSeed: SERVER_SEED,
    deckCommitment: DECK_COMMITMENT,
    playerSeeds: SEEDS,
    now: 1,
    ...extra,
  });

/** Checks and calls to the end of the hand. */
function playOut(state: HoldemTableState) {
  let p = play({ state, events: [] }, [
    [0, 'call'],
    [1, 'call'],
    [2, 'check'],
  ]);
  while (p.state.hand) p = play(p, [[p.state.hand.actionOn!, 'check']]);
  return p;
}

describe('dealing from the committed deck, mixed by the players', () => {
  it('publishes the deck commitment at the start and deals card D[P[k]] to deal position k', () => {
    const started = must(start());
    const hand = started.state.hand!;
    expect(hand.deal.deckCommitment).toBe(DECK_COMMITMENT);
    expect(started.events[0]).toMatchObject({
      type: 'hand-started',
      handNumber: 7,
      deckCommitment: DECK_COMMITMENT,
      seats: [1, 2, 0],
    });
    const server = commitDeck('1', 7, SERVER_SEED).deck;
    expect(hand.deck).toEqual(hand.deal.positions.map((j) => server[j]));
    // One card at a time from the seat after the button (seat 0), two rounds.
    const hole = (seat: number) => hand.players[seat]!.cards.map(cardToString).join(' ');
    expect([hole(1), hole(2), hole(0)]).toEqual(['Td 6h', 'Ad 5h', 'Tc 6c']);

    const result = handEnded(playOut(started.state).events);
    // A burn before each street: deal position 6 burnt, flop 7-9, burn 10, turn 11, burn 12, river 13.
    expect(result.history.board.map(cardToString)).toEqual(['4s', '5c', '6d', 'Qd', '8d']);
    const proof = result.history.proof;
    expect(proof).toMatchObject({ tableId: '1', handNumber: 7, deckCommitment: DECK_COMMITMENT });
    expect(proof.playerSeeds).toEqual([
      { seat: 0, seed: 'alice-seed' },
      { seat: 1, seed: 'bob-seed' },
      { seat: 2, seed: 'carol-seed' },
    ]);
    // Both hands went to the showdown: their four cards and the five of the board are opened.
    expect(proof.openings.map((o) => o.deal)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 11, 13]);
    expect(
      verifyDeal(proof, {
        board: result.history.board.map(cardToString),
        shown: result.history.shown.map((s) => ({ seat: s.seat, cards: s.cards.map(cardToString) })),
      }),
    ).toMatchObject({ ok: true });
  });

  it('opens no folded hand, no burn and no stub; the server seed and closed salts appear nowhere', () => {
    const started = must(start());
    const hand = started.state.hand!;
    const ended = foldAround({ state: started.state, events: [...started.events] });
    const result = handEnded(ended.events);
    expect(result.history.proof.openings).toEqual([]);
    const published = JSON.stringify([ended.events, ended.state.lastHand, result]);
    expect(published).not.toContain(SERVER_SEED);
    for (const salt of hand.deal.salts) expect(published).not.toContain(salt);
    for (const p of hand.players)
      if (p) expect(result.history.shown.some((s) => s.seat === p.seat)).toBe(false);
  });

  it('refuses a deck commitment the server seed does not give', () => {
    expect(start({ deckCommitment: 'f'.repeat(64) })).toEqual({
      ok: false,
      error: 'deck_commitment_mismatch',
    });
    // Without one given, the hand is dealt (and its commitment is the one the seed gives).
    expect(must(start({ deckCommitment: undefined })).state.hand?.deal.deckCommitment).toBe(DECK_COMMITMENT);
  });

  it('deals the same hand from the deck the room already drew, and refuses a malformed one', () => {
    const drawn = commitDeck('1', 7, SERVER_SEED);
    const again = must(start({ committedDeck: drawn }));
    expect(again.state.hand?.deck).toEqual(must(start()).state.hand?.deck);
    const forged = { ...drawn, commitments: drawn.commitments.map((c, j) => (j === 9 ? 'f'.repeat(64) : c)) };
    expect(start({ committedDeck: forged })).toEqual({ ok: false, error: 'invalid_deck' });
    const short = { ...drawn, deck: drawn.deck.slice(1) };
    expect(start({ committedDeck: short })).toEqual({ ok: false, error: 'invalid_deck' });
    const other = commitDeck('1', 7, 'another-seed');
    expect(start({ committedDeck: other })).toEqual({ ok: false, error: 'deck_commitment_mismatch' });
  });

  it.each([
    ['an empty server seed', { serverSeed: '' }],
    ['a dealt-in player without a seed', { playerSeeds: { p0: 'a', p1: 'b' } }],
    ['an empty seed', { playerSeeds: { ...SEEDS, p2: '' } }],
    ['a seed with a space', { playerSeeds: { ...SEEDS, p2: 'two words' } }],
    ['a seed with a newline', { playerSeeds: { ...SEEDS, p2: 'a\nb' } }],
    ['a seed of 65 characters', { playerSeeds: { ...SEEDS, p2: 'x'.repeat(65) } }],
    ['a seed that is not text', { playerSeeds: { ...SEEDS, p2: 7 } }],
  ])('refuses %s', (_name, extra) => {
    expect(start({ ...extra, deckCommitment: undefined })).toEqual({ ok: false, error: 'invalid_seeds' });
  });

  it('needs no seed from a seated player who is not dealt in', () => {
    const out = must(applyTableAction(table, { type: 'sit-out', seat: 2, now: 0 })).state;
    const { p2: _, ...twoSeeds } = SEEDS;
    const started = must(start({ playerSeeds: twoSeeds, deckCommitment: undefined }, out));
    expect(started.state.hand?.deal.playerSeeds.map((s) => s.seat)).toEqual([0, 1]);
  });

  it('refuses a stream that does not give a full deck', () => {
    const broken = { next: () => 1, used: 0 };
    expect(start({ stream: broken })).toEqual({ ok: false, error: 'invalid_deck' });
  });
});
