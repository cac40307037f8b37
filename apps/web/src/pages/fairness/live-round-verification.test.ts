import { describe, expect, it } from 'vitest';
import type { LiveRoundRecord } from '@casino/contracts';
import {
  cardToString,
  dealLiveBlackjack,
  liveBlackjackReducer,
  liveBlackjackView,
  liveBaccaratCoup,
  liveRouletteOutcome,
  liveRoundSeedsOf,
  sha256Hex,
  shoeSeedsOf,
  shuffledShoe,
  toCard,
} from '@casino/engine';
import {
  liveRoundCheckOf,
  liveSessionRefOf,
  verifyLiveRecord,
  type LiveRoundCheck,
} from './live-round-verification';

const SEED = 'b'.repeat(64);
const TABLE = 4;

function record(overrides: Partial<LiveRoundRecord>): LiveRoundRecord {
  return {
    id: '77',
    tableId: TABLE,
    gameKey: 'live-roulette',
    currency: 'coins',
    roundNumber: 12,
    status: 'settled',
    seedHash: sha256Hex(SEED),
    clientSeed: `live-table-${TABLE}`,
    nonce: 12,
    serverSeed: SEED,
    shoe: null,
    outcome: null,
    openedAt: '2026-11-25T00:00:00.000Z',
    settledAt: '2026-11-25T00:00:20.000Z',
    myBets: [],
    ...overrides,
  };
}

/** An honest roulette round: the pocket the seed gives. */
const roulette = (overrides: Partial<LiveRoundRecord> = {}) =>
  record({ outcome: liveRouletteOutcome(liveRoundSeedsOf(SEED, TABLE, 12)), ...overrides });

/** An honest baccarat round: the coup at position 10 of shoe 5, as the room records it (card ids). */
const SHOE_ID = 5;
const baccaratShoe = shuffledShoe(shoeSeedsOf(SEED, TABLE, SHOE_ID), 8);
const baccarat = (overrides: Partial<LiveRoundRecord> = {}) =>
  record({
    gameKey: 'live-baccarat',
    nonce: SHOE_ID,
    shoe: { id: String(SHOE_ID), decks: 8, position: 10, ended: true },
    outcome: liveBaccaratCoup(baccaratShoe, 10),
    ...overrides,
  });

/**
 * A blackjack round played by the engine from shoe position 20 (every turn timed out: each hand
 * stands), recorded as the room's adapter records it: the final public view's dealer and seats.
 */
const blackjackShoe = shuffledShoe(shoeSeedsOf(SEED, TABLE, SHOE_ID), 6);
function playedBlackjack(position: number, seats: number) {
  const stakes = Array.from({ length: seats }, (_, i) => ({
    seat: i,
    owner: `u${i}`,
    stake: 2500,
    behind: [],
  }));
  const dealt = dealLiveBlackjack(stakes, blackjackShoe.slice(position, position + 60));
  if (!dealt.ok) throw new Error(dealt.error);
  let state = dealt.state;
  for (let i = 0; i < 40 && state.phase !== 'finished'; i++) {
    const next = liveBlackjackReducer(state, { type: 'timeout' });
    if (!next.ok) throw new Error(next.error);
    state = next.state;
  }
  const view = liveBlackjackView(state);
  return {
    outcome: { dealer: view.dealerCards, dealerValue: view.dealerValue, seats: view.seats },
    cardsUsed: state.used,
  };
}
const blackjack = (overrides: Partial<LiveRoundRecord> = {}, position = 20, seats = 3) => {
  const played = playedBlackjack(position, seats);
  return record({
    gameKey: 'live-blackjack',
    nonce: SHOE_ID,
    shoe: { id: String(SHOE_ID), decks: 6, position, ended: true, cardsUsed: played.cardsUsed },
    outcome: played.outcome,
    ...overrides,
  });
};
const text = (from: number, to: number) => blackjackShoe.slice(from, to).map(cardToString);

/** The record with the dealer's last card replaced. */
function withDealerCard(r: LiveRoundRecord, card: readonly string[]): LiveRoundRecord {
  const outcome = r.outcome as { dealer: string[] };
  return { ...r, outcome: { ...outcome, dealer: [...outcome.dealer.slice(0, -1), ...card] } };
}

const ready = (check: LiveRoundCheck) => {
  if (check.status !== 'ready') throw new Error(`not ready: ${check.status}`);
  return check.proof;
};

describe('which live rounds can be verified', () => {
  it.each<[string, LiveRoundRecord, LiveRoundCheck['status'], string | null]>([
    ['a settled roulette round', roulette(), 'ready', null],
    [
      'a roulette round still betting',
      roulette({ status: 'betting', serverSeed: null, outcome: null }),
      'unrevealed',
      'The seed is revealed when the round is settled.',
    ],
    [
      'a baccarat round of a shoe still in play',
      baccarat({ serverSeed: null, shoe: { id: '5', decks: 8, position: 10, ended: false } }),
      'unrevealed',
      'The seed is revealed when the shoe ends.',
    ],
    ['a baccarat round of an ended shoe', baccarat(), 'ready', null],
    ['a blackjack round of an ended shoe', blackjack(), 'ready', null],
    [
      'a voided round',
      roulette({ status: 'voided' }),
      'unsupported',
      'This round was called off and every stake returned.',
    ],
    [
      'a card round without a shoe',
      baccarat({ shoe: null }),
      'unsupported',
      'This round has no shoe on record.',
    ],
    [
      'a blackjack round without cards',
      blackjack({ outcome: { seats: [] }, shoe: { id: '5', decks: 6, position: 20, ended: true } }),
      'unsupported',
      'The record of this round lacks its cards.',
    ],
  ])('%s: %s', (_name, r, status, reason) => {
    const check = liveRoundCheckOf(r);
    expect(check.status).toBe(status);
    if (reason !== null) expect(check).toMatchObject({ reason });
  });

  it('shuffles a shoe with its id as the nonce and takes the cards the round used', () => {
    expect(ready(liveRoundCheckOf(blackjack()))).toMatchObject({
      game: 'live-blackjack',
      seeds: { clientSeed: 'live-table-4', nonce: 5 },
      shoe: { decks: 6, position: 20 },
      cards: playedBlackjack(20, 3).cardsUsed,
    });
  });

  it('counts the cards on the table, and a hole card never turned, when the record has no count', () => {
    const r = blackjack({ shoe: { id: '5', decks: 6, position: 20, ended: true } });
    expect(ready(liveRoundCheckOf(r))).toMatchObject({ cards: playedBlackjack(20, 3).cardsUsed });
  });
});

describe('verifying a live round', () => {
  it.each([
    ['roulette', roulette()],
    ['baccarat', baccarat()],
    ['blackjack', blackjack()],
  ])('an honest %s round is verified', (_name, r) => {
    const v = verifyLiveRecord(r, ready(liveRoundCheckOf(r)));
    expect(v).toMatchObject({ hashMatches: true, outcomeMatches: true, verified: true });
    expect(v.recorded).toBe(v.recomputed);
  });

  it('shows the roulette pocket and colour', () => {
    const r = roulette();
    const pocket = liveRouletteOutcome(liveRoundSeedsOf(SEED, TABLE, 12)).pocket;
    expect(verifyLiveRecord(r, ready(liveRoundCheckOf(r)))).toMatchObject({ dealingOrder: null });
    expect(verifyLiveRecord(r, ready(liveRoundCheckOf(r))).recomputed).toMatch(
      new RegExp(`^${pocket} (red|black|green)$`),
    );
  });

  it('lists a card round in dealing order from its position in the shoe', () => {
    const r = blackjack();
    const v = verifyLiveRecord(r, ready(liveRoundCheckOf(r)));
    const first = toCard(blackjackShoe[20]!);
    expect(v.dealingOrder).toMatch(/^from card 21 of the shoe: /);
    expect(v.dealingOrder).toContain(first.rank);
  });

  it.each<[string, LiveRoundRecord]>([
    ['a roulette pocket that is not the seed’s', roulette({ outcome: { pocket: 37 } })],
    [
      'another pocket',
      roulette({
        outcome: { pocket: (liveRouletteOutcome(liveRoundSeedsOf(SEED, TABLE, 12)).pocket + 1) % 37 },
      }),
    ],
    ['a baccarat coup from another position', baccarat({ outcome: liveBaccaratCoup(baccaratShoe, 11) })],
    ['a blackjack dealer card the shoe did not give there', withDealerCard(blackjack(), text(100, 101))],
  ])('%s is a mismatch', (_name, r) => {
    const v = verifyLiveRecord(r, ready(liveRoundCheckOf(r)));
    expect(v).toMatchObject({ hashMatches: true, outcomeMatches: false, verified: false });
  });

  it('verifies honest blackjack rounds of one to seven seats all through the shoe', () => {
    for (let position = 0; position < 220; position += 11) {
      const r = blackjack({}, position, 1 + (position % 7));
      expect(verifyLiveRecord(r, ready(liveRoundCheckOf(r))).verified).toBe(true);
    }
  });

  it('verifies a record whose hole card stayed face down, and names the card', () => {
    // The engine turns the hole card at the end of every round; a record showing only the up card
    // (the dealer stood on two cards, the hole left out) still checks against the shoe.
    const position = Array.from({ length: 300 }, (_, p) => p).find(
      (p) => (playedBlackjack(p, 1).outcome.dealer as unknown[]).length === 2,
    )!;
    const honest = blackjack({}, position, 1);
    const outcome = honest.outcome as { dealer: string[] };
    const faceDown = { ...honest, outcome: { ...outcome, dealer: outcome.dealer.slice(0, 1) } };
    const v = verifyLiveRecord(faceDown, ready(liveRoundCheckOf(faceDown)));
    expect(v.verified).toBe(true);
    expect(v.dealingOrder).toContain('was never turned');
    const uncounted = { ...faceDown, shoe: { id: '5', decks: 6, position, ended: true } };
    expect(ready(liveRoundCheckOf(uncounted))).toMatchObject({ cards: 4 });
    expect(verifyLiveRecord(uncounted, ready(liveRoundCheckOf(uncounted))).verified).toBe(true);
  });

  it('a revealed seed that does not match the published hash is a mismatch', () => {
    const r = roulette({ seedHash: sha256Hex('another seed') });
    expect(verifyLiveRecord(r, ready(liveRoundCheckOf(r)))).toMatchObject({
      hashMatches: false,
      verified: false,
    });
  });
});

describe('the live round of a session', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof liveSessionRefOf>]>([
    [
      'a live session',
      { live: { tableId: 4, roundId: '77', roundNumber: 12 } },
      { tableId: 4, roundId: '77', roundNumber: 12 },
    ],
    [
      'a numeric round id',
      { live: { tableId: 4, roundId: 77, roundNumber: 12 } },
      { tableId: 4, roundId: '77', roundNumber: 12 },
    ],
    ['a floor session', { fairness: { nonce: 1 } }, null],
    ['a round id that is no id', { live: { roundId: '../admin' } }, null],
  ])('%s', (_name, gameData, ref) => {
    expect(liveSessionRefOf({ gameData })).toEqual(ref);
  });
});
