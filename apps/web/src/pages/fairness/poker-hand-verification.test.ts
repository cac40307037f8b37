import { describe, expect, it } from 'vitest';
import type { GameSession } from '@casino/contracts';
import {
  applyTableAction,
  holeCardOpenings,
  toCard,
  type HandResult,
  type HoldemTableState,
} from '@casino/engine';
import { dealtHeadsUpHand, must } from '../poker/engine-hand-fixture';
import { pokerHandOf, verifyPokerHand } from './poker-hand-verification';

// A player's own record of a real engine hand (as the rooms write it into their game session), and
// what the Fairness page makes of it.

let state: HoldemTableState = dealtHeadsUpHand({ tableId: '4', name: 'High Roller Suite' }, '7'.repeat(64), {
  p0: 'a',
  p1: 'b',
});
const hand = state.hand!;
let result: HandResult | null = null;
while (state.hand) {
  const seat = state.hand.actionOn!;
  const r = must(
    applyTableAction(state, {
      type:
        seat === 0 && state.hand.street === 'turn'
          ? 'fold'
          : state.hand.currentBet > state.hand.players[seat]!.streetBet
            ? 'call'
            : 'check',
      seat,
      version: state.version,
      now: 1,
    }),
  );
  state = r.state;
  for (const e of r.events) if (e.type === 'hand-ended') result = e.result;
}
const history = result!.history;

const session = (poker: unknown, extra: Record<string, unknown> = {}): GameSession => ({
  id: '1',
  gameId: 12,
  gameSlug: 'live-holdem',
  currency: 'coins',
  betAmount: '1.00',
  winAmount: '0.00',
  createdAt: '2026-01-01T00:00:00.000Z',
  gameData: {
    tableName: 'High Roller Suite',
    handNumber: 1,
    seat: 0,
    holeCards: hand.players[0]!.cards.map(toCard),
    board: history.board.map(toCard),
    poker,
    ...extra,
  },
});
const own = { proof: history.proof, ownOpenings: holeCardOpenings(hand.deal, hand.deck, 0) };

describe('verifying an own poker hand on the Fairness page', () => {
  it('verifies the folded player’s cards and the board against the deck commitment', () => {
    const record = pokerHandOf(session(own))!;
    expect(record).toMatchObject({ handNumber: 1, seat: 0, seed: 'a' });
    expect(record.board).toHaveLength(4);
    expect(verifyPokerHand(record)).toMatchObject({
      ok: true,
      checks: { 'own-cards': 'pass', board: 'pass', openings: 'pass', 'seen-before-deal': 'skipped' },
    });
  });

  it('reports a record whose cards do not match their openings', () => {
    const other = session(own, { holeCards: [...hand.players[0]!.cards].reverse().map(toCard) });
    expect(verifyPokerHand(pokerHandOf(other)!).checks['own-cards']).toBe('fail');
  });

  it.each([
    [
      'a hand dealt before committed decks',
      session({ serverSeedHash: 'h', serverSeed: 's', clientSeed: 'c', nonce: 1 }),
    ],
    ['another game', { ...session(own), gameSlug: 'blackjack' }],
    ['a record without its cards', session(own, { holeCards: 'none' })],
  ])('has nothing to verify for %s', (_name, s) => {
    expect(pokerHandOf(s)).toBeNull();
  });
});
