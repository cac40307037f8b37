import { describe, expect, it } from 'vitest';
import {
  applyTableAction,
  cardToString,
  holeCardOpenings,
  type CheckOutcome,
  type DealCheck,
  type HandResult,
  type HoldemTableState,
} from '@casino/engine';
import { dealtHeadsUpHand, must } from './engine-hand-fixture';
import { checkLastHand, type BrowserMemory } from './seed-check';
import type { PokerLastHandSnapshot } from '@casino/contracts';

// A real hand from the engine, dealt from a committed deck mixed by two seeds: seat 0 (this browser)
// folds on the flop, seat 1 wins without a showdown. What the browser can then check, case by case.

let state: HoldemTableState = dealtHeadsUpHand({ tableId: '1', name: 'T' }, '9'.repeat(64), {
  p0: 'my-browser-seed',
  p1: 'their-seed',
});
const hand = state.hand!;
const deckCommitment = hand.deal.deckCommitment;
const ownOpenings = holeCardOpenings(hand.deal, hand.deck, 0);
const ownCards = hand.players[0]!.cards.map(cardToString);
let ended: HandResult | null = null;
for (const type of ['call', 'check', 'fold'] as const) {
  const seat = state.hand!.actionOn!;
  const r = must(applyTableAction(state, { type, seat, version: state.version, now: 1 }));
  state = r.state;
  for (const e of r.events) if (e.type === 'hand-ended') ended = e.result;
}
const history = ended!.history;
const lastHand: PokerLastHandSnapshot = {
  handNumber: 1,
  proof: {
    ...history.proof,
    commitments: [...history.proof.commitments],
    playerSeeds: [...history.proof.playerSeeds],
    dealOrder: [...history.proof.dealOrder],
    openings: [...history.proof.openings],
  },
  pot: 200,
  showdown: false,
  board: history.board.map(cardToString),
  winners: [],
};

const player: BrowserMemory = {
  commitments: { 1: deckCommitment },
  sentSeeds: { 1: { deckCommitment, seed: 'my-browser-seed' } },
  ownCards: { handNumber: 1, seat: 0, cards: ownCards, openings: ownOpenings },
};
const spectator: BrowserMemory = { commitments: {}, sentSeeds: {}, ownCards: null };

describe('checking the last hand in the browser', () => {
  it('opens the flop only: the folded hand is nowhere in the proof', () => {
    expect(history.board).toHaveLength(3);
    expect(lastHand.proof.openings.map((o) => o.card)).toEqual(lastHand.board);
    for (const card of ownCards) expect(lastHand.proof.openings.map((o) => o.card)).not.toContain(card);
  });

  const cases: [string, BrowserMemory, boolean, Partial<Record<DealCheck, CheckOutcome>>][] = [
    [
      'the player who saw the deck committed and sent a seed for it',
      player,
      true,
      { 'seen-before-deal': 'pass', 'own-seed': 'pass', 'own-cards': 'pass', board: 'pass' },
    ],
    [
      'a spectator who came in during the hand',
      spectator,
      true,
      { 'seen-before-deal': 'skipped', 'own-seed': 'skipped', 'own-cards': 'skipped', board: 'pass' },
    ],
    [
      'a player shown another commitment before the deal',
      { ...player, commitments: { 1: 'a'.repeat(64) } },
      false,
      { 'seen-before-deal': 'fail' },
    ],
    [
      'a player whose seed was replaced',
      { ...player, sentSeeds: { 1: { deckCommitment, seed: 'what-i-really-sent' } } },
      false,
      { 'own-seed': 'fail' },
    ],
    [
      'a player whose seed went to an older deck',
      { ...player, sentSeeds: { 1: { deckCommitment: 'b'.repeat(64), seed: 'x' } } },
      true,
      { 'own-seed': 'skipped' },
    ],
    [
      'a player whose remembered cards are of another hand',
      { ...player, ownCards: { ...player.ownCards!, handNumber: 7 } },
      true,
      { 'own-cards': 'skipped' },
    ],
    [
      'a player whose cards differ from their openings',
      { ...player, ownCards: { ...player.ownCards!, cards: ['2c', '2d'] } },
      false,
      { 'own-cards': 'fail' },
    ],
  ];
  it.each(cases)('%s', (_name, memory, ok, checks) => {
    const check = checkLastHand(lastHand, memory);
    expect(check.verification.ok).toBe(ok);
    expect(check.verification.checks).toMatchObject(checks);
    expect(check.deckCommitment).toBe(deckCommitment);
  });
});
